/**
 * What the upload's wall time is made of, and what was tried to cut it: ways of sending the same
 * multipart body, in this process (no Node start-up, no preflight), against the emulator in a
 * process of its own, next to curl. The figures behind the notes of bench/RESULTS.md.
 *
 *   npx tsx bench/upload-variants.ts [--size-mb 1024] [--rounds 8] [--pinned] [--only a,b]
 *
 * `--pinned` runs the emulator on CPU 0 and this process (and curl) on CPU 1.
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import * as http from 'node:http'
import * as os from 'node:os'
import * as path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import { Transport } from '../src/service/transport.js'
import type { StreamedBody } from '../src/service/transport-types.js'
import { multipartFileBody } from '../src/service/multipart.js'
import type { BenchRequest, EmulatorReady, EmulatorReport } from './emulator-process.js'
import { option } from './shared.js'

const MiB = 1024 * 1024
const FIELD = 'unsigned_ipa[source]'

const sizeMb = option('--size-mb', 1024)
const rounds = option('--rounds', 8)
const pinned = process.argv.includes('--pinned')
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex < 0 ? undefined : (process.argv[onlyIndex + 1] ?? '').split(',')

const root = mkdtempSync(path.join(os.tmpdir(), 'upload-variants-'))
let emulator: ChildProcess | undefined
process.once('SIGINT', () => {
  emulator?.kill('SIGTERM')
  rmSync(root, { recursive: true, force: true })
  process.exit(130)
})

function ask<T>(request: BenchRequest, answer: string): Promise<T> {
  return new Promise(resolve => {
    const onMessage = (message: { type: string }): void => {
      if (message.type !== answer) return
      emulator?.off('message', onMessage)
      resolve(message as T)
    }
    emulator?.on('message', onMessage)
    emulator?.send(request)
  })
}

/**
 * The shipped body's layout with the knobs the shipped one does not have: chunk size, and where
 * (or whether) the file is hashed. Chunks come from a pool and go back to it once sent.
 */
