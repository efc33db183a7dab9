import { Inputs } from '../../inputs/names.js'
import { parseLabel } from '../../inputs/parse.js'
import type { InputReader } from '../../inputs/reader.js'
import type { IpaSource } from '../../service/requests.js'
import {
  readIpaSource,
  readPreflight,
  readPreflightSkip,
  type PreflightMode
} from '../shared/ipa-source.js'

export interface UploadConfig {
  source: IpaSource
  preflight: PreflightMode
  /** Codes of the App Store rules not to apply. */
  preflightSkip: string[]
  /** What ties retries of the upload together, when the user names it (see idempotency-key.ts). */
  releaseId?: string
}

export async function readUploadInputs(inputs: InputReader): Promise<UploadConfig | undefined> {
  const source = await readIpaSource(inputs)
  const preflight = readPreflight(inputs)
  const preflightSkip = readPreflightSkip(inputs)
  const releaseId = inputs.check(() => parseLabel(Inputs.ReleaseId, inputs.value(Inputs.ReleaseId)))
  if (!source || !preflight || !preflightSkip || releaseId === undefined) return undefined
  return { source, preflight, preflightSkip, releaseId: releaseId || undefined }
}
