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
 * For HTTPS_PROXY, the emulator is put behind a TLS front of the test's own (a throwaway self-signed
 * certificate made with openssl) and reached as `https://[::ffff:127.0.0.1]:PORT`. The action runs
 * with NODE_TLS_REJECT_UNAUTHORIZED=0 there, so those cases run the bundle (Node reads the variable
 * from the process's real environment, which jest's process.env is not): through a proxy, the `tunnel` module that
 * `@actions/http-client` uses checks the certificate against the bracketed name `[::ffff:7f00:1]`,
 * which no certificate can hold (ERR_TLS_CERT_ALTNAME_INVALID), and a host name would have to be
 * resolved by the proxy, which knows none but `localhost` (never proxied). The cases are about which
 * way the requests go, not about certificates.
 *
 * Without tinyproxy (or openssl for the https cases, or IPv6 sockets to reach a mapped address), the
 * cases are skipped, each saying why; `.ci/run` installs tinyproxy so that in CI they run, and the
 * reliability report fails in CI when one was skipped.
 */
import { afterAll, beforeEach, describe, expect, test } from '@jest/globals'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import * as net from 'node:net'
import * as tls from 'node:tls'
import * as path from 'node:path'
import { actionFixture } from './support/fixture.js'
import { type CheckedRun, leakForms, runChecked } from './hardening-harness.js'

const { key, emulator, dir, ipa } = await actionFixture('hardening-proxy', 'App.ipa', {
  bundleId: 'com.example.Proxied',
  fillerBytes: 3 * 1024 * 1024
})
const port = new URL(emulator.baseUrl).port
/** The emulator under a loopback name that the HTTP client does not take for loopback. */
const mappedBaseUrl = `http://[::ffff:127.0.0.1]:${port}/api/v1`

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

interface TlsFront {
  /** The emulator's base URL, https, under the IPv4-mapped name. */
  baseUrl: string
  port: number
  close: () => Promise<void>
}

/** A TLS server on a free loopback port that pipes each connection to the emulator, or why not. */
async function startTlsFront(): Promise<TlsFront | string> {
  const key = path.join(dir, 'front-key.pem')
  const cert = path.join(dir, 'front-cert.pem')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=hardening proxy test',
      '-keyout',
      key,
      '-out',
      cert
    ],
    { encoding: 'utf8' }
  )
  if (made.error || made.status !== 0)
    return `openssl could not make a test certificate (${made.error ? (made.error as NodeJS.ErrnoException).code : made.stderr.trim().slice(0, 200)}); install it with apt-get install openssl`
  const sockets = new Set<net.Socket>()
  const server = tls.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, socket => {
    const upstream = net.connect(Number(port), '127.0.0.1')
    for (const s of [socket, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
    }
    socket.on('error', () => upstream.destroy())
    upstream.on('error', () => socket.destroy())
    socket.pipe(upstream).pipe(socket)
  })
  server.on('tlsClientError', () => undefined)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const frontPort = (server.address() as net.AddressInfo).port
  return {
    baseUrl: `https://[::ffff:127.0.0.1]:${frontPort}/api/v1`,
    port: frontPort,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise(resolve => server.close(resolve))
    }
  }
}

const proxy = await startTinyproxy()
const skipReason = typeof proxy === 'string' ? proxy : undefined
if (skipReason) console.warn(`Proxy cases skipped: ${skipReason}.`)
const front = skipReason ? skipReason : await startTlsFront()
if (!skipReason && typeof front === 'string') console.warn(`https proxy cases skipped: ${front}.`)

afterAll(async () => {
  if (typeof front !== 'string') await front.close()
  if (typeof proxy !== 'string' && proxy.process.exitCode === null) {
    const exited = new Promise(resolve => proxy.process.once('exit', resolve))
    proxy.process.kill('SIGTERM')
    await exited
  }
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
    test.skip(name, () => undefined)
    return
  }
  test(name, () => body(proxy))
}

