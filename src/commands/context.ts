import * as core from '@actions/core'
import { ACTION_NAME, ACTION_VERSION, Outputs } from '../constants.js'
import type { ConnectionConfig } from '../inputs/config.js'
import { ServiceClient } from '../service/client.js'
import { Transport } from '../service/transport.js'
import type { UploadProgress } from '../service/transport-types.js'
import type { JobSummary } from '../summary/job-summary.js'
import { oneLine } from '../text/untrusted.js'

/** What every command gets: the service, the summary it adds to, and outputs it sets as it goes. */
export interface CommandContext {
  client: ServiceClient
  summary: JobSummary
  /** Called with each progress report of a streamed upload. */
  uploadProgress: { listener?: (progress: UploadProgress) => void }
}

/** Sets an output at once, so that outputs known before a failure are still set. */
export function setOutput(name: string, value: unknown): void {
  if (value === undefined) return
  core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
}

/** Outputs share the runner's per-job limit of about 1 MiB; a larger answer is left to the files. */
const JSON_OUTPUT_LIMIT = 512 * 1024

/** Sets the `json` output to the service's answer, unless it is too large for an output. */
export function setJsonOutput(value: unknown, whereInstead?: string): void {
  const text = JSON.stringify(value ?? null)
  if (Buffer.byteLength(text) > JSON_OUTPUT_LIMIT) {
    core.warning(
      `The service's answer (${Buffer.byteLength(text)} bytes) is too large for the 'json' output, which is left unset${whereInstead ? `: read ${whereInstead} instead` : ''}.`
    )
    return
  }
  core.setOutput(Outputs.Json, text)
}

export function createContext(connection: ConnectionConfig, summary: JobSummary): CommandContext {
  const uploadProgress: CommandContext['uploadProgress'] = {}
  const transport = new Transport({
    retries: connection.retries,
    requestTimeoutMs: connection.requestTimeoutMs,
    userAgent: `${ACTION_NAME}/${ACTION_VERSION}`,
    onRetry: notice =>
      core.info(
        `${notice.method} ${new URL(notice.url).pathname} failed (${oneLine(notice.reason, 120)}); retry ${notice.attempt} of ${connection.retries} in ${(notice.delayMs / 1000).toFixed(1)}s.`
      ),
    onProgress: progress => uploadProgress.listener?.(progress)
  })
  return {
    client: new ServiceClient({
      baseUrl: connection.baseUrl,
      apiKey: connection.apiKey,
      sender: transport
    }),
    summary,
    uploadProgress
  }
}
