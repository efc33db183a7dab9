import type { InputReader } from '../../inputs/reader.js'
import { Inputs } from '../../inputs/names.js'
import {
  parseBoolean,
  parseDuration,
  parseEmails,
  parseInteger,
  parseLabel
} from '../../inputs/parse.js'
import type { IpaSource } from '../../service/requests.js'
import {
  readIpaSource,
  readPreflight,
  readPreflightSkip,
  type PreflightMode
} from '../shared/ipa-source.js'

export type TeamChoice =
  /** `name` when team-name was given too: it is checked against the team, not used to choose. */
  { kind: 'id'; id: number; name?: string } | { kind: 'name'; name: string } | { kind: 'only' }

export interface SubmitConfig {
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
}

const MAX_INT32 = 2_147_483_647

export async function readSubmitInputs(inputs: InputReader): Promise<SubmitConfig | undefined> {
  const source = await readIpaSource(inputs)
  const team = inputs.check(() => readTeamChoice(inputs))
  const notifyEmails = inputs.check(() =>
    parseEmails(Inputs.NotifyEmails, inputs.value(Inputs.NotifyEmails))
  )
  const wait = inputs.check(() => parseBoolean(Inputs.Wait, inputs.value(Inputs.Wait)))
  const waitTimeoutMs = inputs.check(() =>
    parseDuration(Inputs.WaitTimeout, inputs.value(Inputs.WaitTimeout))
  )
  const pollIntervalMs = inputs.check(() =>
    parseDuration(Inputs.PollInterval, inputs.value(Inputs.PollInterval))
  )
  const preflight = readPreflight(inputs)
  const preflightSkip = readPreflightSkip(inputs)
  const githubToken = inputs.value(Inputs.GithubToken) || undefined
  const environment = inputs.value(Inputs.Environment)
  const releaseId = inputs.check(() => parseLabel(Inputs.ReleaseId, inputs.value(Inputs.ReleaseId)))
  if (
    !source ||
    !team ||
    !notifyEmails ||
    wait === undefined ||
    !waitTimeoutMs ||
    !pollIntervalMs ||
    !preflight ||
    !preflightSkip ||
    releaseId === undefined
  ) {
    return undefined
  }
  return {
    source,
    team,
    notifyEmails,
    wait,
    waitTimeoutMs,
    pollIntervalMs,
    preflight,
    preflightSkip,
    githubToken,
    environment,
    releaseId: releaseId || undefined
  }
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
