/**
 * One run of the URL preflight benchmark, in a process of its own (bench/url-preflight.ts starts
 * it under GNU time), printing what it measured as JSON:
 *
 *   node --import tsx bench/url-preflight-child.ts file FILE.ipa
 *     preflight of the file on disk, as `submit` runs it
 *   node --import tsx bench/url-preflight-child.ts url URL
 *     the same preflight read through HTTP Range requests, as `submit --ipa-url` runs it, with the
 *     requests and bytes it fetched
 *   node --import tsx bench/url-preflight-child.ts round-trips URL COUNT SIZE
 *     COUNT small Range GETs spread over the SIZE bytes of the object, one after another on one kept-alive connection (bare node:http): the
 *     link's round trip, which the URL preflight pays once per request
 */
import { Agent, get } from 'node:http'
import { inspectIpa } from '../src/ipa/index.js'
import type { IpaInspection } from '../src/ipa/types.js'
import { openStorageIpa } from '../src/service/storage/index.js'
import { Transport } from '../src/service/transport.js'

/** What each run prints. */
export interface ChildResult {
  /** From the call to the result (for round trips: all of them). */
  readMs: number
  problems?: IpaInspection['problems']
  /** What the URL preflight fetched, as its byte source counted it. */
  fetched?: { requests: number; bytes: number }
  /** Each round trip, in milliseconds. */
  roundTripsMs?: number[]
}

const ROUND_TRIP_BYTES = 4096

async function preflightFile(file: string): Promise<ChildResult> {
  const started = performance.now()
  const inspection = await inspectIpa(file, { purpose: 'submit' })
  return { readMs: performance.now() - started, problems: inspection.problems }
}

async function preflightUrl(url: string): Promise<ChildResult> {
  const started = performance.now()
  const sender = new Transport({ retries: 2, requestTimeoutMs: 60_000 })
  const source = await openStorageIpa(url, { sender })
  try {
    const inspection = await inspectIpa({ name: url, source }, { purpose: 'submit' })
    const readMs = performance.now() - started
    const { requests, bytes } = source.fetched
    return { readMs, problems: inspection.problems, fetched: { requests, bytes } }
  } finally {
    await source.close()
  }
}

/** One GET of `range` through `agent`: its time; throws unless answered 206. */
function rangeGet(url: string, agent: Agent, range: string): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { range } }, res => {
      if (res.statusCode !== 206) reject(new Error(`${range}: answered ${res.statusCode}`))
      res.resume()
      res.once('end', () => resolve(performance.now() - started))
      res.once('error', reject)
    }).once('error', reject)
  })
}

async function roundTrips(url: string, count: number, size: number): Promise<ChildResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    // The connection is opened first, as the preflight's first request opens it.
    await rangeGet(url, agent, `bytes=0-${ROUND_TRIP_BYTES - 1}`)
    const started = performance.now()
    const roundTripsMs: number[] = []
    for (let i = 0; i < count; i++) {
      // Spread over the object, as the entries a preflight reads are.
      const start = Math.floor((i / count) * (size - ROUND_TRIP_BYTES))
      roundTripsMs.push(
        await rangeGet(url, agent, `bytes=${start}-${start + ROUND_TRIP_BYTES - 1}`)
      )
    }
    return { readMs: performance.now() - started, roundTripsMs }
  } finally {
    agent.destroy()
  }
}

const [mode, target, count, size] = process.argv.slice(2)
if (!target)
  throw new Error('usage: url-preflight-child.ts file FILE | url URL | round-trips URL COUNT SIZE')
const result =
  mode === 'file'
    ? await preflightFile(target)
    : mode === 'url'
      ? await preflightUrl(target)
      : await roundTrips(target, Number(count), Number(size))
console.log(JSON.stringify(result))
