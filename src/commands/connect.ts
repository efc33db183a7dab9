import packageJson from '../../package.json' with { type: 'json' }
import type { ConnectionConfig, ServiceConfig } from './read-inputs.js'
import { ServiceClient } from '../service/client.js'
import { openStorageIpa, type StorageIpa } from '../service/storage/index.js'
import { Transport } from '../service/transport.js'
import { formatBytes, formatDuration } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import type { Log } from './context.js'

/**
 * What a command reaches the network through: the storage of an `ipa-url`, and the service's
 * client unless the command makes no request to it (`service: false`).
 */
export interface Connection {
  /** Reads an IPA where it lives, in ranges, through the same proxy, bounds and log as the client. */
  openIpaUrl(url: string): Promise<StorageIpa>
  client?: ServiceClient
}

/**
 * The transport a command talks through, its requests told to `log`: each exchange as a debug
 * line (no header, no body, no query), each retry as a line of the log; and the service's client on
 * it when the inputs say how to reach the service.
 */
export function connect(
  connection: ConnectionConfig,
  log: Pick<Log, 'debug' | 'info'>,
  /** The run's cancellation: every request, retry delay and pause ends when it is aborted. */
  signal?: AbortSignal
): Connection {
  const transport = new Transport({
    retries: connection.retries,
    requestTimeoutMs: connection.requestTimeoutMs,
    userAgent: `${packageJson.name}/${packageJson.version}`,
    onExchange: ({ method, url, status, error, ms, bytesSent, bytesReceived }) =>
      log.debug(
        `${method} ${url} → ${status ?? error} in ${ms} ms (sent ${formatBytes(bytesSent)}, received ${formatBytes(bytesReceived ?? 0)})`
      ),
    onRetry: notice => {
      const request = `${notice.method} ${new URL(notice.url).pathname}${notice.about ? ` (${oneLine(notice.about, 60)})` : ''}`
      const delay = `${(notice.delayMs / 1000).toFixed(1)}s`
      // A hold is told once, for every request it holds (onHold): each one held is a debug line.
      if (notice.held)
        log.debug(`${request} held by the service's rate limit; sent again in ${delay}.`)
      else
        log.info(
          `${request} failed (${oneLine(notice.reason, 120)}); retry ${notice.attempt} of ${notice.retries} in ${delay}.`
        )
    },
    onHold: hold =>
      log.info(
        `The service's rate limit holds the run for ${formatDuration(hold.ms)}: it answered ${hold.method} ${new URL(hold.url).pathname}${hold.about ? ` (${oneLine(hold.about, 60)})` : ''} 429 with Retry-After, and every request waits until then.`
      )
  })
  const secrets = [...connection.secrets, ...connection.urlSecrets]
  const openIpaUrl = (url: string): Promise<StorageIpa> =>
    openStorageIpa(url, { sender: transport, secrets, signal })
  const { service } = connection
  if (!service) return { openIpaUrl }
  return { openIpaUrl, client: serviceClient(service, connection, transport, signal) }
}

function serviceClient(
  { baseUrl, apiKey }: ServiceConfig,
  { secrets, urlSecrets }: ConnectionConfig,
  sender: Transport,
  signal?: AbortSignal
): ServiceClient {
  return new ServiceClient({ baseUrl, apiKey, secrets, urlSecrets, sender, signal })
}