/** A case that needs tinyproxy and the TLS front. */
function httpsProxyCase(
  name: string,
  body: (tinyproxy: Tinyproxy, https: TlsFront) => Promise<void>
): void {
  if (typeof proxy === 'string' || typeof front === 'string') {
    test.skip(name, () => undefined)
    return
  }
  const [tinyproxy, https] = [proxy, front]
  test(name, () => body(tinyproxy, https))
}

/**
 * A run in this process under virtual time (the polls of a wait and the retry delays are instant),
 * or the bundle with `bundle: true` (the https cases: see the top of this file).
 */
function action(
  inputs: Record<string, string>,
  env: Record<string, string>,
  { bundle = false }: { bundle?: boolean } = {}
): Promise<CheckedRun> {
  return runChecked(
    {
      'api-key': key,
      'base-url': mappedBaseUrl,
      'request-timeout': '5s',
      'poll-interval': '1s',
      'wait-timeout': '20s',
      ...inputs
    },
    { secrets: [key], env, bundle, virtualTime: !bundle }
  )
}

const mapped = `::ffff:7f00:1:${port}`
/** For the TLS front's throwaway certificate (see the top of this file). */
const insecure = { NODE_TLS_REJECT_UNAUTHORIZED: '0' }

describe('proxy: through a real HTTP proxy', () => {
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
  })

  proxyCase('http_proxy (lower case) is honoured too', async tinyproxy => {
    const run = await action({ command: 'teams' }, { http_proxy: tinyproxy.url })
    expect(run.exitCode).toBe(0)
    expect(tunnels()).toEqual([mapped])
  })

  proxyCase('NO_PROXY naming the host: the requests go around the proxy', async tinyproxy => {
    const run = await action(
      { 'ipa-url': 'https://cdn.example.com/App.ipa' },
      { HTTP_PROXY: tinyproxy.url, NO_PROXY: 'example.com, [::ffff:7f00:1]' }
    )
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.length).toBeGreaterThanOrEqual(3)
    expect(tunnels()).toEqual([])
  })

  proxyCase('NO_PROXY naming other hosts only: still through the proxy', async tinyproxy => {
    const run = await action(
      { command: 'list-ipas' },
      { HTTP_PROXY: tinyproxy.url, NO_PROXY: 'example.com,.internal,127.0.0.2' }
    )
    expect(run.exitCode).toBe(0)
    expect(tunnels()).toEqual([mapped])
  })

  proxyCase('127.0.0.1 is never proxied (the HTTP client’s rule)', async tinyproxy => {
    const run = await runChecked(
      { 'api-key': key, 'base-url': emulator.baseUrl, command: 'teams' },
      { secrets: [key], env: { HTTP_PROXY: tinyproxy.url } }
    )
    expect(run.exitCode).toBe(0)
    expect(emulator.requests).toHaveLength(1)
    expect(tunnels()).toEqual([])
  })

  httpsProxyCase(
    'HTTPS_PROXY: every request of a submission to an https base-url goes through the proxy',
    async (tinyproxy, https) => {
      const run = await action(
        { 'ipa-path': ipa, 'base-url': https.baseUrl },
        // HTTP_PROXY names a port where nothing listens: only HTTPS_PROXY applies to https.
        { HTTPS_PROXY: tinyproxy.url, HTTP_PROXY: 'http://127.0.0.1:9', ...insecure },
        { bundle: true }
      )
      expect(run.exitCode).toBe(0)
      expect(run.outputs.status).toBe('completed')
      const seen = emulator.requests.length
      expect(seen).toBeGreaterThanOrEqual(4)
      const target = `::ffff:7f00:1:${https.port}`
      expect(tunnels()).toEqual(Array(seen).fill(target))
      const post = emulator.requests.find(r => r.method === 'POST')
      expect(post?.files?.[0].size).toBeGreaterThan(3 * 1024 * 1024)
    }
  )

  httpsProxyCase(
    'NO_PROXY naming the host of an https base-url: around the proxy',
    async (tinyproxy, https) => {
      const run = await action(
        { command: 'list-ipas', 'base-url': https.baseUrl },
        { HTTPS_PROXY: tinyproxy.url, NO_PROXY: '[::ffff:7f00:1]', ...insecure },
        { bundle: true }
      )
      expect(run.exitCode).toBe(0)
      expect(emulator.requests).toHaveLength(1)
      expect(tunnels()).toEqual([])
    }
  )

  proxyCase(
    'a proxy that is down: a clear failure in seconds, nothing reaches the service',
    async () => {
      const down = `http://127.0.0.1:${await freePort()}`
      const run = await action({ command: 'teams', retries: '1' }, { HTTP_PROXY: down })
      expect(run.exitCode).toBe(1)
      expect(run.durationMs).toBeLessThan(10_000)
      expect(run.error).toMatch(
        /the proxy http:\/\/127\.0\.0\.1:\d+ cannot be reached: connect ECONNREFUSED .*\(after 2 attempts\)\. Nothing answers at the proxy .*: check HTTPS_PROXY \/ HTTP_PROXY/
      )
      expect(emulator.requests).toHaveLength(0)
    }
  )
})