function variantBody(
  file: string,
  size: number,
  {
    chunkBytes = MiB,
    hash = 'inline'
  }: { chunkBytes?: number; hash?: 'inline' | 'none' | 'worker' }
): StreamedBody {
  const boundary = '----AppStoreDeploy0123456789abcdef0123456789abcdef'
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${FIELD}"; filename="a.ipa"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n'
  )
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`)
  const free: Buffer[] = []
  /** How many holders (socket, hasher) each chunk of the pool still has. */
  const holders = new Map<ArrayBufferLike, number>()
  let wake: (() => void) | undefined
  const letGo = (memory: ArrayBufferLike): void => {
    const left = (holders.get(memory) ?? 1) - 1
    if (left > 0) return void holders.set(memory, left)
    holders.delete(memory)
    free.push(Buffer.from(memory))
    wake?.()
  }

  async function* parts(): AsyncGenerator<Buffer> {
    yield preamble
    const inline = hash === 'inline' ? createHash('sha256') : undefined
    const worker = hash === 'worker' ? hashingWorker() : undefined
    worker?.on('message', (memory: SharedArrayBuffer) => letGo(memory))
    const handle = await open(file, 'r')
    try {
      for (let read = 0; read < size;) {
        while (free.length === 0 && holders.size >= 8) await new Promise<void>(r => (wake = r))
        const memory =
          free.pop() ??
          Buffer.from(worker ? new SharedArrayBuffer(chunkBytes) : new ArrayBuffer(chunkBytes))
        const { bytesRead } = await handle.read(memory, 0, Math.min(chunkBytes, size - read), read)
        const chunk = memory.subarray(0, bytesRead)
        holders.set(memory.buffer, worker ? 2 : 1)
        inline?.update(chunk)
        worker?.postMessage({ memory: memory.buffer, length: bytesRead })
        read += bytesRead
        yield chunk
      }
    } finally {
      await handle.close()
    }
    if (worker) {
      await new Promise(resolve => {
        worker.once('message', resolve)
        worker.postMessage({ digest: true })
      })
      await worker.terminate()
    }
    inline?.digest('hex')
    yield epilogue
  }

  return {
    length: preamble.length + size + epilogue.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
    open: () => Readable.from(parts(), { objectMode: false, highWaterMark: chunkBytes }),
    release: chunk => {
      if (holders.has(chunk.buffer)) letGo(chunk.buffer)
    }
  }
}

/** SHA-256 in a worker thread, of chunks in shared memory; answers each chunk once hashed. */
function hashingWorker(): Worker {
  return new Worker(
    `const { parentPort } = require('node:worker_threads')
     const hash = require('node:crypto').createHash('sha256')
     parentPort.on('message', message => {
       if (message.digest) return parentPort.postMessage(hash.digest('hex'))
       hash.update(new Uint8Array(message.memory, 0, message.length))
       parentPort.postMessage(message.memory)
     })`,
    { eval: true }
  )
}

/** The body through a bare http.request whose socket buffers `highWaterMark` bytes. */
function rawPost(url: string, apiKey: string, body: StreamedBody, highWaterMark: number) {
  return new Promise<number>((resolve, reject) => {
    // The socket's highWaterMark: Node takes it, but its types of Node 20 do not list it.
    const options: http.RequestOptions & { highWaterMark: number } = {
      method: 'POST',
      agent: false,
      highWaterMark,
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': body.contentType,
        'Content-Length': String(body.length)
      }
    }
    const request = http.request(url, options)
    request.on('error', reject)
    request.on('response', response => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    const source = body.open()
    source.on('data', (chunk: Buffer) => {
      if (!request.write(chunk, () => body.release?.(chunk))) source.pause()
    })
    request.on('drain', () => source.resume())
    source.on('end', () => request.end())
  })
}

async function main(): Promise<void> {
  const storage = path.join(root, 'server')
  mkdirSync(storage)
  emulator = fork(fileURLToPath(new URL('./emulator-process.ts', import.meta.url)), [storage], {
    execArgv: ['--import', 'tsx']
  })
  const { baseUrl, apiKey } = await new Promise<EmulatorReady>(resolve =>
    emulator?.once('message', message => resolve(message as EmulatorReady))
  )
  if (pinned) {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(emulator.pid)], { stdio: 'ignore' })
    execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
  }
  const file = path.join(root, 'Bench.ipa')
  await makeIpa(file, { fillerBytes: sizeMb * MiB })
  const size = statSync(file).size
  const url = `${baseUrl}/ios/unsigned_ipas`
  const transport = new Transport({ retries: 0, requestTimeoutMs: 60_000 })
  const viaTransport = async (body: StreamedBody): Promise<number> =>
    (
      await transport.send({
        method: 'POST',
        url,
        headers: { Authorization: `Bearer ${apiKey}` },
        body
      })
    ).status

  const variants: Record<string, () => Promise<number>> = {
    curl: () =>
      new Promise((resolve, reject) => {
        const args = ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-F', `${FIELD}=@${file}`]
        const child = spawn('curl', [...args, '-H', `Authorization: Bearer ${apiKey}`, url])
        let status = ''
        child.stdout.on('data', data => (status += data))
        child.on('error', reject)
        child.on('close', () => resolve(Number(status)))
      }),
    shipped: async () =>
      viaTransport(await multipartFileBody({ fields: [], file: { field: FIELD, path: file } })),
    'no hash (not shippable: the floor)': () =>
      viaTransport(variantBody(file, size, { hash: 'none' })),
    'hash in a worker thread': () => viaTransport(variantBody(file, size, { hash: 'worker' })),
    '4 MiB reads': () => viaTransport(variantBody(file, size, { chunkBytes: 4 * MiB })),
    'socket highWaterMark 16 KiB (bare http)': () =>
      rawPost(url, apiKey, variantBody(file, size, {}), 16 * 1024),
    'socket highWaterMark 4 MiB (bare http)': () =>
      rawPost(url, apiKey, variantBody(file, size, {}), 4 * MiB)
  }
  const chosen = Object.entries(variants).filter(
    ([name]) => !only || only.some(word => name.startsWith(word))
  )
  const times = new Map<string, number[]>()
  const cpu = new Map<string, number[]>()
  const idle = new Map<string, number[]>()
  const cpuTicks = (): number[] =>
    (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number)
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? chosen : [...chosen].reverse()
    for (const [name, run] of order) {
      await ask({ type: 'reset' }, 'reset-done')
      const ticks = cpuTicks()
      const started = process.hrtime.bigint()
      const status = await run()
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6
      const spent = cpuTicks().map((value, index) => value - (ticks[index] ?? 0))
      const report = await ask<EmulatorReport>({ type: 'report' }, 'report')
      if (status !== 201 || report.posts[0]?.files[0]?.size !== size)
        throw new Error(`${name}: HTTP ${status}, stored ${report.posts[0]?.files[0]?.size} bytes`)
      times.set(name, [...(times.get(name) ?? []), wallMs])
      cpu.set(name, [...(cpu.get(name) ?? []), report.cpuMs])
      const total = spent.reduce((sum, value) => sum + value, 0)
      idle.set(name, [...(idle.get(name) ?? []), ((spent[3] ?? 0) + (spent[4] ?? 0)) / total])
    }
  }
  const median = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  }
  const curl = median(times.get('curl') ?? [NaN])
  console.log(
    `\n${sizeMb} MiB, ${rounds} rounds, ${pinned ? 'pinned (server CPU 0, client CPU 1)' : 'shared CPUs'}\n`
  )
  console.log('| variant | wall time, median | / curl | server CPU, median | CPUs idle, median |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const [name] of chosen) {
    const wall = median(times.get(name) ?? [])
    console.log(
      `| ${name} | ${(wall / 1000).toFixed(2)} s | ${(wall / curl).toFixed(2)} × | ${(median(cpu.get(name) ?? []) / 1000).toFixed(2)} s | ${Math.round(median(idle.get(name) ?? []) * 100)} % |`
    )
  }
}

try {
  await main()
} finally {
  emulator?.kill('SIGTERM')
  rmSync(root, { recursive: true, force: true })
}
