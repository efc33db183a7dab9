import * as core from '@actions/core'
import * as path from 'node:path'
import { Outputs, type PreflightMode } from '../constants.js'
import { describeInspection, inspectIpa } from '../ipa/index.js'
import type { IpaInspection } from '../ipa/types.js'
import type { Answer } from '../service/client.js'
import type { StreamedBody } from '../service/transport-types.js'
import { formatBytes } from '../summary/markdown.js'
import { multipartFileBody } from '../upload/multipart.js'
import { UploadProgressLog } from '../upload/progress.js'
import { type CommandContext, setOutput } from './context.js'

export class PreflightError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PreflightError'
  }
}

/**
 * Reads the IPA before anything is sent and applies the `preflight` policy: `strict` fails on a
 * problem, `warn` annotates it and goes on, `off` skips the checks (the app's identity is still read
 * for the outputs when the archive allows it).
 */
export async function preflightIpa(
  file: string,
  mode: PreflightMode,
  purpose: 'submit' | 'upload'
): Promise<IpaInspection | undefined> {
  let inspection: IpaInspection
  try {
    inspection = await inspectIpa(file, { purpose })
  } catch (error) {
    if (mode === 'off') return undefined
    throw error
  }
  const app = inspection.app
  setOutput(Outputs.BundleId, app?.bundleId)
  setOutput(Outputs.Version, app?.shortVersion)
  setOutput(Outputs.Build, app?.build)
  if (mode === 'off') return inspection

  core.startGroup(`IPA ${path.basename(file)}`)
  for (const line of describeInspection(inspection)) core.info(line)
  core.endGroup()

  const { problems } = inspection
  if (problems.length === 0) {
    core.info(`Preflight: no problem found in ${path.basename(file)}.`)
    return inspection
  }
  if (mode === 'warn') {
    for (const problem of problems)
      core.warning(problem.message, { title: `IPA preflight (${problem.code})`, file })
    return inspection
  }
  const list = problems.map(p => `- ${p.message}`).join('\n')
  throw new PreflightError(
    `Preflight found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} in ${path.basename(file)}, so nothing was sent:\n${list}\nFix the IPA, or set preflight: warn to send it anyway.`
  )
}

export interface SentFile<T> {
  answer: Answer<T>
  sha256?: string
  size: number
}

/** Streams a file as multipart/form-data, logging progress; sets the `sha256` and `size` outputs. */
export async function sendIpaFile<T>(
  context: CommandContext,
  file: { path: string; field: string; fields: Array<{ name: string; value: string }> },
  send: (body: StreamedBody) => Promise<Answer<T>>
): Promise<SentFile<T>> {
  const body = await multipartFileBody({
    fields: file.fields,
    file: { field: file.field, path: file.path, filename: path.basename(file.path) }
  })
  setOutput(Outputs.Size, body.fileSize)
  core.info(`Uploading ${path.basename(file.path)} (${formatBytes(body.fileSize)})…`)
  const progressLog = new UploadProgressLog(line => core.info(line))
  context.uploadProgress.listener = progress => progressLog.update(progress)
  try {
    const answer = await send(body)
    const sha256 = body.fileSha256()
    setOutput(Outputs.Sha256, sha256)
    return { answer, sha256, size: body.fileSize }
  } finally {
    context.uploadProgress.listener = undefined
  }
}
