import { Inputs } from '../../inputs/names.js'
import { parseLabel } from '../../inputs/parse.js'
import type { InputReader } from '../../inputs/reader.js'
import type { IpaSource } from '../../service/requests.js'
import {
  readFleet,
  readIpaSources,
  readPreflight,
  readPreflightSkip,
  readSendPassing,
  type PreflightMode
} from '../../ipa-input/ipa-source.js'
import { readShard } from '../../fleet/shard-input.js'
import type { Shard } from '../../fleet/report-document.js'

export interface UploadConfig {
  /** One IPA, or with `multiple` one or more, each stored on its own. */
  sources: IpaSource[]
  multiple: boolean
  /** How many uploads may be in flight at once (with `multiple`). */
  concurrency: number
  /** Whether a fleet stores the IPAs that pass its checks, refusing the others by name. */
  sendPassing: boolean
  preflight: PreflightMode
  /** Codes of the App Store rules not to apply. */
  preflightSkip: string[]
  /** What ties retries of the upload together, when the user names it (see idempotency-key.ts). */
  releaseId?: string
  /** Which share of the fleet this run sends (`{ index: 0, total: 1 }`: all of it). */
  shard: Shard
  /** Where the run's report is written once it ends (`report-file`). */
  reportFile?: string
}

export async function readUploadInputs(inputs: InputReader): Promise<UploadConfig | undefined> {
  const fleet = readFleet(inputs)
  const sources = await readIpaSources(inputs, fleet?.multiple ?? false)
  const preflight = readPreflight(inputs)
  const preflightSkip = await readPreflightSkip(inputs)
  const releaseId = inputs.check(() => parseLabel(Inputs.ReleaseId, inputs.value(Inputs.ReleaseId)))
  const shard = readShard(inputs, fleet?.multiple)
  const sendPassing = inputs.check(() => readSendPassing(inputs, fleet?.multiple))
  if (
    !sources ||
    !fleet ||
    !preflight ||
    !preflightSkip ||
    releaseId === undefined ||
    !shard ||
    sendPassing === undefined
  )
    return undefined
  return {
    sources,
    ...fleet,
    preflight,
    preflightSkip,
    releaseId: releaseId || undefined,
    shard,
    sendPassing,
    reportFile: inputs.value(Inputs.ReportFile) || undefined
  }
}
