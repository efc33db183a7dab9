/**
 * A run's one AbortSignal (its stop on SIGINT or SIGTERM) carries no listener per request or wait:
 * each listens on a signal of its own that follows it, so a fleet's many at once never pile listeners
 * on it (Node warns past ten: "MaxListenersExceededWarning … 11 abort listeners"), and an abort still
 * ends every one of them at once. Then a fleet of twelve apps through the tool's bundle, as its user
 * runs it: nothing of the kind on stderr. Bundle: run `npm run build` first.
 */
import { expect, test } from '@jest/globals'
import { getEventListeners } from 'node:events'
import * as http from 'node:http'
import * as net from 'node:net'
import * as path from 'node:path'
import { sleep } from '../src/service/sleep.js'
import { Transport } from '../src/service/transport.js'
import { actionFixture } from './support/fixture.js'
import { whitelabelIpas } from './support/fleet.js'
import { runCli } from './support/run-cli.js'

const { emulator, key, dir } = await actionFixture('abort-listeners')

const AT_ONCE = 40
const listeners = (signal: AbortSignal): number => getEventListeners(signal, 'abort').length

test('forty waits at once add no listener to the signal, and its abort ends them all', async () => {
  const stop = new AbortController()
  const waits = Array.from({ length: AT_ONCE }, () => sleep(3_600_000, stop.signal))
  expect(listeners(stop.signal)).toBe(0)
  stop.abort()
  await Promise.all(waits)
})

test('forty requests at once add no listener to the signal, and its abort ends them all', async () => {
  const sockets = new Set<net.Socket>()
  let received = 0
  // Takes each request, and answers none.
  const server = http.createServer(() => void received++)
  server.on('connection', socket => sockets.add(socket))
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/x`
  try {
    const transport = new Transport({ retries: 0, requestTimeoutMs: 60_000 })
    const stop = new AbortController()
    const requests = Array.from({ length: AT_ONCE }, () =>
      transport.send({ method: 'GET', url, signal: stop.signal }).then(
        () => 'answered',
        (error: { code?: string }) => error.code
      )
    )
    while (received < AT_ONCE) await sleep(10)
    expect(listeners(stop.signal)).toBe(0)
    stop.abort()
    expect(new Set(await Promise.all(requests))).toEqual(new Set(['ABORT_ERR']))
  } finally {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  }
})

test('a fleet of twelve through the bundle: no MaxListenersExceededWarning on stderr', async () => {
  const apps = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`App${i + 1}`, {}]))
  const glob = await whitelabelIpas(path.join(dir, 'fleet'), apps)
  const run = await runCli(
    [
      'submit',
      '--multiple',
      '--ipa-path',
      glob,
      '--base-url',
      emulator.baseUrl,
      '--poll-interval',
      '1s'
    ],
    { env: { APP_DEPLOY_API_KEY: key }, cwd: dir }
  )
  expect(run.exitCode).toBe(0)
  expect(emulator.requests.filter(r => r.method === 'POST').length).toBeGreaterThanOrEqual(12)
  expect(run.stderr).not.toMatch(/MaxListenersExceeded|memory leak/)
})
