import { realpath } from 'node:fs/promises'
import type { InputReader } from '../inputs/reader.js'
import { Inputs } from '../inputs/names.js'
import { PREFLIGHT_MODES } from '../inputs/declared-inputs.js'
import { InputProblem, parseBoolean, parseHttpUrl, parseInteger } from '../inputs/parse.js'
import type { IpaSource } from '../service/requests.js'
import { oneLine } from '../text/untrusted.js'
import { findIpaFiles, type IpaFile, type OnlyOne } from './find-ipa-files.js'
import { docsLink } from '../text/docs-link.js'

export type PreflightMode = (typeof PREFLIGHT_MODES)[number]

/** More at once would only share the same link more thinly, and press the service harder. */
const MAX_CONCURRENCY = 16

/** `multiple` and `concurrency`: whether `ipa-path` may name several IPAs, and how many go at once. */
export function readFleet(
  inputs: InputReader
): { multiple: boolean; concurrency: number } | undefined {
  const multiple = inputs.check(() => parseBoolean(Inputs.Multiple, inputs.value(Inputs.Multiple)))
  const concurrency = inputs.check(() =>
    parseInteger(Inputs.Concurrency, inputs.value(Inputs.Concurrency), {
      min: 1,
      max: MAX_CONCURRENCY,
      what: 'how many uploads may be in flight at once'
    })
  )
  if (multiple === undefined || !concurrency) return undefined
  return { multiple, concurrency }
}

/** `send-passing`: whether a fleet sends the IPAs that pass, refusing the others by name. */
export function readSendPassing(inputs: InputReader, multiple: boolean | undefined): boolean {
  const on = parseBoolean(Inputs.SendPassing, inputs.value(Inputs.SendPassing))
  if (on && multiple === false)
    throw new InputProblem(
      Inputs.SendPassing,
      `is on without ${inputs.names.setting(Inputs.Multiple, 'true')}: it lets a fleet send the IPAs that pass while refusing the others. Set both, or leave it out.`
    )
  return on
}

/**
 * `ipa-path` or `ipa-url`, not both. With `multiple`, `ipa-path` may hold several lines, each a path
 * or glob, and every file they match is a release of its own (a file matched twice, once).
 */
export async function readIpaSources(
  inputs: InputReader,
  multiple: boolean
): Promise<IpaSource[] | undefined> {
  return inputs.checkAsync(async () => {
    const pattern = inputs.value(Inputs.IpaPath)
    const url = inputs.value(Inputs.IpaUrl)
    if (pattern && url) {
      throw new InputProblem(
        Inputs.IpaPath,
        `and ${inputs.names.referred(Inputs.IpaUrl)} are both set: give one of them, not both.`
      )
    }
    if (url) {
      const parsed = parseHttpUrl(Inputs.IpaUrl, url)
      // The service gets it whole; anything that signs it is masked in the log.
      inputs.maskUrl(parsed.href)
      return [{ kind: 'url', url: parsed.href }]
    }
    if (!pattern) {
      throw new InputProblem(
        Inputs.IpaPath,
        `is empty, and so is ${inputs.names.referred(Inputs.IpaUrl)}: give the path of the .ipa to send (a glob such as build/*.ipa works) or a URL the service can fetch it from.`
      )
    }
    const lines = pattern
      .split(/\r?\n|\r/)
      .map(line => line.trim())
      .filter(Boolean)
    // How to send several, as the adapter spells it: `multiple: true`, `--multiple`.
    const several = inputs.names.setting(Inputs.Multiple, 'true')
    if (lines.length > 1 && !multiple) {
      throw new InputProblem(
        Inputs.IpaPath,
        `gives ${lines.length} paths or globs: give one, which must match exactly one file, or set ${several} to send each file they match as a release of its own.`
      )
    }
    const files = await allFiles(lines, multiple ? undefined : { howToSendSeveral: several })
    return files.map(file => ({ kind: 'file', ...file }))
  })
}

/** The files of every line, each problem of each line said at once; a file matched twice, once. */
async function allFiles(lines: string[], onlyOne?: OnlyOne): Promise<IpaFile[]> {
  const found = await Promise.allSettled(lines.map(line => findIpaFiles(line, onlyOne)))
  const problems = found.flatMap(result =>
    result.status === 'rejected' ? [(result.reason as InputProblem).problem] : []
  )
  if (problems.length === 1) throw found.find(result => result.status === 'rejected')!.reason
  if (problems.length > 1) {
    const each = problems.map(problem => `  - ${problem}`)
    throw new InputProblem(
      Inputs.IpaPath,
      `has ${problems.length} lines that cannot be sent:\n${each.join('\n')}`
    )
  }
  const seen = new Set<string>()
  const files: IpaFile[] = []
  for (const result of found) {
    if (result.status !== 'fulfilled') continue
    for (const file of result.value) {
      const real = await realpath(file.path)
      if (seen.has(real)) continue
      seen.add(real)
      files.push(file)
    }
  }
  return files
}

/**
 * `preflight-skip`: the checks not to make, by code (`ITMS-91053`, `expired-profile`, any case); an
 * unknown one is a problem, so that a typo never skips nothing silently.
 */
export async function readPreflightSkip(inputs: InputReader): Promise<string[] | undefined> {
  return inputs.checkAsync(async () => {
    const given = inputs
      .value(Inputs.PreflightSkip)
      .split(/[\s,]+/)
      .filter(Boolean)
    if (given.length === 0) return []
    // The checks are preflight's rules, loaded when some are named: not to fail on another input.
    return skipCodesOf(given, Inputs.PreflightSkip, await import('../ipa/rules/policy.js'))
  })
}

/**
 * The codes of the checks `given` names (any case), each once, as `preflight-skip` and a fleet
 * manifest's entries take them; an unknown one is a problem of `input` ('' where the caller names
 * the field itself).
 */
export function skipCodesOf(
  given: readonly string[],
  input: string,
  {
    checkNamed,
    nearestCode
  }: Pick<typeof import('../ipa/rules/policy.js'), 'checkNamed' | 'nearestCode'>
): string[] {
  const unknown = given.filter(name => !checkNamed(name))
  if (unknown.length > 0) {
    const named = unknown.map(name => {
      const nearest = nearestCode(name)
      return `'${oneLine(name, 60)}'${nearest ? ` (did you mean '${nearest}'?)` : ''}`
    })
    throw new InputProblem(
      input,
      `names ${named.join(', ')}, which ${unknown.length === 1 ? 'is not the code of a check' : 'are not codes of checks'} preflight makes: ${docsLink('preflight.md')} lists them all.`
    )
  }
  return [...new Set(given.map(name => checkNamed(name)!.code))]
}

export function readPreflight(inputs: InputReader): PreflightMode | undefined {
  return inputs.check(() => {
    const value = inputs.value(Inputs.Preflight).toLowerCase()
    const mode = PREFLIGHT_MODES.find(m => m === value)
    if (!mode)
      throw new InputProblem(
        Inputs.Preflight,
        `is '${value}': use ${PREFLIGHT_MODES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}.`
      )
    return mode
  })
}
