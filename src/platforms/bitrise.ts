import * as path from 'node:path'
import { envName, type OutputName } from '../inputs/names.js'
import { errorMessage } from '../text/error-message.js'
import { oneLine } from '../text/untrusted.js'
import type { Env, HandedOutput, Platform, PlatformIo } from './platform.js'
import { terminal } from './terminal.js'
import { forLaterSteps, STEP_VARIABLES } from './variables.js'

/** The summary's name in the deploy folder, when --summary-file names none. */
export const BITRISE_SUMMARY = 'app-store-deploy-summary.md'

/**
 * Bitrise: the outputs become variables of the later steps through `envman add`, the summary and the
 * reports go to `$BITRISE_DEPLOY_DIR`, whose files the "Deploy to Bitrise.io" step makes the build's
 * artifacts. A rebuild is a new build (a new number, a new slug): nothing of the run ties a release
 * to the build it repeats, only --release-id does; the build's page is the run's link.
 */
export const bitrise: Platform = {
  ...terminal,
  name: 'Bitrise',
  detect: env => env.BITRISE_IO === 'true',
  variables: ['BITRISE'],
  // SchemaStore's bitrise.json, which refers to its bitrise-step.json.
  examples: [{ file: 'bitrise.yml', schemas: ['bitrise.json', 'bitrise-step.json'] }],
  run: env => {
    const run = terminal.run(env)
    return {
      ...run,
      checkout: env.BITRISE_SOURCE_DIR || undefined,
      runUrl: run.runUrl ?? (env.BITRISE_BUILD_URL || undefined)
    }
  },
  folders: env => {
    const deployDir = env.BITRISE_DEPLOY_DIR
    if (!deployDir) return terminal.folders(env)
    // Parts on the way stay out of the deploy folder: everything in it becomes an artifact.
    const keep =
      'They become the build\'s artifacts when a "Deploy to Bitrise.io" step runs after this one.'
    return { reports: deployDir, scratch: terminal.folders(env).scratch, keep }
  },
  words: STEP_VARIABLES,
  summary: { file: summaryFile },
  handOn: handOnWithEnvman,
  // envman's --sensitive hides a value from the later steps' logs, not from this one's.
  logsStdout: true
}

function summaryFile(env: Env): string | undefined {
  return env.BITRISE_DEPLOY_DIR ? path.join(env.BITRISE_DEPLOY_DIR, BITRISE_SUMMARY) : undefined
}

/**
 * envman's arguments for one output, whose value is in `file`. From envman's source (cli/add.go,
 * cli/flags.go, env/expand.go of bitrise-io/envman, read 2026-11-27):
 * - `--valuefile`: the value is read from the file as it is, so nothing in it is an argument to parse
 *   (a leading `-`), no length meets the arguments' limit, and a secret never shows in a process
 *   list; `--value` and stdin are the other ways in (stdin is read only from a pipe when the value
 *   is empty: the tool gives none).
 * - `--no-expand`: without it, the steps after this one get the value through Go's `os.Expand`, so
 *   `$HOME` or `${X}` in the service's text would become another variable's value.
 * - `--sensitive`: Bitrise's CLI redacts the value from the later steps' logs, as it does its
 *   secrets (`getSensitiveEnvs`, cli/run_util.go of bitrise-io/bitrise).
 * envman refuses a value over 256 KB and a store over 256 KB in all (`env_bytes_limit_in_kb`,
 * envman/configs.go), with a message that says so.
 */
export function envmanArgs(name: OutputName, file: string, secret: boolean): string[] {
  const args = ['add', '--key', envName(name), '--valuefile', file, '--no-expand']
  return secret ? [...args, '--sensitive'] : args
}

/**
 * Hands each output to envman, as its own program (never through a shell). A first failure (envman
 * missing, broken, or hung) stops it; a later one (a value envman refuses) skips that output. Either
 * way, one warning: the release itself does not fail for it, and stdout still has every output.
 */
function handOnWithEnvman(outputs: readonly HandedOutput[], io: PlatformIo): string[] {
  const missed: string[] = []
  let reason: string | undefined
  for (const [index, output] of forLaterSteps(outputs).entries()) {
    const failed = giveEnvman(output, io)
    if (!failed) continue
    reason ??= /^spawnSync envman ENOENT/.test(failed) ? 'envman is not on PATH' : oneLine(failed)
    if (index === 0) return [notHandedOn('the outputs', 'them as variables', reason)]
    missed.push(envName(output.name))
  }
  if (missed.length === 0) return []
  return [
    notHandedOn(
      missed.join(', '),
      missed.length === 1 ? 'it as a variable' : 'them as variables',
      reason ?? ''
    )
  ]
}

/** What went wrong handing one output to envman, if anything (its value file too: a full disk). */
function giveEnvman(output: HandedOutput, io: PlatformIo): string | undefined {
  try {
    return io.withPrivateFile(output.value, file =>
      io.runProgram('envman', envmanArgs(output.name, file, output.secret))
    )
  } catch (error) {
    return errorMessage(error)
  }
}

function notHandedOn(what: string, pronoun: string, reason: string): string {
  return `envman could not take ${what} (${reason}): the steps after this one do not have ${pronoun}. The APP_DEPLOY_… lines this step printed on stdout still carry every output: give them to envman yourself, or read them from a file the step wrote them to.`
}
