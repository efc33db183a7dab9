import { parseArgs } from 'node:util'
import { DEFAULT_API_KEY } from './config.js'
import { DEFAULT_COUNTRY_COUNT } from './countries.js'
import { CREATE_ROUTES } from './faults.js'
import type { TeamCredential } from '../src/service/types.js'
import type {
  EmulatorConfig,
  EmulatorOptions,
  FaultSpec,
  StatusRoutes,
  SubmissionOutcome
} from './types.js'

/**
 * The emulator's options, each declared once: its flag, its environment variable (read when the
 * flag is not given), its default, what it sets. `--help` (`npm run emulator -- --help`,
 * `app-store-deploy emulator --help`) and docs/emulator.md's table (`npm run docs`) are made from
 * them, and the command line is read by them.
 */
export interface EmulatorOption {
  /** What follows the flag (`N`); none for a switch. */
  value?: string
  env: string
  /** The value taken when neither the flag nor the variable is given, as either would give it. */
  default?: string
  /** What it sets, in markdown (code spans; no links: `section` links its part of the page). */
  about: string
  /** The part of docs/emulator.md that says more, by its anchor. */
  section?: string
  /** The settings a value makes; throws, saying what it takes, on a value it cannot read. */
  read(text: string): Partial<EmulatorSettings>
}

/** What the command line sets: the emulator's options, and a fault to inject once it listens. */
export type EmulatorSettings = EmulatorOptions & { loseAnswer?: FaultSpec }

