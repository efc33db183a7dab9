import * as http from 'node:http'
import * as https from 'node:https'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import * as tunnel from 'tunnel'

/**
 * The agents a transport sends through: one per scheme for direct requests, and one tunnelling
 * agent per scheme for proxied ones.
 */
export class Agents {
  private readonly direct = new Map<string, http.Agent>()
  private readonly proxied = new Map<string, http.Agent>()

  /**
   * A direct agent, or a tunnelling agent (a CONNECT through the proxy, for http and https
   * alike) when the environment names a proxy for the URL, as @actions/http-client chooses it
   * (HTTPS_PROXY, HTTP_PROXY, NO_PROXY).
   */
  async for(url: URL): Promise<http.Agent> {
    const proxy = getProxyUrl(url)
    const agents = proxy ? this.proxied : this.direct
    let agent = agents.get(url.protocol)
    if (!agent) {
      agent = proxy ? tunnelling(url, proxy) : directAgent(url)
      agents.set(url.protocol, agent)
    }
    return agent
  }
}

function directAgent(url: URL): http.Agent {
  const options = { keepAlive: false, maxSockets: http.globalAgent.maxSockets }
  return url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options)
}

/**
 * The tunnel @actions/http-client would make, but with the proxy's credentials sent by us: its way
 * hands them to `tunnel` as `proxyAuth`, which encodes them with `new Buffer()`, deprecated (every
 * run printed DEP0005), and sends them still percent-encoded as the URL holds them (a password with
 * `@`, written `%40` in HTTPS_PROXY, reached the proxy as `%40`).
 */
function tunnelling(url: URL, proxy: URL): http.Agent {
  const overHttps = proxy.protocol === 'https:'
  const make =
    url.protocol === 'https:'
      ? overHttps
        ? tunnel.httpsOverHttps
        : tunnel.httpsOverHttp
      : overHttps
        ? tunnel.httpOverHttps
        : tunnel.httpOverHttp
  // The sizes @actions/http-client gives its tunnels.
  const agent = make({
    maxSockets: 100,
    keepAlive: false,
    proxy: { host: proxy.hostname, port: proxy.port }
  })
  const credentials = proxyAuthorization(proxy)
  if (credentials) {
    // `tunnel` makes its CONNECT with `agent.request`, and with no headers but Host of its own.
    const connect = agent.request
    agent.request = ((
      options: http.RequestOptions,
      callback?: (res: http.IncomingMessage) => void
    ) =>
      connect(
        { ...options, headers: { ...options.headers, 'Proxy-Authorization': credentials } },
        callback
      )) as typeof agent.request
  }
  return agent
}

/** `Basic …` of the proxy URL's user and password, as written before the percent-encoding. */
function proxyAuthorization(proxy: URL): string | undefined {
  if (!proxy.username && !proxy.password) return undefined
  const user = `${decoded(proxy.username)}:${decoded(proxy.password)}`
  return `Basic ${Buffer.from(user, 'utf8').toString('base64')}`
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    // A stray `%` that encodes nothing: the characters as written.
    return part
  }
}
