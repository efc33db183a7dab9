/** What the agents use of `tunnel` (@actions/http-client's CONNECT agents), which has no types. */
declare module 'tunnel' {
  import type * as http from 'node:http'

  export interface TunnelOptions {
    maxSockets?: number
    keepAlive?: boolean
    proxy: { host: string; port: string | number }
  }

  /** An agent whose sockets are tunnels; `request` makes its CONNECT to the proxy. */
  export interface TunnelingAgent extends http.Agent {
    request: typeof http.request
  }

  export function httpOverHttp(options: TunnelOptions): TunnelingAgent
  export function httpsOverHttp(options: TunnelOptions): TunnelingAgent
  export function httpOverHttps(options: TunnelOptions): TunnelingAgent
  export function httpsOverHttps(options: TunnelOptions): TunnelingAgent
}