/** The Retry-After of --busy-creates N without :S, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 2

export const EMULATOR_OPTIONS = {
  port: {
    value: 'N',
    env: 'EMULATOR_PORT',
    default: '8787',
    about: 'the port (`0`: any free port, which the first line names)',
    read: text => ({ port: wholeNumber(text, 'port') })
  },
  host: {
    value: 'H',
    env: 'EMULATOR_HOST',
    default: '127.0.0.1',
    about: 'the address it listens on',
    read: text => ({ host: text })
  },
  'api-key': {
    value: 'K',
    env: 'EMULATOR_API_KEY',
    default: DEFAULT_API_KEY,
    about: 'the only key it accepts',
    read: text => ({ apiKey: text })
  },
  outcome: {
    value: 'completed|failed|stuck',
    env: 'EMULATOR_OUTCOME',
    default: 'completed',
    about:
      'the final status of new submissions: `completed`, `failed`, or `stuck` (stays `processing` forever)',
    read: text => ({ submissionOutcome: outcomesOf(text, 'outcome')[0] })
  },
  outcomes: {
    value: 'O,O,…',
    env: 'EMULATOR_OUTCOMES',
    about:
      'the outcomes of successive submissions, in turn (`--outcomes completed,failed,stuck`: the first completes, the second fails, the third stays `processing`); later ones get `--outcome`',
    read: text => ({ submissionOutcomes: outcomesOf(text, 'outcomes') })
  },
  teams: {
    value: "'Name:id,…'",
    env: 'EMULATOR_TEAMS',
    default: 'Example Corp:1234567',
    about:
      "the account's teams, as `Name:team_id` pairs separated by commas, e.g. `--teams 'Example Corp:1234567,Client Apps:7654321'` (with several, `submit` needs `team-id`, `team-name`, or an IPA whose profile names one of them)",
    read: text => ({ teams: parseTeams(text) })
  },
  'status-routes': {
    value: 'record|list-only|none',
    env: 'EMULATOR_STATUS_ROUTES',
    default: 'record',
    about:
      '`record`: `GET /ios/signed_ipas/{id}` and `GET /ios/signed_ipas` work; `list-only`: only the listing, `/{id}` answers 404; `none`: both answer 404',
    read: text => ({
      statusRoutes: oneOf<StatusRoutes>(text, 'status-routes', ['record', 'list-only', 'none'])
    })
  },
  'polls-per-step': {
    value: 'N',
    env: 'EMULATOR_POLLS_PER_STEP',
    default: '1',
    about:
      'how many reads of a submission move it one step: `pending` → `processing` → its outcome',
    read: text => ({ pollsPerStep: wholeNumber(text, 'polls-per-step') })
  },
  'analytics-countries': {
    value: 'N',
    env: 'EMULATOR_ANALYTICS_COUNTRIES',
    default: String(DEFAULT_COUNTRY_COUNT),
    about:
      'the countries of an analytics report when the request names none (`country_iso_codes`), 1 to 925; 200 make answers of about 530 KB',
    read: text => ({ analyticsCountryCount: wholeNumber(text, 'analytics-countries') })
  },
  'answer-delay-ms': {
    value: 'N',
    env: 'EMULATOR_ANSWER_DELAY_MS',
    default: '0',
    about:
      'answers leave N ms after their request arrived whole, whatever the route or status (a service far away); requests sent together wait together',
    read: text => ({ answerDelayMs: wholeNumber(text, 'answer-delay-ms') })
  },
  'ignore-idempotency-key': {
    env: 'EMULATOR_IGNORE_IDEMPOTENCY_KEY',
    about: 'the create routes ignore the `Idempotency-Key` header: every POST makes a new record',
    section: 'idempotency-key',
    read: text => ({ honourIdempotencyKey: text !== 'true' })
  },
  'lose-answer': {
    value: '5xx|reset|silence[:N]',
    env: 'EMULATOR_LOSE_ANSWER',
    about:
      'the next N (default 1) POSTs to a create route are acted on but their answer is lost: a status 500-599 (an HTML page), `reset` or `silence`',
    section: 'a-lost-answer',
    read: text => ({ loseAnswer: parseLoseAnswer(text) })
  },
  'busy-creates': {
    value: 'N[:S]',
    env: 'EMULATOR_BUSY_CREATES',
    about: `every Nth POST to a create route is answered \`429\` with \`Retry-After: S\` (default ${BUSY_RETRY_AFTER_SECONDS} s) and not acted on`,
    section: 'a-busy-service',
    read: text => ({ busyCreates: parseBusyCreates(text) })
  },
  'rate-limit': {
    value: 'N/Ss',
    env: 'EMULATOR_RATE_LIMIT',
    about:
      'at most N requests per API key in each S seconds, across connections and processes; one past it is answered `429` with `Retry-After`',
    section: 'a-rate-limit',
    read: text => ({ rateLimit: parseRateLimit(text) })
  },
  throughput: {
    value: 'N(B|KiB|MiB)/s',
    env: 'EMULATOR_THROUGHPUT',
    about:
      'every request body is read no faster than N a second on its connection (`2MiB/s`): a slow link',
    read: text => ({ throughputBytesPerSecond: parseThroughput(text) })
  }
} as const satisfies Record<string, EmulatorOption>

export type EmulatorFlag = keyof typeof EMULATOR_OPTIONS

/** Each option's flag and declaration, in the order declared. */
export function emulatorOptions(): Array<[EmulatorFlag, EmulatorOption]> {
  return Object.entries(EMULATOR_OPTIONS) as Array<[EmulatorFlag, EmulatorOption]>
}

/**
 * The settings of a command line and an environment: for each option, its flag, else its variable,
 * else its default. `help` when --help (-h) is given. Throws on a value an option cannot read.
 */
export function readEmulatorOptions(
  argv: string[],
  env: NodeJS.ProcessEnv
): EmulatorSettings | 'help' {
  const { values } = parseArgs({
    strict: true,
    args: argv,
    options: {
      ...Object.fromEntries(
        emulatorOptions().map(([flag, option]) => [
          flag,
          { type: option.value === undefined ? 'boolean' : 'string' } as const
        ])
      ),
      help: { type: 'boolean', short: 'h' }
    }
  })
  if (values.help) return 'help'
  const settings: EmulatorSettings = {}
  for (const [flag, option] of emulatorOptions()) {
    const given = (values as Record<string, string | boolean | undefined>)[flag]
    const text =
      typeof given === 'boolean'
        ? String(given)
        : (given ??
          (option.value === undefined ? switchOf(env[option.env], option.env) : env[option.env]) ??
          option.default)
    if (text !== undefined) Object.assign(settings, option.read(text))
  }
  return settings
}

