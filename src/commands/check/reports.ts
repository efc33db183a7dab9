import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import packageJson from '../../../package.json' with { type: 'json' }
import { junitXml } from '../../preflight-reports/junit.js'
import { sarifLog } from '../../preflight-reports/sarif.js'
import type { CheckedIpa } from '../../preflight-reports/checked-ipa.js'
import { errorMessage } from '../../text/error-message.js'
import type { Log } from '../context.js'
import type { CheckConfig } from './inputs.js'
import type { IpaSource } from '../../service/requests.js'
import type { RefusedIpa } from '../failures/other.js'
import type { UnitOutcome } from '../outcome.js'

/** One IPA checked: as given, its outcome, and why preflight would refuse it (none when it would not). */
export interface CheckedSource {
  source: IpaSource
  outcome: UnitOutcome
  refusal?: RefusedIpa
}

/**
 * Writes the SARIF and JUnit reports asked for, each path relative to the working directory (its
 * folder made); a report that cannot be written is logged, and returned for the step to fail on.
 */
export function writeReports(
  checked: CheckedSource[],
  { sarif, junit, purpose, preflightSkip }: CheckConfig,
  log: Log,
  /** Where the CI checked the repository out (the run's `checkout`): SARIF's root, else the working directory. */
  checkout: string | undefined
): { file: string; why: string } | undefined {
  const workingDirectory = process.cwd()
  const ipas = checked.map(one => checkedIpa(one, workingDirectory))
  const reports: Array<[string | undefined, () => string]> = [
    [
      sarif,
      () => {
        const tool = {
          name: 'app-store-deploy',
          version: packageJson.version,
          informationUri: 'https://github.com/your-org/app-store-deploy-action'
        }
        const root = checkout ?? workingDirectory
        const log = sarifLog(ipas, { purpose, tool, repositoryRoot: root, workingDirectory })
        return `${JSON.stringify(log, null, 2)}\n`
      }
    ],
    [junit, () => junitXml(ipas, { purpose, skip: preflightSkip })]
  ]
  let unwritten: { file: string; why: string } | undefined
  for (const [file, text] of reports) {
    if (!file) continue
    try {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
      writeFileSync(file, text())
      log.info(`Wrote ${file}.`)
    } catch (error) {
      unwritten ??= { file, why: errorMessage(error) }
      log.error(`The report ${file} could not be written: ${errorMessage(error)}`)
    }
  }
  return unwritten
}

/**
 * An IPA checked as the reports read it: its path from the working directory (as a user gives it;
 * an absolute one outside it) or its URL, its bundle ID, and its problems.
 */
function checkedIpa({ source, outcome }: CheckedSource, workingDirectory: string): CheckedIpa {
  const relative = source.kind === 'file' ? path.relative(workingDirectory, source.path) : ''
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  return {
    given: source.kind === 'url' ? source.url : inside ? relative : source.path,
    bundleId: outcome.facts.bundleId,
    problems: outcome.facts.inspection?.problems ?? []
  }
}
