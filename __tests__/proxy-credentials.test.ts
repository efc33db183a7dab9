/**
 * Proxies that want credentials: the bundles (the action's and the tool's) behind a small
 * proxy of this file's own that asks for Basic credentials on every CONNECT, tunnels when they are
 * right and answers 407 when they are not. What a user checks: the step works and the proxy got the
 * user and password as written (a `@` in the password percent-encoded in the URL, as it must be); no
 * Node deprecation warning in the log (`tunnel`, under @actions/http-client, encoded the credentials
 * with `new Buffer()`: DEP0005 on every run); and a proxy that refuses the credentials given is said
 * to have refused them, never to want them put where they already are, and never shows them.
 *
 * The emulator is reached as `[::ffff:127.0.0.1]`, which the HTTP client does not take for loopback
 * and so sends through the proxy (see hardening-proxy.test.ts). Bundles: run `npm run build` first.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import * as net from 'node:net'
import { actionFixture } from './support/fixture.js'
import { runChecked } from './hardening-harness.js'
import { runCli } from './support/run-cli.js'

const { key, emulator } = await actionFixture('proxy-credentials')
const port = new URL(emulator.baseUrl).port
const mappedBaseUrl = `http://[::ffff:127.0.0.1]:${port}/api/v1`

const USER = 'release-bot'
const PASSWORD = 'p@ss:w0rd/42'
/** How the credentials are written in a proxy URL: the password's `@ : /` percent-encoded. */
const inUrl = (password: string): string => `${USER}:${encodeURIComponent(password)}`

interface AuthProxy {
  /** `http://127.0.0.1:PORT`, no credentials. */
  url: string
  /** The proxy URL with `credentials` (user:password, as written in a URL). */
  withCredentials(credentials: string): string
  /** Each CONNECT's target and Proxy-Authorization header, as received. */
  connects: Array<{ target: string; authorization?: string }>
  close(): Promise<void>
}