/** An on/off environment variable: 1 or true, 0, false or empty; undefined when unset. */
function switchOf(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined
  if (['', '0', 'false'].includes(value)) return 'false'
  if (['1', 'true'].includes(value)) return 'true'
  throw new Error(`${name} must be 1 or 0, got '${value}'`)
}

/** `N/Ss`: at most N requests per API key in S seconds (`N/s`: in one second). */
function parseRateLimit(text: string): EmulatorConfig['rateLimit'] {
  const match = /^([1-9]\d*)\/([1-9]\d*)?s$/.exec(text)
  if (!match)
    throw new Error(
      `--rate-limit takes N/Ss, at most N requests per API key in S seconds (e.g. 20/10s), got '${text}'`
    )
  return { requests: Number(match[1]), windowSeconds: Number(match[2] ?? '1') }
}

const BYTE_UNITS: Readonly<Record<string, number>> = { B: 1, KiB: 1024, MiB: 1024 ** 2 }

/** `N(B|KiB|MiB)/s`, N whole or decimal: bytes a second, at least one. */
function parseThroughput(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(B|KiB|MiB)\/s$/.exec(text)
  const bytes = match ? Math.floor(Number(match[1]) * BYTE_UNITS[match[2]]) : 0
  if (bytes < 1)
    throw new Error(
      `--throughput takes bytes a second as N followed by B/s, KiB/s or MiB/s (e.g. 2MiB/s), got '${text}'`
    )
  return bytes
}

/** `N`, then `:S`: every Nth create is answered 429 with Retry-After: S seconds. */
function parseBusyCreates(text: string): EmulatorConfig['busyCreates'] {
  const match = /^([1-9]\d*)(?::(\d+))?$/.exec(text)
  if (!match)
    throw new Error(
      `--busy-creates takes N, to answer every Nth create 429, then :S for its Retry-After in seconds if not ${BUSY_RETRY_AFTER_SECONDS} (e.g. 3:5), got '${text}'`
    )
  const [, every, seconds = String(BUSY_RETRY_AFTER_SECONDS)] = match
  return { every: Number(every), retryAfterSeconds: Number(seconds) }
}

/** `502`, `reset` or `silence`, then `:N` for the next N creations (default 1). */
function parseLoseAnswer(text: string): FaultSpec {
  const match = /^(5\d\d|reset|silence)(?::([1-9]\d*))?$/.exec(text)
  if (!match)
    throw new Error(
      `--lose-answer takes a status 500-599, reset or silence, then :N if more than one (e.g. 502:2), got '${text}'`
    )
  const [, how, times = '1'] = match
  return {
    method: 'POST',
    path: CREATE_ROUTES,
    times: Number(times),
    kind:
      how === 'reset' || how === 'silence'
        ? { type: 'lose-answer', how }
        : { type: 'lose-answer', how: 'status', status: Number(how) }
  }
}

/** `Example Corp:1234567,Client Apps:7654321`: the teams of one linked store account. */
function parseTeams(text: string): TeamCredential[] {
  const teams = text
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
    .map(item => {
      const match = /^(.+):(\d+)$/.exec(item)
      if (!match) throw new Error(`--teams takes Name:id pairs separated by commas, got '${item}'`)
      return { name: match[1].trim(), team_id: Number(match[2]) }
    })
  if (teams.length === 0) throw new Error('--teams names no team')
  return [{ name: 'release@example.com', credential_id: 11, teams }]
}

function outcomesOf(text: string, flag: string): SubmissionOutcome[] {
  const outcomes = text
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
  const bad = outcomes.filter(outcome => !['completed', 'failed', 'stuck'].includes(outcome))
  if (bad.length > 0 || (flag === 'outcome' && outcomes.length !== 1))
    throw new Error(`--${flag} takes completed, failed or stuck, got '${text}'`)
  return outcomes as SubmissionOutcome[]
}

function oneOf<T extends string>(text: string, flag: string, values: readonly T[]): T {
  if (!(values as readonly string[]).includes(text))
    throw new Error(`--${flag} takes ${values.join(', ')}, got '${text}'`)
  return text as T
}

function wholeNumber(text: string, name: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number, got '${text}'`)
  return Number(text)
}
