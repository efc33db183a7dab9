/**
 * Hardening: proxies. The bundled action behind a real HTTP proxy, tinyproxy, started here on a free
 * port with its own configuration and log in a temporary folder. The log proves which way each
 * request went: through the proxy, every request is a `CONNECT host:port` line there (the action's
 * HTTP client tunnels plain http too); around it, there is none.
 *
 * `@actions/http-client` never proxies the names it takes for loopback (`localhost`, `127.*`, `[::1]`),
 * so the emulator (listening on 127.0.0.1) is reached as `[::ffff:127.0.0.1]`: the IPv4-mapped form
 * of the same address, which the client does not take for loopback, which the action accepts for
 * plain http (it is loopback), and which tinyproxy connects to. Node writes it `[::ffff:7f00:1]`.
 *
 * Without tinyproxy (or without IPv6 sockets to reach a mapped address), the cases are skipped, each
 * saying why; `.ci/run` installs tinyproxy so that in CI they run.
 */
import { afterAll, beforeEach, describe, expect, test } from '@jest/globals'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as net from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { type Emulator, startEmulator } from '../emulator/server.js'
import { makeIpa } from '../scripts/make-ipa.js'
import {
  type CheckedRun,
  cleanupRuns,
  describeRun,
  leakForms,
  recordCase,
  recordSkip,
  runChecked,
  testKey
} from './hardening-harness.js'

const FILE = 'hardening-proxy.test.ts'
const key = testKey()
const dir = mkdtempSync(path.join(os.tmpdir(), 'hardening-proxy-'))
const emulator: Emulator = await startEmulator({ apiKey: key })
const port = new URL(emulator.baseUrl).port
/** The emulator under a loopback name that the HTTP client does not take for loopback. */
const mappedBaseUrl = `http://[::ffff:127.0.0.1]:${port}/api/v1`
const ipa = path.join(dir, 'App.ipa')
await makeIpa(ipa, { bundleId: 'com.example.Proxied', fillerBytes: 3 * 1024 * 1024 })

interface Tinyproxy {
  url: string
  log: string
  process: ChildProcess
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const { port: free } = server.address() as net.AddressInfo
  await new Promise(resolve => server.close(resolve))
  return free
}

