import * as path from 'node:path'
import { Outputs } from '../../action/names.js'
import { describeInspection, inspectIpa, type IpaInspection } from '../../ipa/index.js'
import type { Answer, SendOptions } from '../../service/client.js'
import type { IpaSource } from '../../service/requests.js'
import { formatBytes } from '../../text/format.js'
import type { CommandContext } from '../context.js'
import type { PreflightMode } from './ipa-source.js'
import { UploadProgressLog } from './upload-progress.js'

export class PreflightError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PreflightError'
  }
}

/**
 * Reads the IPA before anything is sent and applies the `preflight` policy: `strict` fails on a
 * problem, `warn` annotates it and goes on, `off` skips the checks (the app's identity is still read
 * for the outputs when the archive allows it). Nothing to read for an IPA given by URL.
 */
export async function preflightIpa(
  source: IpaSource,
  mode: PreflightMode,
  purpose: 'submit' | 'upload',
  { log, outputs }: CommandContext
): Promise<IpaInspection | undefined> {
  if (source.kind !== 'file') return undefined
  const file = source.path
  let inspection: IpaInspection
  try {
    inspection = await inspectIpa(file, { purpose })
  } catch (error) {
    if (mode === 'off') return undefined
    throw error
  }
  const app = inspection.app
  outputs.set(Outputs.BundleId, app?.bundleId)
  outputs.set(Outputs.Version, app?.shortVersion)
  outputs.set(Outputs.Build, app?.build)
  if (mode === 'off') return inspection

  log.group(`IPA ${path.basename(file)}`, describeInspection(inspection))
  const { problems } = inspection
  if (problems.length === 0) {
    log.info(`Preflight: no problem found in ${path.basename(file)}.`)
    return inspection
  }
  if (mode === 'warn') {
    for (const problem of problems)
      log.warning(problem.message, { title: `IPA preflight (${problem.code})`, file })
    return inspection
  }
  const list = problems.map(p => `- ${p.message}`).join('\n')
  throw new PreflightError(
    `Preflight found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} in ${path.basename(file)}, so nothing was sent:\n${list}\nFix the IPA, or set preflight: warn to send it anyway.`
  )
}

/**
 * Sends an IPA: a file is streamed with progress lines in the log and sets the `size` and `sha256`
 * outputs; a URL is fetched by the service.
 */
export async function sendIpa<T>(
  source: IpaSource,
  { log, outputs }: CommandContext,
  send: (options: SendOptions) => Promise<Answer<T>>
): Promise<Answer<T>> {
  if (source.kind === 'url') {
    log.info(`Sending ${source.url} for the service to fetch…`)
    return send({})
  }
  outputs.set(Outputs.Size, source.size)
  log.info(`Uploading ${path.basename(source.path)} (${formatBytes(source.size)})…`)
  const progressLog = new UploadProgressLog(line => log.info(line))
  const answer = await send({ onProgress: progress => progressLog.update(progress) })
  outputs.set(Outputs.Sha256, answer.sha256)
  return answer
}
