import packageJson from '../../package.json' with { type: 'json' }
import type { ConnectionConfig } from './read-inputs.js'
import { ServiceClient } from '../service/client.js'
import { openStorageIpa, type StorageIpa } from '../service/storage/index.js'
import { Transport } from '../service/transport.js'
import { formatBytes } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import type { Log } from './context.js'

/** What a command reaches the network through: the service, and the storage of an `ipa-url`. */
export interface Connection {
  client: ServiceClient
  /** Reads an IPA where it lives, in ranges, through the same proxy, bounds and log as the client. */
  openIpaUrl(url: string): Promise<StorageIpa>
}

/**
 * The service client a command talks through, its requests told to `log`: each exchange as a debug
 * line (no header, no body, no query), each retry as a line of the log.
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
    onRetry: notice =>
      log.info(
        `${notice.method} ${new URL(notice.url).pathname}${notice.about ? ` (${oneLine(notice.about, 60)})` : ''} failed (${oneLine(notice.reason, 120)}); retry ${notice.attempt} of ${notice.retries} in ${(notice.delayMs / 1000).toFixed(1)}s.`
      )
  })
  const client = new ServiceClient({
    baseUrl: connection.baseUrl,
    apiKey: connection.apiKey,
    secrets: connection.secrets,
    urlSecrets: connection.urlSecrets,
    sender: transport,
    signal
  })
  const secrets = [...connection.secrets, ...connection.urlSecrets]
  return { client, openIpaUrl: url => openStorageIpa(url, { sender: transport, secrets, signal }) }
}