function connects(host: string, to: number): Promise<boolean> {
  return new Promise(resolve => {
    const socket = net.connect({ host, port: to }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/** tinyproxy on a free port, or why it cannot run here. */
async function startTinyproxy(): Promise<Tinyproxy | string> {
  const probe = spawnSync('tinyproxy', ['-v'], { encoding: 'utf8' })
  if (probe.error)
    return `tinyproxy is not installed (${(probe.error as NodeJS.ErrnoException).code}); install it with apt-get install tinyproxy`
  if (!(await connects('::ffff:127.0.0.1', Number(port))))
    return 'this machine cannot open IPv6 sockets to the IPv4-mapped address ::ffff:127.0.0.1'
  for (let attempt = 1; attempt <= 3; attempt++) {
    const proxyPort = await freePort()
    const log = path.join(dir, `tinyproxy-${attempt}.log`)
    const config = path.join(dir, `tinyproxy-${attempt}.conf`)
    writeFileSync(log, '')
    writeFileSync(
      config,
      [
        `Port ${proxyPort}`,
        'Listen 127.0.0.1',
        'Timeout 30',
        `LogFile "${log}"`,
        'LogLevel Connect',
        `PidFile "${path.join(dir, `tinyproxy-${attempt}.pid`)}"`,
        'MaxClients 20',
        'Allow 127.0.0.1',
        ''
      ].join('\n')
    )
    const child = spawn('tinyproxy', ['-d', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', chunk => (output += chunk))
    child.stderr?.on('data', chunk => (output += chunk))
    let exited = false
    child.on('exit', () => (exited = true))
    child.on('error', () => (exited = true))
    const deadline = Date.now() + 5_000
    while (!exited && Date.now() < deadline) {
      if (await connects('127.0.0.1', proxyPort))
        return { url: `http://127.0.0.1:${proxyPort}`, log, process: child }
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    child.kill('SIGKILL')
    if (attempt === 3)
      return `tinyproxy did not start: ${(output || readFileSync(log, 'utf8')).trim().slice(0, 300)}`
  }
  return 'tinyproxy did not start'
}

const proxy = await startTinyproxy()
const skipReason = typeof proxy === 'string' ? proxy : undefined
if (skipReason) console.warn(`Proxy cases skipped: ${skipReason}.`)

afterAll(async () => {
  cleanupRuns()
  await emulator.close()
  if (typeof proxy !== 'string' && proxy.process.exitCode === null) {
    const exited = new Promise(resolve => proxy.process.once('exit', resolve))
    proxy.process.kill('SIGTERM')
    await exited
  }
  rmSync(dir, { recursive: true, force: true })
})

let logStart = 0
beforeEach(() => {
  emulator.reset()
  if (typeof proxy !== 'string') logStart = readFileSync(proxy.log).length
})

/** The CONNECT targets tinyproxy logged since the case began. */
function tunnels(): string[] {
  if (typeof proxy === 'string') return []
  const text = readFileSync(proxy.log).subarray(logStart).toString('utf8')
  return [...text.matchAll(/Request \(file descriptor \d+\): CONNECT (\S+) HTTP/g)].map(m => m[1])
}

/** A case that needs tinyproxy: skipped, saying why, when it cannot run. */
function proxyCase(name: string, body: (tinyproxy: Tinyproxy) => Promise<void>): void {
  if (typeof proxy === 'string') {
    recordSkip(`proxies ${name}`, FILE, 'proxy', proxy)
    test.skip(name, () => undefined)
    return
  }
  test(name, () => body(proxy))
}

function action(inputs: Record<string, string>, env: Record<string, string>): Promise<CheckedRun> {
  return runChecked(
    {
      'api-key': key,
      'base-url': mappedBaseUrl,
      'request-timeout': '5s',
      'poll-interval': '1s',
      'wait-timeout': '20s',
      ...inputs
    },
    { secrets: [key], env }
  )
}

const mapped = `::ffff:7f00:1:${port}`

describe('proxies', () => {
  proxyCase('HTTP_PROXY: every request of a submission goes through the proxy', async tinyproxy => {
    const run = await action({ 'ipa-path': ipa }, { HTTP_PROXY: tinyproxy.url })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('completed')
    const seen = emulator.requests.length
    expect(seen).toBeGreaterThanOrEqual(4)
    expect(tunnels()).toEqual(Array(seen).fill(mapped))
    // The upload arrived whole through the tunnel.
    const post = emulator.requests.find(r => r.method === 'POST')
    expect(post?.files?.[0].size).toBeGreaterThan(3 * 1024 * 1024)
    // Tunnelled: the proxy never sees the headers, so its log cannot hold the key.
    const log = readFileSync(tinyproxy.log, 'utf8')
    for (const [, form] of leakForms(key)) expect(log).not.toContain(form)
    recordCase(
      'proxy',
      'HTTP_PROXY set: the teams check, the 3 MiB upload and every poll go through the proxy, success',
      `exit ${run.exitCode}; ${seen} requests at the emulator, ${tunnels().length} CONNECT ${mapped.replace(port, '<port>')} in the proxy's log; key not in the proxy's log`
    )
  })

  proxyCase('http_proxy (lower case) is honoured too', async tinyproxy => {
    const run = await action({ command: 'teams' }, { http_proxy: tinyproxy.url })
    expect(run.exitCode).toBe(0)
    expect(tunnels()).toEqual([mapped])
    recordCase(
      'proxy',
      'http_proxy (lower case) set: the request goes through the proxy',
      `exit ${run.exitCode}; ${emulator.requests.length} request at the emulator, ${tunnels().length} CONNECT in the proxy's log`
    )
  })

  proxyCase('NO_PROXY naming the host: the requests go around the proxy', async tinyproxy => {
    const run = await action(
      { 'ipa-url': 'https://cdn.example.com/App.ipa' },
      { HTTP_PROXY: tinyproxy.url, NO_PROXY: 'example.com, [::ffff:7f00:1]' }
    )
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.length).toBeGreaterThanOrEqual(3)
    expect(tunnels()).toEqual([])
    recordCase(
      'proxy',
      'HTTP_PROXY set, NO_PROXY lists the host: every request goes direct, success',
      `exit ${run.exitCode}; ${emulator.requests.length} requests at the emulator, ${tunnels().length} CONNECT in the proxy's log`
    )
  })

  proxyCase('NO_PROXY naming other hosts only: still through the proxy', async tinyproxy => {
    const run = await action(
      { command: 'list-ipas' },
      { HTTP_PROXY: tinyproxy.url, NO_PROXY: 'example.com,.internal,127.0.0.2' }
    )
    expect(run.exitCode).toBe(0)
    expect(tunnels()).toEqual([mapped])
    recordCase(
      'proxy',
      'NO_PROXY lists other hosts only: the request still goes through the proxy',
      `exit ${run.exitCode}; ${emulator.requests.length} request at the emulator, ${tunnels().length} CONNECT in the proxy's log`
    )
  })

  proxyCase('127.0.0.1 is never proxied (the HTTP client’s rule)', async tinyproxy => {
    const run = await runChecked(
      { 'api-key': key, 'base-url': emulator.baseUrl, command: 'teams' },
      { secrets: [key], env: { HTTP_PROXY: tinyproxy.url } }
    )
    expect(run.exitCode).toBe(0)
    expect(emulator.requests).toHaveLength(1)
    expect(tunnels()).toEqual([])
    recordCase(
      'proxy',
      'HTTP_PROXY set, base-url on 127.0.0.1: direct, as @actions/http-client never proxies loopback names',
      `exit ${run.exitCode}; ${emulator.requests.length} request at the emulator, ${tunnels().length} CONNECT in the proxy's log`
    )
  })

  proxyCase(
    'a proxy that is down: a clear failure in seconds, nothing reaches the service',
    async () => {
      const down = `http://127.0.0.1:${await freePort()}`
      const run = await action({ command: 'teams', retries: '1' }, { HTTP_PROXY: down })
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeLessThan(10_000)
      expect(run.error).toMatch(/ECONNREFUSED.*\(after 2 attempts\)\..*proxy settings/)
      expect(emulator.requests).toHaveLength(0)
      recordCase(
        'proxy',
        'HTTP_PROXY names a port where nothing listens, retries 1: failure naming the refused connection and the proxy settings, within 10 s',
        describeRun(run, emulator.requests, [key])
      )
    }
  )
})
