import { percentOf, progressText, uploadedLine } from '../ipa-input/upload-progress.js'
import type { UploadProgress } from '../service/transport-types.js'

/** Often enough to look live, seldom enough that a fast upload does not spend its time drawing. */
const REDRAW_EVERY_MS = 100
/** A short upload draws nothing: the lines before and after it are enough. */
const SHOW_AFTER_MS = 300
const CLEAR_LINE = '\r\x1b[K'

/**
 * An upload's progress on one terminal line, redrawn in place: `[=====>    ] 45% (27.0 MiB of
 * 60.0 MiB) at 20.0 MiB/s, about 2s left`. Lines of the log are written above it; once every byte is
 * sent it gives way to the closing line. A retry starts the bar over, as its body does.
 */
export class ProgressBar {
  /** The bar on the screen now, if any. */
  private line = ''
  private drawnAt = -Infinity
  /** Whether this upload drew the bar, and so ends with the closing line. */
  private drawn = false

  constructor(
    private readonly write: (text: string) => void,
    private readonly columns: () => number,
    private readonly now: () => number = Date.now
  ) {}

  update(progress: UploadProgress): void {
    if (progress.bytesSent >= progress.totalBytes) {
      if (this.drawn) {
        this.write(`${CLEAR_LINE}${uploadedLine(progress.totalBytes, progress.elapsedMs)}\n`)
      }
      this.line = ''
      this.drawn = false
      return
    }
    const now = this.now()
    if (progress.elapsedMs < SHOW_AFTER_MS || now - this.drawnAt < REDRAW_EVERY_MS) return
    this.drawnAt = now
    this.drawn = true
    this.line = barLine(progress, this.columns())
    this.write(`${CLEAR_LINE}${this.line}`)
  }

  /**
   * A line of the log, written where the bar was: the next report draws the bar again below it,
   * and an upload that ends in an error leaves no stale bar under the error.
   */
  above(text: string): void {
    this.write(this.line ? `${CLEAR_LINE}${text}\n` : `${text}\n`)
    this.line = ''
    this.drawnAt = -Infinity
  }
}

/** The bar and the figures, cut to the terminal's width: a wrapped line could not be redrawn. */
export function barLine(progress: UploadProgress, columns: number): string {
  const text = progressText(progress)
  const width = Math.max(10, Math.min(30, columns - text.length - 4))
  const filled = Math.floor((percentOf(progress.bytesSent, progress.totalBytes) * width) / 100)
  const bar = `[${'='.repeat(filled)}${filled < width ? '>' : ''}${' '.repeat(Math.max(0, width - filled - 1))}]`
  return `${bar} ${text}`.slice(0, Math.max(1, columns - 1))
}
