import * as path from 'node:path'
import { Inputs } from '../inputs/names.js'
import {
  acceptedIdentity,
  describeInspection,
  inspectIpa,
  type IpaInspection,
  type IpaProblem
} from '../ipa/index.js'
import type { SendOptions } from '../service/client.js'
import type { IpaSource } from '../service/requests.js'
import { formatBytes, formatCount } from '../text/format.js'
import { shownUrl } from '../text/signed-url.js'
import { oneLine } from '../text/untrusted.js'
import { CommandError } from '../commands/command-error.js'
import type { LocalContext } from '../commands/context.js'
import { refusesUnderStrict } from '../ipa/rules/policy.js'
import { readIpaUrl } from './ipa-url.js'
import type { PreflightMode } from './ipa-source.js'
import { UploadProgressLog } from './upload-progress.js'

/** Problems listed one by one in the log and the error; the rest are counted by code. */
const PROBLEMS_SHOWN = 10

/**
 * Reads the IPA before anything is sent and applies the `preflight` policy: `strict` fails on a
 * problem, `warn` annotates it and goes on, `off` skips the checks (the app's identity is still read
 * for the outputs when the archive allows it). An IPA given by URL is read where it lives (see
 * readIpaUrl); `off` reads nothing of it.
 */
export async function preflightIpa(
  source: IpaSource,
  settings: PreflightSettings,
  purpose: 'submit' | 'upload',
  context: LocalContext
): Promise<IpaInspection | undefined> {
  const { log } = context
  const { preflight: mode, preflightSkip: skip } = settings
  context.outcome.record({ source, checked: mode !== 'off' })
  const inspection = await readInspection(source, settings, purpose, context)
  if (!inspection) return undefined
  // Values from the IPA are untrusted: only one App Store Connect would accept becomes an output (so
  // no line break or `::` text reaches a later step); any other is left unset, and is a problem.
  const { bundleId, version, build } = acceptedIdentity(inspection.app)
  context.outcome.record({ bundleId, version, build, inspection })
  // A file's size is recorded as it is sent; an IPA at a URL's, as its storage said it.
  if (source.kind === 'url') context.outcome.record({ size: inspection.size })
  if (mode === 'off') return inspection

  // A file's name is anyone's text: one line, so that it cannot start a line of its own.
  const name = oneLine(
    source.kind === 'file' ? path.basename(source.path) : shownUrl(source.url),
    200
  )
  log.group(`IPA ${name}`, describeInspection(inspection))
  if (skip.length > 0)
    log.info(
      `Preflight skips ${skip.join(', ')} (${context.names.referred(Inputs.PreflightSkip)}).`
    )
  if (inspection.problems.length === 0) {
    log.info(`Preflight: no problem found in ${name}.`)
    return inspection
  }
  // Annotations name a file of the repository: a URL is none.
  const file = source.kind === 'file' ? source.path : undefined
  applyPolicy(inspection, { mode, purpose, name, file }, context)
  return inspection
}

interface PreflightSettings {
  preflight: PreflightMode
  preflightSkip: string[]
}

/** The IPA read (a file here, a URL where it lives); with preflight off, one that cannot be is no failure. */
async function readInspection(
  source: IpaSource,
  { preflight: mode, preflightSkip: skip }: PreflightSettings,
  purpose: 'submit' | 'upload',
  context: LocalContext
): Promise<IpaInspection | undefined> {
  // Off reads nothing of a URL, and of a file the app's identity alone: no executable is inflated
  // for rules nobody applies.
  if (source.kind === 'url' && mode === 'off') return undefined
  const options = { purpose, rules: mode !== 'off', skipRules: new Set(skip) }
  try {
    return source.kind === 'file'
      ? await inspectIpa(source.path, options)
      : await readIpaUrl(source.url, options, { refusalStops: mode === 'strict' }, context)
  } catch (error) {
    if (mode === 'off') return undefined
    throw error
  }
}

