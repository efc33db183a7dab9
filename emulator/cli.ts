import { parseArgs } from 'node:util'
import { DEFAULT_API_KEY } from './config.js'
import { CREATE_ROUTES } from './faults.js'
import { startEmulator } from './server.js'
import type { TeamCredential } from '../src/service/types.js'
import type {
  EmulatorConfig,
  EmulatorOptions,
  FaultSpec,
  StatusRoutes,
  SubmissionOutcome
} from './types.js'

/**
 * Runs the emulator on its own: `npm run emulator -- --port 8787 --outcome failed`.
 * Each flag has an environment fallback (EMULATOR_PORT, EMULATOR_HOST, EMULATOR_API_KEY,
 * EMULATOR_OUTCOME, EMULATOR_OUTCOMES, EMULATOR_TEAMS, EMULATOR_STATUS_ROUTES, EMULATOR_POLLS_PER_STEP,
 * EMULATOR_ANALYTICS_COUNTRIES, EMULATOR_ANSWER_DELAY_MS, EMULATOR_IGNORE_IDEMPOTENCY_KEY=1,
 * EMULATOR_LOSE_ANSWER, EMULATOR_BUSY_CREATES, EMULATOR_RATE_LIMIT, EMULATOR_THROUGHPUT).
 * `--teams 'Example Corp:1234567,Client Apps:7654321'` gives the account those teams;
 * `--outcomes completed,failed,stuck` gives successive submissions those outcomes;
 * `--analytics-countries 200` makes analytics reports of 200 countries;
 * `--answer-delay-ms 200` sends every answer 200 ms after its request arrived (each waits on its own);
 * `--ignore-idempotency-key` plays a service that ignores the Idempotency-Key header;
 * `--lose-answer 502:2` acts on the next 2 POSTs to the create routes but answers them 502 (or
 * `reset`: drops the connection; `silence`: never answers), as when a proxy loses the answer;
 * `--busy-creates 3:2` answers every 3rd POST to the create routes 429 with `Retry-After: 2` (the
 * default when `:S` is left out), without acting on it, as a busy service does;
 * `--rate-limit 20/10s` answers 429 to a key's requests past 20 in 10 s, with Retry-After;
 * `--throughput 2MiB/s` reads each connection's request bodies no faster than that.
 */

