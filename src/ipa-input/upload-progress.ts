import type { UploadProgress } from '../service/transport-types.js'
import { formatBytes, formatDuration } from '../text/format.js'

/** A line needs both: enough to tell, and not so often that a long upload floods the log. */
const LINE_EVERY_PERCENT = 10
const LINE_EVERY_MS = 10_000
/** Short uploads say nothing: the lines before and after them are enough. */
const QUIET_UNDER_MS = 2_000

/**
 * Turns upload progress reports into a few log lines: percent, bytes, speed and time left, at most
 * every 10 % and 10 s, then a closing line with the total and the average speed. An attempt that
 * starts over (a retry) starts the count over.
 */
export class UploadProgressLog {
  private attemptStart = 0
  private last = { bytesSent: 0, elapsedMs: 0 }
  private lastLine = { at: 0, bytesSent: 0 }
  private started = false
  private printed = false
  private finished = false

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now
  ) {}

  update(progress: UploadProgress): void {
    const now = this.now()
    const { bytesSent, totalBytes, elapsedMs } = progress
    if (!this.started || bytesSent < this.last.bytesSent || elapsedMs < this.last.elapsedMs) {
      this.startAttempt(now - elapsedMs)
    }
    this.last = { bytesSent, elapsedMs }
    const elapsed = now - this.attemptStart

    if (bytesSent >= totalBytes) {
      if (this.printed && !this.finished) this.log(uploadedLine(totalBytes, elapsed))
      this.finished = true
      return
    }
    if (elapsed < QUIET_UNDER_MS) return
    // In whole bytes: float percents would miss a step that is exactly 10 %.
    if ((bytesSent - this.lastLine.bytesSent) * 100 < totalBytes * LINE_EVERY_PERCENT) return
    if (now - this.lastLine.at < LINE_EVERY_MS) return
    this.log(`Uploaded ${progressText({ bytesSent, totalBytes, elapsedMs: elapsed })}.`)
    this.lastLine = { at: now, bytesSent }
    this.printed = true
  }

  private startAttempt(start: number): void {
    this.started = true
    this.finished = false
    this.attemptStart = start
    this.lastLine = { at: start, bytesSent: 0 }
  }
}

/** `45% (27.0 MiB of 60.0 MiB) at 20.0 MiB/s, about 2s left`: how far an upload is. */
export function progressText({ bytesSent, totalBytes, elapsedMs }: UploadProgress): string {
  const bytesPerSecond = elapsedMs > 0 ? (bytesSent / elapsedMs) * 1000 : 0
  const left =
    bytesPerSecond > 0
      ? `, about ${formatDuration(((totalBytes - bytesSent) / bytesPerSecond) * 1000)} left`
      : ''
  return `${percentOf(bytesSent, totalBytes)}% (${formatBytes(bytesSent)} of ${formatBytes(totalBytes)}) at ${speed(bytesPerSecond)}${left}`
}

/** The closing line of an upload: its size, time and average speed. */
export function uploadedLine(totalBytes: number, elapsedMs: number): string {
  const bytesPerSecond = elapsedMs > 0 ? (totalBytes / elapsedMs) * 1000 : 0
  return `Uploaded ${formatBytes(totalBytes)} in ${formatDuration(elapsedMs)} (${speed(bytesPerSecond)} on average).`
}

/** Whole percent, rounded down: 100 only once every byte is sent. */
export function percentOf(bytesSent: number, totalBytes: number): number {
  return totalBytes > 0 ? Math.floor((bytesSent * 100) / totalBytes) : 100
}

function speed(bytesPerSecond: number): string {
  return `${formatBytes(Math.round(bytesPerSecond))}/s`
}
