import type { InputReader } from '../../inputs/reader.js'
import type { IpaSource } from '../../service/requests.js'
import { readIpaSource, readPreflight, type PreflightMode } from '../shared/ipa-source.js'

export interface UploadConfig {
  source: IpaSource
  preflight: PreflightMode
}

export async function readUploadInputs(inputs: InputReader): Promise<UploadConfig | undefined> {
  const source = await readIpaSource(inputs)
  const preflight = readPreflight(inputs)
  return source && preflight ? { source, preflight } : undefined
}