/** The Retry-After of --busy-creates N without :S, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 2

const USAGE = `Usage: emulator [--port N] [--host H] [--api-key K] [--outcome completed|failed|stuck]
                [--outcomes O,O,...] [--teams 'Name:id,Name:id'] [--status-routes record|list-only|none]
                [--polls-per-step N] [--analytics-countries N] [--answer-delay-ms N]
                [--ignore-idempotency-key] [--lose-answer 5xx|reset|silence[:N]]
                [--busy-creates N[:S]] [--rate-limit N/Ss] [--throughput N(B|KiB|MiB)/s]`

function options(
  argv: string[],
  env: NodeJS.ProcessEnv
): EmulatorOptions & { loseAnswer?: FaultSpec } {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'api-key': { type: 'string' },
      outcome: { type: 'string' },
      outcomes: { type: 'string' },
      teams: { type: 'string' },
      'status-routes': { type: 'string' },
      'polls-per-step': { type: 'string' },
      'analytics-countries': { type: 'string' },
      'answer-delay-ms': { type: 'string' },
      'ignore-idempotency-key': { type: 'boolean' },
      'lose-answer': { type: 'string' },
      'busy-creates': { type: 'string' },
      'rate-limit': { type: 'string' },
      throughput: { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    }
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const port = values.port ?? env.EMULATOR_PORT ?? '8787'
  const polls = values['polls-per-step'] ?? env.EMULATOR_POLLS_PER_STEP ?? '1'
  const teams = values.teams ?? env.EMULATOR_TEAMS
  const outcomes = values.outcomes ?? env.EMULATOR_OUTCOMES
  const countries = values['analytics-countries'] ?? env.EMULATOR_ANALYTICS_COUNTRIES
  const delay = values['answer-delay-ms'] ?? env.EMULATOR_ANSWER_DELAY_MS
  const ignoreKey =
    values['ignore-idempotency-key'] ??
    flag(env.EMULATOR_IGNORE_IDEMPOTENCY_KEY, 'EMULATOR_IGNORE_IDEMPOTENCY_KEY')
  const lose = values['lose-answer'] ?? env.EMULATOR_LOSE_ANSWER
  const busy = values['busy-creates'] ?? env.EMULATOR_BUSY_CREATES
  const rateLimit = values['rate-limit'] ?? env.EMULATOR_RATE_LIMIT
  const throughput = values.throughput ?? env.EMULATOR_THROUGHPUT
  return {
    port: wholeNumber(port, 'port'),
    teams: teams === undefined ? undefined : parseTeams(teams),
    submissionOutcomes: outcomes === undefined ? undefined : parseOutcomes(outcomes),
    host: values.host ?? env.EMULATOR_HOST ?? '127.0.0.1',
    apiKey: values['api-key'] ?? env.EMULATOR_API_KEY ?? DEFAULT_API_KEY,
    submissionOutcome: (values.outcome ?? env.EMULATOR_OUTCOME ?? 'completed') as SubmissionOutcome,
    statusRoutes: (values['status-routes'] ??
      env.EMULATOR_STATUS_ROUTES ??
      'record') as StatusRoutes,
    pollsPerStep: wholeNumber(polls, 'polls-per-step'),
    analyticsCountryCount:
      countries === undefined ? undefined : wholeNumber(countries, 'analytics-countries'),
    answerDelayMs: delay === undefined ? undefined : wholeNumber(delay, 'answer-delay-ms'),
    honourIdempotencyKey: !ignoreKey,
    loseAnswer: lose === undefined ? undefined : parseLoseAnswer(lose),
    busyCreates: busy === undefined ? undefined : parseBusyCreates(busy),
    rateLimit: rateLimit === undefined ? undefined : parseRateLimit(rateLimit),
    throughputBytesPerSecond: throughput === undefined ? undefined : parseThroughput(throughput)
  }
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

/** An on/off environment variable: 1 or true, 0, false or empty. */
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || ['', '0', 'false'].includes(value)) return false
  if (['1', 'true'].includes(value)) return true
  throw new Error(`${name} must be 1 or 0, got '${value}'`)
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

function parseOutcomes(text: string): SubmissionOutcome[] {
  const outcomes = text
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
  const bad = outcomes.filter(outcome => !['completed', 'failed', 'stuck'].includes(outcome))
  if (bad.length > 0)
    throw new Error(`--outcomes takes completed, failed or stuck, got '${bad.join(', ')}'`)
  return outcomes as SubmissionOutcome[]
}

function wholeNumber(text: string, name: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number, got '${text}'`)
  return Number(text)
}

async function main(): Promise<void> {
  const { loseAnswer, ...settings } = options(process.argv.slice(2), process.env)
  const emulator = await startEmulator({
    ...settings,
    onRequest: request => {
      const status = request.status === 0 ? 'no answer' : String(request.status)
      console.log(
        `${request.method} ${request.path} ${status}${request.fault ? ` (fault: ${request.fault})` : ''}`
      )
    }
  })
  if (loseAnswer) emulator.injectFault(loseAnswer)
  console.log(`Emulator listening: base-url=${emulator.baseUrl} api-key=${emulator.apiKey}`)
  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`Emulator stopping (${signal})`)
    // Exits once stdout has flushed: a pipe's writes are asynchronous, and an exit would drop the
    // line above (the port free, the reader of the pipe never told why).
    const exit = (code: number) => process.stdout.write('', () => process.exit(code))
    emulator.close().then(
      () => exit(0),
      () => exit(1)
    )
  }
  // `on`, not `once`: npm passes on the SIGINT its process group got, so a second one comes, and
  // with no listener of ours left tsx's own would exit at once, before the line above is written.
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  stopWithParent(stop)
}

/**
 * Stops when the process that started the emulator ends, as when npm is killed outright: the
 * emulator would hold its port for ever. The package.json script `exec`s one process (`node --import
 * tsx`, not tsx's launcher and its child) so that npm's own signals reach it, and its parent is npm.
 */
function stopWithParent(stop: (why: string) => void): void {
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    stop('the process that started it ended')
  }, 250)
  watch.unref()
}

main().catch((error: unknown) => {
  console.error(
    `Emulator failed to start: ${error instanceof Error ? error.message : String(error)}`
  )
  console.error(USAGE)
  process.exit(2)
})
