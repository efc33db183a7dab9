import { afterEach, describe, expect, test } from '@jest/globals'
import * as http from 'node:http'
import type * as net from 'node:net'
import { Readable } from 'node:stream'
import { setTimeout as delay } from 'node:timers/promises'
import { Transport } from '../src/service/transport.js'
import { UploadProgressLog } from '../src/ipa-input/upload-progress.js'

const MiB = 1024 * 1024

/** Feeds a log with an upload of `totalBytes` at a steady pace, one report every `everyMs`. */
function steadyUpload(totalBytes: number, durationMs: number, everyMs = 100) {
  let now = 1_000_000
  const lines: string[] = []
  const log = new UploadProgressLog(
    line => void lines.push(line),
    () => now
  )
  const start = now
  for (let elapsedMs = everyMs; elapsedMs < durationMs + everyMs; elapsedMs += everyMs) {
    const elapsed = Math.min(elapsedMs, durationMs)
    now = start + elapsed
    log.update({
      bytesSent: Math.round((totalBytes * elapsed) / durationMs),
      totalBytes,
      elapsedMs: elapsed
    })
  }
  return { lines, log, advance: (ms: number) => (now += ms), at: () => now - start }
}

describe('UploadProgressLog', () => {
  test('says nothing for an upload under two seconds', () => {
    expect(steadyUpload(500 * MiB, 1_900).lines).toEqual([])
  })

  test('says nothing for an upload that ends before the first line is due', () => {
    expect(steadyUpload(500 * MiB, 9_000).lines).toEqual([])
  })

  test('a line every 10 s when 10 % takes less, then the total and average speed', () => {
    const { lines } = steadyUpload(100 * MiB, 60_000)
    expect(lines).toEqual([
      'Uploaded 16% (16.7 MiB of 100 MiB) at 1.7 MiB/s, about 50s left.',
      'Uploaded 33% (33.3 MiB of 100 MiB) at 1.7 MiB/s, about 40s left.',
      'Uploaded 50% (50.0 MiB of 100 MiB) at 1.7 MiB/s, about 30s left.',
      'Uploaded 66% (66.7 MiB of 100 MiB) at 1.7 MiB/s, about 20s left.',
      'Uploaded 83% (83.3 MiB of 100 MiB) at 1.7 MiB/s, about 10s left.',
      'Uploaded 100 MiB in 1m 00s (1.7 MiB/s on average).'
    ])
  })

  test('a line every 10 % when 10 s pass sooner', () => {
    const { lines } = steadyUpload(3000 * MiB, 300_000, 1_000)
    expect(lines).toHaveLength(10)
    expect(lines[0]).toBe('Uploaded 10% (300 MiB of 2.9 GiB) at 10.0 MiB/s, about 4m 30s left.')
    expect(lines[1]).toBe('Uploaded 20% (600 MiB of 2.9 GiB) at 10.0 MiB/s, about 4m 00s left.')
    expect(lines[8]).toBe('Uploaded 90% (2.6 GiB of 2.9 GiB) at 10.0 MiB/s, about 30s left.')
    expect(lines[9]).toBe('Uploaded 2.9 GiB in 5m 00s (10.0 MiB/s on average).')
  })

  test('an attempt that starts over starts the count over', () => {
    let now = 0
    const lines: string[] = []
    const log = new UploadProgressLog(
      line => void lines.push(line),
      () => now
    )
    const total = 100 * MiB
    const report = (at: number, bytesSent: number, elapsedMs: number): void => {
      now = at
      log.update({ bytesSent, totalBytes: total, elapsedMs })
    }
    report(12_000, 30 * MiB, 12_000)
    expect(lines).toEqual(['Uploaded 30% (30.0 MiB of 100 MiB) at 2.5 MiB/s, about 28s left.'])
    // The retry's body starts at 20 s: its first line is due 10 s later, at 10 %.
    report(21_000, 5 * MiB, 1_000)
    report(29_000, 40 * MiB, 9_000)
    report(31_000, 50 * MiB, 11_000)
    report(45_000, total, 25_000)
    expect(lines.slice(1)).toEqual([
      'Uploaded 50% (50.0 MiB of 100 MiB) at 4.5 MiB/s, about 11s left.',
      'Uploaded 100 MiB in 25s (4.0 MiB/s on average).'
    ])
  })
})

describe('UploadProgressLog on a real upload', () => {
  let server: http.Server | undefined

  afterEach(async () => {
    server?.closeAllConnections()
    await new Promise(resolve => (server ? server.close(resolve) : resolve(undefined)))
    server = undefined
  })

  test('turns the transport reports of a slow upload into lines', async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => res.end())
    })
    await new Promise<void>(resolve => server?.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`

    // A clock 100 times faster than the real one: ~0.8 s of upload read as ~80 s.
    const realStart = Date.now()
    const lines: string[] = []
    const log = new UploadProgressLog(
      line => void lines.push(line),
      () => realStart + (Date.now() - realStart) * 100
    )
    const chunk = Buffer.alloc(64 * 1024, 1)
    async function* slowly(): AsyncGenerator<Buffer> {
      for (let i = 0; i < 16; i++) {
        await delay(50)
        yield chunk
      }
    }
    const body = {
      length: 16 * chunk.length,
      contentType: 'application/octet-stream',
      open: () => Readable.from(slowly(), { objectMode: false })
    }
    const transport = new Transport({ retries: 0, requestTimeoutMs: 5_000 })
    await transport.send({
      method: 'POST',
      url,
      body,
      onProgress: progress => log.update({ ...progress, elapsedMs: progress.elapsedMs * 100 })
    })

    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines.slice(0, -1))
      expect(line).toMatch(/^Uploaded \d+% \(.* [KM]iB of 1\.0 MiB\) at /)
    expect(lines.at(-1)).toMatch(/^Uploaded 1\.0 MiB in \d+m \d\ds \([\d.]+ KiB\/s on average\)\.$/)
  })
})