/**
 * What each level of the policy table (src/ipa/rules/policy.ts) does in each mode: a file that is
 * not an IPA is refused under `warn` too (only `off` sends it); the rest refuse under `strict`
 * alone; a `warn` problem never stops a release, nor does an App Store rule for an upload, whose
 * IPA is re-signed before it is submitted. Every problem is the outcome's, each saying whether it
 * refuses the IPA; those that do are the failure's, counted from the same list.
 */
function applyPolicy(
  inspection: IpaInspection,
  how: { mode: PreflightMode; purpose: 'submit' | 'upload'; name: string; file?: string },
  context: LocalContext
): void {
  const { mode, purpose, name, file } = how
  const fatal = inspection.problems.some(problem => problem.level === 'not-an-ipa')
  const refusing =
    mode === 'warn' && !fatal
      ? []
      : inspection.problems.filter(problem => refusesUnderStrict(problem, purpose))
  context.outcome.problems(
    inspection.problems.map(problem => ({
      code: problem.code,
      message: problem.message,
      refuses: refusing.includes(problem)
    }))
  )
  warnOf(
    inspection.problems.filter(problem => !refusing.includes(problem)),
    file,
    context
  )
  if (refusing.length === 0) return
  const { shown, rest } = summarised(refusing)
  context.outcome.happened(purpose, 'refused')
  throw new CommandError(
    {
      type: 'preflight-refused',
      file: name,
      count: refusing.length,
      problems: shown.map(problem => problem.message),
      rest,
      notAnIpa: fatal,
      codes: refusing.map(problem => problem.code)
    },
    'input'
  )
}

/** Each problem that does not refuse the IPA as a warning, by its code (a fleet folds them by code). */
function warnOf(problems: IpaProblem[], file: string | undefined, { log }: LocalContext): void {
  const warned = summarised(problems)
  for (const problem of warned.shown)
    log.warning(problem.message, {
      title: `IPA preflight (${problem.code})`,
      file,
      rule: `preflight ${problem.code}`
    })
  if (warned.rest)
    log.warning(warned.rest, { title: 'IPA preflight', file, rule: 'preflight, more problems' })
}

/**
 * The first problems, and one line that counts the others by code (an archive of 10,000 extensions
 * has 10,000 problems: the log and the error show ten).
 */
function summarised(problems: IpaProblem[]): { shown: IpaProblem[]; rest?: string } {
  if (problems.length <= PROBLEMS_SHOWN) return { shown: problems }
  const others = problems.slice(PROBLEMS_SHOWN)
  const byCode = new Map<string, number>()
  for (const { code } of others) byCode.set(code, (byCode.get(code) ?? 0) + 1)
  const counts = [...byCode].map(([code, count]) => `${formatCount(count)} ${code}`)
  return {
    shown: problems.slice(0, PROBLEMS_SHOWN),
    rest: `… and ${formatCount(others.length)} more problems (${counts.join(', ')}).`
  }
}

/**
 * Sends an IPA: a file is streamed with progress lines in the log and sets the `size` output; a URL
 * is fetched by the service. The caller sets `sha256`: the answer may have been lost on the way.
 */
export async function sendIpa<R>(
  source: IpaSource,
  { log, outcome, item: about }: LocalContext,
  send: (options: SendOptions) => Promise<R>,
  /** False where the caller sets `size` once it knows which file the record holds (submit). */
  setsSize = true
): Promise<R> {
  if (source.kind === 'url') {
    log.info(`Sending ${shownUrl(source.url)} for the service to fetch…`)
    return send({ about })
  }
  if (setsSize) outcome.record({ size: source.size })
  log.info(`Uploading ${oneLine(path.basename(source.path), 120)} (${formatBytes(source.size)})…`)
  const progressLog = new UploadProgressLog(line => log.info(line))
  return send({
    about,
    onProgress: progress => (log.progress ? log.progress(progress) : progressLog.update(progress))
  })
}
