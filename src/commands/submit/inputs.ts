import type { InputReader } from '../../inputs/reader.js'
import { Inputs, type InputName } from '../../inputs/names.js'
import {
  parseBoolean,
  parseDuration,
  parseEmails,
  parseInteger,
  parseLabel,
  InputProblem
} from '../../inputs/parse.js'
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
import type { FleetManifest } from '../../fleet-manifest/fields.js'

export type TeamChoice =
  /** `name` when team-name was given too: it is checked against the team, not used to choose. */
  { kind: 'id'; id: number; name?: string } | { kind: 'name'; name: string } | { kind: 'only' }

/** What one release is sent with: one IPA, and the settings every IPA of the step shares. */
export interface ReleaseConfig {
  source: IpaSource
  team: TeamChoice
  notifyEmails: string[]
  wait: boolean
  waitTimeoutMs: number
  pollIntervalMs: number
  preflight: PreflightMode
  /** Codes of the App Store rules not to apply. */
  preflightSkip: string[]
  githubToken?: string
  environment: string
  /** What ties retries of the release together, when the user names it (see idempotency-key.ts). */
  releaseId?: string
  /** Which share of the fleet this run sends (`{ index: 0, total: 1 }`: all of it). */
  shard: Shard
  /** One app of a fleet (`multiple`), which its key says (idempotency-key.ts). */
  multiple: boolean
}

/** The step's inputs: one IPA, or with `multiple` one or more, each a release of its own. */
export interface SubmitConfig extends Omit<ReleaseConfig, 'source'> {
  sources: IpaSource[]
  /** How many creates may be in flight at once (with `multiple`). */
  concurrency: number
  /** Where the run's report is written once it ends (`report-file`). */
  reportFile?: string
  /** Each app's team, notify e-mails and preflight skips (with `multiple`), where given. */
  manifest?: FleetManifest
  /** Whether a fleet sends the IPAs that pass its checks, refusing the others by name. */
  sendPassing: boolean
}

/** The releases the step sends, one an IPA. */
export function releasesOf(config: SubmitConfig): ReleaseConfig[] {
  const { sources, ...shared } = config
  return sources.map(source => ({ ...shared, source }))
}

const MAX_INT32 = 2_147_483_647

export async function readSubmitInputs(inputs: InputReader): Promise<SubmitConfig | undefined> {
  const fleet = readFleet(inputs)
  const sources = await readIpaSources(inputs, fleet?.multiple ?? false)
  const team = inputs.check(() => readTeamChoice(inputs))
  const notifyEmails = inputs.check(() =>
    parseEmails(Inputs.NotifyEmails, inputs.value(Inputs.NotifyEmails), (name, problem) =>
      inputs.note(name as InputName, problem)
    )
  )
  const wait = inputs.check(() => parseBoolean(Inputs.Wait, inputs.value(Inputs.Wait)))
  const waitTimeoutMs = inputs.check(() =>
    parseDuration(Inputs.WaitTimeout, inputs.value(Inputs.WaitTimeout))
  )
  const pollIntervalMs = inputs.check(() =>
    parseDuration(Inputs.PollInterval, inputs.value(Inputs.PollInterval))
  )
  const preflight = readPreflight(inputs)
  const preflightSkip = await readPreflightSkip(inputs)
  const githubToken = inputs.value(Inputs.GithubToken) || undefined
  const environment = inputs.value(Inputs.Environment)
  const releaseId = inputs.check(() => parseLabel(Inputs.ReleaseId, inputs.value(Inputs.ReleaseId)))
  const shard = readShard(inputs, fleet?.multiple)
  const manifest = await readFleetManifest(inputs, fleet?.multiple)
  const sendPassing = inputs.check(() => readSendPassing(inputs, fleet?.multiple))
  if (
    !sources ||
    !fleet ||
    !team ||
    !notifyEmails ||
    wait === undefined ||
    !waitTimeoutMs ||
    !pollIntervalMs ||
    !preflight ||
    !preflightSkip ||
    releaseId === undefined ||
    !shard ||
    manifest === null ||
    sendPassing === undefined
  ) {
    return undefined
  }
  return {
    sources,
    ...fleet,
    team,
    notifyEmails,
    wait,
    waitTimeoutMs,
    pollIntervalMs,
    preflight,
    preflightSkip,
    githubToken,
    environment,
    releaseId: releaseId || undefined,
    shard,
    reportFile: inputs.value(Inputs.ReportFile) || undefined,
    manifest,
    sendPassing
  }
}

/** `fleet-manifest`, with `multiple` and IPA files only; null when it has a problem (told). */
async function readFleetManifest(
  inputs: InputReader,
  multiple: boolean | undefined
): Promise<FleetManifest | undefined | null> {
  const file = inputs.value(Inputs.FleetManifest)
  if (!file) return undefined
  const read = await inputs.checkAsync(async () => {
    if (multiple === false)
      throw new InputProblem(
        Inputs.FleetManifest,
        `is given without ${inputs.names.setting(Inputs.Multiple, 'true')}: a manifest says how each IPA of a fleet is sent. Set it, or leave the manifest out.`
      )
    if (inputs.value(Inputs.IpaUrl))
      throw new InputProblem(
        Inputs.FleetManifest,
        `matches IPA files, and ${inputs.names.referred(Inputs.IpaUrl)} gives a URL: give the files with ${inputs.names.referred(Inputs.IpaPath)}.`
      )
    // The manifest's reader (and its YAML parser) is loaded only when a manifest is given.
    return (await import('../../fleet-manifest/read-manifest.js')).readManifest(file)
  })
  return read ?? null
}

function readTeamChoice(inputs: InputReader): TeamChoice {
  const id = inputs.value(Inputs.TeamId)
  const name = inputs.value(Inputs.TeamName)
  if (id) {
    const what = 'a team id from the teams command'
    const teamId = parseInteger(Inputs.TeamId, id, { min: 1, max: MAX_INT32, what })
    return { kind: 'id', id: teamId, name: name || undefined }
  }
  if (name) return { kind: 'name', name }
  return { kind: 'only' }
}
