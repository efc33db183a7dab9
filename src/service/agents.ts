import * as http from 'node:http'
import * as https from 'node:https'
import type { HttpClient } from '@actions/http-client'
import { getProxyUrl } from '@actions/http-client/lib/proxy'

/**
 * The agents a transport sends through: one per scheme for direct requests, and one HttpClient per
 * scheme for proxied ones.
 */
export class Agents {
  private readonly direct = new Map<string, http.Agent>()
  private readonly proxied = new Map<string, HttpClient>()

  constructor(private readonly userAgent: string) {}

  /**
   * A direct agent as @actions/http-client makes one, or its tunnelling agent when the environment
   * names a proxy for the URL. It is loaded only then: it loads undici, which would cost every
   * command's start-up about 60 ms (bench/startup.ts).
   */
  async for(url: URL): Promise<http.Agent> {
    if (!getProxyUrl(url)) {
      let agent = this.direct.get(url.protocol)
      if (!agent) {
        const options = { keepAlive: false, maxSockets: http.globalAgent.maxSockets }
        agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options)
        this.direct.set(url.protocol, agent)
      }
      return agent
    }
    let client = this.proxied.get(url.protocol)
    if (!client) {
      const { HttpClient } = await import(/* webpackMode: "eager" */ '@actions/http-client')
      // Each HttpClient keeps the first agent it makes, whichever scheme asked: one per scheme.
      client = new HttpClient(this.userAgent)
      this.proxied.set(url.protocol, client)
    }
    return client.getAgent(url.href)
  }
}