/** A proxy that answers every CONNECT with `status`, and counts them. */
async function refusingProxy(
  status: number
): Promise<{ url: string; connects: string[]; close(): Promise<void> }> {
  const connects: string[] = []
  const server = net.createServer(socket => {
    socket.once('data', chunk => {
      connects.push(chunk.toString('latin1').split('\r\n')[0])
      socket.end(`HTTP/1.1 ${status} Refused\r\nContent-Length: 0\r\n\r\n`)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const { port: at } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${at}`,
    connects,
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}

describe('proxy: one that refuses the tunnel is named, with what to check', () => {
  test('403: the proxy by its address (never its credentials), once, and what to ask of it', async () => {
    const proxy = await refusingProxy(403)
    try {
      const withCredentials = proxy.url.replace('://', '://release-bot:s3cret-proxy-pass@')
      const run = await runChecked(
        { 'api-key': key, 'base-url': mappedBaseUrl, command: 'teams' },
        {
          secrets: [key, 's3cret-proxy-pass'],
          env: { HTTPS_PROXY: withCredentials, HTTP_PROXY: withCredentials }
        }
      )
      expect(run.exitCode).toBe(1)
      expect(run.error).toContain(
        `the proxy ${proxy.url} refused the tunnel (HTTP 403) (after 1 attempt).`
      )
      expect(run.error).toContain(
        "The proxy does not let the runner reach the host of 'base-url': ask its administrators to allow that host and port (a CONNECT rule)"
      )
      // The summary keeps GitHub from linking the address: it is code.
      expect(run.summary).toContain(`the proxy \`${proxy.url}\` refused the tunnel (HTTP 403)`)
      expect(run.log + run.summary).not.toContain('release-bot')
      // A refusal is not retried: the proxy would refuse again.
      expect(proxy.connects).toEqual([`CONNECT ${mapped} HTTP/1.1`])
      expect(emulator.requests).toHaveLength(0)
    } finally {
      await proxy.close()
    }
  })

  test('407: says the proxy wants credentials, and where they go', async () => {
    const proxy = await refusingProxy(407)
    try {
      const run = await action({ command: 'teams' }, { HTTP_PROXY: proxy.url })
      expect(run.exitCode).toBe(1)
      expect(run.error).toContain(`the proxy ${proxy.url} refused the tunnel (HTTP 407)`)
      expect(run.error).toContain(
        "The proxy wants credentials: put them in HTTPS_PROXY / HTTP_PROXY, as user:password@ before the proxy's host"
      )
    } finally {
      await proxy.close()
    }
  })
})
