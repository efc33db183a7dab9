/**
 * The emulator in a process of its own, driven by the benchmark over the IPC channel of `fork()`:
 * the server's CPU is then never counted in the client's, nor the client's in the server's.
 *
 *   parent -> { type: 'reset' }   forget requests and delete stored uploads; answers 'reset-done'
 *   parent -> { type: 'report' }  answers 'report': the POSTs and GETs since the reset and this
 *                                 process's CPU
 *
 * It stores uploads under `argv[2]` (a folder the benchmark removes), takes its configuration from
 * `argv[3]` (JSON, e.g. {"answerDelayMs":200}; default none; `host` is the address it listens on,
 * 127.0.0.1 unless given), and stops when the benchmark disconnects or dies, or on SIGINT / SIGTERM.
 */
import { startEmulator, type EmulatorConfig } from '../emulator/server.js'

export interface EmulatorReady {
  type: 'ready'
  baseUrl: string
  apiKey: string
}

export interface PostReport {
  path: string
  status: number
  rawBodyBytes: number
  files: Array<{ size: number; sha256: string }>
}

export interface GetReport {
  path: string
  query: Record<string, string>
  status: number
  /** When the request arrived and when its answer left (milliseconds since the epoch). */
  receivedAt: number
  answeredAt?: number
}

export interface EmulatorReport {
  type: 'report'
  posts: PostReport[]
  gets: GetReport[]
  /** CPU time (user + system, all threads) of this process since the last reset. */
  cpuMs: number
  /** The most creates (POSTs to a create route) in flight at once since the last reset. */
  createsPeak: number
  /** How many submissions the emulator has made since the last reset. */
  submissions: number
}

/** What the benchmark may set: the emulator's configuration, and the address it listens on. */
export type EmulatorStart = Partial<EmulatorConfig> & { host?: string }

export type BenchRequest = { type: 'reset' } | { type: 'report' }

const storageDir = process.argv[2]
if (!storageDir || !process.send) throw new Error('usage: fork(emulator-process.ts, [storageDir])')

const config = JSON.parse(process.argv[3] ?? '{}') as EmulatorStart

const emulator = await startEmulator({ ...config, port: 0, storageDir })
let cpuAtReset = process.cpuUsage()

const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

process.on('message', (message: BenchRequest) => {
  if (message.type === 'reset') {
    emulator.reset()
    cpuAtReset = process.cpuUsage()
    process.send?.({ type: 'reset-done' })
  } else if (message.type === 'report') {
    const report: EmulatorReport = {
      type: 'report',
      posts: emulator.requests
        .filter(request => request.method === 'POST')
        .map(request => ({
          path: request.path,
          status: request.status,
          rawBodyBytes: request.rawBodyBytes,
          files: (request.files ?? []).map(({ size, sha256 }) => ({ size, sha256 }))
        })),
      gets: emulator.requests
        .filter(request => request.method === 'GET')
        .map(({ path, query, status, receivedAt, answeredAt }) => ({
          path,
          query,
          status,
          receivedAt,
          answeredAt
        })),
      cpuMs: cpuMsSince(cpuAtReset),
      createsPeak: emulator.createsInFlight().peak,
      submissions: emulator.made().submissions.length
    }
    process.send?.(report)
  }
})

let stopping = false
const stop = (): void => {
  if (stopping) return
  stopping = true
  emulator.close().finally(() => process.exit(0))
}
process.on('disconnect', stop)
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

const ready: EmulatorReady = { type: 'ready', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey }
process.send(ready)