/** A proxy that tunnels a CONNECT carrying `Basic user:password`, and answers 407 to any other. */
async function authProxy(user: string, password: string): Promise<AuthProxy> {
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const connects: AuthProxy['connects'] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer(socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.once('data', chunk => {
      const head = chunk.toString('latin1')
      const target = head.split(' ')[1] ?? ''
      const authorization = /\r\nproxy-authorization: *([^\r\n]*)/i.exec(head)?.[1]
      connects.push({ target, authorization })
      if (authorization !== expected) {
        socket.end(
          'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp"\r\nContent-Length: 0\r\n\r\n'
        )
        return
      }
      const at = target.lastIndexOf(':')
      const upstream = net.connect(Number(target.slice(at + 1)), target.slice(0, at))
      upstream.on('connect', () => {
        socket.write('HTTP/1.1 200 Connection established\r\n\r\n')
        socket.pipe(upstream).pipe(socket)
      })
      upstream.on('error', () => socket.destroy())
      sockets.add(upstream)
      upstream.on('close', () => sockets.delete(upstream))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  return {
    url,
    withCredentials: credentials => url.replace('://', `://${credentials}@`),
    connects,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise(resolve => server.close(resolve))
    }
  }
}

function reachable(host: string, to: number): Promise<boolean> {
  return new Promise(resolve => {
    const socket = net.connect({ host, port: to }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

const mappedWorks = await reachable('::ffff:127.0.0.1', Number(port))
if (!mappedWorks) console.warn('Proxy cases skipped: no IPv6 sockets to ::ffff:127.0.0.1 here.')
const proxyTest = mappedWorks ? test : test.skip

const proxy = await authProxy(USER, PASSWORD)
afterAll(() => proxy.close())

const basic = (credentials: string): string =>
  `Basic ${Buffer.from(credentials).toString('base64')}`
const DEPRECATION = /DEP0005|DeprecationWarning/

describe('a proxy that wants credentials, given in its URL', () => {
  proxyTest(
    'the action: through the proxy with the credentials as written, and no deprecation warning',
    async () => {
      emulator.reset()
      proxy.connects.length = 0
      const run = await runChecked(
        { 'api-key': key, 'base-url': mappedBaseUrl, command: 'teams' },
        {
          secrets: [key, PASSWORD],
          env: { HTTP_PROXY: proxy.withCredentials(inUrl(PASSWORD)) },
          bundle: true
        }
      )
      expect(run.exitCode).toBe(0)
      expect(run.outputs['team-id']).toBe('1234567')
      expect(emulator.requests).toHaveLength(1)
      // Decoded before it was sent: the proxy got `p@ss:w0rd/42`, not `p%40ss%3Aw0rd%2F42`.
      expect(proxy.connects).toEqual([
        { target: `::ffff:7f00:1:${port}`, authorization: basic(`${USER}:${PASSWORD}`) }
      ])
      expect(run.stderr).not.toMatch(DEPRECATION)
      expect(run.log).not.toMatch(DEPRECATION)
    }
  )

  proxyTest('the tool: the same, and stderr holds nothing but its own words', async () => {
    emulator.reset()
    proxy.connects.length = 0
    const run = await runCli(['teams', '--base-url', mappedBaseUrl], {
      env: { APP_DEPLOY_API_KEY: key, HTTP_PROXY: proxy.withCredentials(inUrl(PASSWORD)) }
    })
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain('APP_DEPLOY_TEAM_ID=1234567')
    expect(proxy.connects.map(c => c.authorization)).toEqual([basic(`${USER}:${PASSWORD}`)])
    expect(run.stderr).not.toMatch(DEPRECATION)
    expect(run.stderr).not.toContain('(node:')
  })

  proxyTest(
    'credentials in HTTPS_PROXY that the proxy refuses: said refused, naming the proxy, never them',
    async () => {
      emulator.reset()
      proxy.connects.length = 0
      const wrong = 'not-the-password'
      const run = await runChecked(
        // https: HTTPS_PROXY applies; the proxy refuses the CONNECT before any TLS.
        {
          'api-key': key,
          'base-url': `https://[::ffff:127.0.0.1]:${port}/api/v1`,
          command: 'teams'
        },
        {
          secrets: [key, wrong],
          env: { HTTPS_PROXY: proxy.withCredentials(inUrl(wrong)) },
          bundle: true
        }
      )
      expect(run.exitCode).not.toBe(0)
      expect(proxy.connects.map(c => c.authorization)).toEqual([basic(`${USER}:${wrong}`)])
      expect(run.error).toContain(
        `the proxy ${proxy.url} refused the credentials it was given (HTTP 407)`
      )
      expect(run.error).toContain(
        'The proxy refused the user and password in HTTPS_PROXY / HTTP_PROXY: check them'
      )
      expect(run.error).not.toContain('put them in')
      expect(run.log + run.summary).not.toContain(USER)
      expect(run.stderr).not.toMatch(DEPRECATION)
      expect(emulator.requests).toHaveLength(0)
    }
  )

  proxyTest('the tool, refused: the same words, exit 3 as for a refused key', async () => {
    proxy.connects.length = 0
    const run = await runCli(['teams', '--base-url', mappedBaseUrl], {
      env: { APP_DEPLOY_API_KEY: key, HTTP_PROXY: proxy.withCredentials(`${USER}:nope`) }
    })
    expect(run.exitCode).toBe(3)
    expect(run.stderr).toContain(
      `the proxy ${proxy.url} refused the credentials it was given (HTTP 407)`
    )
    expect(run.stderr).not.toContain('put them in')
    expect(run.stderr + run.stdout).not.toContain(USER)
    expect(run.stderr).not.toMatch(DEPRECATION)
  })

  proxyTest('no credentials at all: the advice to put them in the proxy URL stays', async () => {
    proxy.connects.length = 0
    const run = await runCli(['teams', '--base-url', mappedBaseUrl], {
      env: { APP_DEPLOY_API_KEY: key, HTTP_PROXY: proxy.url }
    })
    expect(run.exitCode).toBe(5)
    expect(proxy.connects.map(c => c.authorization)).toEqual([undefined])
    expect(run.stderr).toContain(`the proxy ${proxy.url} refused the tunnel (HTTP 407)`)
    expect(run.stderr).toContain(
      "The proxy wants credentials: put them in HTTPS_PROXY / HTTP_PROXY, as user:password@ before the proxy's host"
    )
  })
})
