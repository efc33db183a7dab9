import type { IncomingMessage } from 'node:http'
import { Transform } from 'node:stream'
import { HttpProblem } from './validation.js'

/** How a request body ended: read to its end, or cut off by the client (or by a fault). */
export type BodyEnd = 'end' | 'aborted'

/**
 * A request body counted as it arrives. Consumers read `stream` (once); the count includes bytes
 * read by anyone, so the record shows what the client really sent.
 */
export class RequestBody {
  readonly stream: Transform
  private received = 0
  private waiters: Array<{ bytes: number; resolve: () => void }> = []
  /** Set by throttle(): the pace, and when the first throttled byte came. */
  private pace?: { bytesPerSecond: number; since: number; bytesBefore: number }
  private paceTimer?: NodeJS.Timeout
  readonly ended: Promise<BodyEnd>

  constructor(
    private readonly request: IncomingMessage,
    onBytes: (total: number) => void
  ) {
    this.stream = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        this.received += chunk.length
        onBytes(this.received)
        this.wake(false)
        const wait = this.paceDelay()
        if (wait <= 0) return callback(null, chunk)
        // Holding the chunk back fills the buffers behind it, so the client's writes block.
        this.paceTimer = setTimeout(() => callback(null, chunk), wait)
      }
    })
    this.ended = new Promise<BodyEnd>(resolve => {
      // Keep-alive sockets carry many requests: take the listener off again once this body is over.
      const onClose = (): void => {
        if (!request.complete) finish('aborted')
      }
      const finish = (end: BodyEnd): void => {
        request.socket.off('close', onClose)
        if (end === 'aborted') clearTimeout(this.paceTimer)
        resolve(end)
      }
      this.stream.on('end', () => finish('end'))
      request.on('close', onClose)
      request.socket.on('close', onClose)
    })
    // An aborted request emits 'error'; the promise above already tells.
    request.on('error', () => undefined)
    void this.ended.then(() => this.wake(true))
    request.pipe(this.stream)
  }

  get bytes(): number {
    return this.received
  }

  /** Resolves once `bytes` bytes have arrived, or the body is over (whichever comes first). */
  reached(bytes: number): Promise<void> {
    if (this.received >= bytes) return Promise.resolve()
    return new Promise(resolve => {
      this.waiters.push({ bytes, resolve })
    })
  }

  /** Read and throw away the rest; resolves when the body is over. */
  drain(): Promise<BodyEnd> {
    this.stream.resume()
    return this.ended
  }

  /** From now on, read no faster than `bytesPerSecond`: a slow link. */
  throttle(bytesPerSecond: number): void {
    this.pace = { bytesPerSecond, since: Date.now(), bytesBefore: this.received }
  }

  /** How long to hold back the bytes received so far, so that they arrive at the pace. */
  private paceDelay(): number {
    if (!this.pace) return 0
    const { bytesPerSecond, since, bytesBefore } = this.pace
    const due = since + ((this.received - bytesBefore) / bytesPerSecond) * 1000
    return due - Date.now()
  }

  /** Stop reading: the socket's buffers fill and the client's writes block. */
  stall(): void {
    this.request.unpipe(this.stream)
    this.request.pause()
    this.request.socket.pause()
  }

  /** The whole body in memory (JSON bodies only): 413 past `limit` bytes. */
  async readAll(limit: number): Promise<Buffer> {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    this.stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) tooLarge = true
      else chunks.push(chunk)
    })
    const end = await this.ended
    if (end === 'aborted') throw new HttpProblem(400, 'the request body was cut off')
    if (tooLarge) throw new HttpProblem(413, `the JSON body is larger than ${limit} bytes`)
    return Buffer.concat(chunks)
  }

  private wake(all: boolean): void {
    const due = this.waiters.filter(waiter => all || this.received >= waiter.bytes)
    this.waiters = this.waiters.filter(waiter => !due.includes(waiter))
    for (const waiter of due) waiter.resolve()
  }
}
