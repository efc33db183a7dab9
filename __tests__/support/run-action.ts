/**
 * The action's harness: runs the action as the runner does (INPUT_* variables with action.yml's
 * defaults filled in, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, RUNNER_TEMP, the working
 * directory a temp folder) and reads back what the runner would: the exit code, the log, the outputs
 * and the summary. `runAction` spawns the bundle dist/index.js; `runActionInProcess` runs src/main.ts
 * in this process (see in-process.ts), and is what most tests use, through `actionFixture`'s `run`.
 */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { hostEnvironment, repoRoot, spawnCaptured } from './process-run.js'

export { repoRoot }
export const bundlePath = path.join(repoRoot, 'dist', 'index.js')

let bundleProblem: string | undefined | null = null

/**
 * Why dist/index.js is not what the tests mean to run, if it is not: missing, or older than the newest
 * file under src/ by more than 2 s (a fresh clone writes every file within the same moment, and
 * .ci/run builds before it tests). Checked once, then cached (in jest, once per test file).
 */
export function staleBundle({ again = false }: { again?: boolean } = {}): string | undefined {
  if (bundleProblem !== null && !again) return bundleProblem
  const src = path.join(repoRoot, 'src')
  const sources = existsSync(src)
    ? readdirSync(src, { recursive: true, encoding: 'utf8' }).map(file =>
        statSync(path.join(src, file), { throwIfNoEntry: false })
      )
    : []
  const newest = Math.max(0, ...sources.map(s => (s?.isFile() ? s.mtimeMs : 0)))
  if (!existsSync(bundlePath)) bundleProblem = 'dist/index.js is missing: run npm run build'
  else if (statSync(bundlePath).mtimeMs < newest - 2_000)
    bundleProblem = 'dist/index.js is older than src/: run npm run build'
  else bundleProblem = undefined
  return bundleProblem
}

export interface ActionRun {
  exitCode: number | null
  /** stdout and stderr, interleaved as they came. */
  log: string
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** The temp folder that served as RUNNER_TEMP and the working directory (removed by cleanup()). */
  workDir: string
  durationMs: number
  /** Peak resident memory of the action's process, in KiB (undefined if it died before saying). */
  peakRssKiB?: number
  /** CPU time of the action's process (user and system), in ms. */
  cpuMs?: number
}

let defaultsOf: { text: string; defaults: Record<string, string> } | undefined

/**
 * The `default:` of each input in action.yml, which the runner passes for inputs a workflow leaves
 * out. Parsed again only when the file's text changed: parsing it cost every run about 13 ms of
 * CPU (a few hundred ms a test file of in-process runs).
 */
export function actionDefaults(): Record<string, string> {
  const text = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')
  if (defaultsOf?.text !== text) {
    const action = parse(text) as { inputs: Record<string, { default?: string }> }
    const defaults = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, spec]) => spec.default !== undefined)
        .map(([name, spec]) => [name, String(spec.default)])
    )
    defaultsOf = { text, defaults }
  }
  return { ...defaultsOf.defaults }
}

/** Parses the GITHUB_OUTPUT file: `name<<delimiter` blocks, as @actions/core writes them. */
export function parseOutputsFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (heredoc) {
      const [, name, delimiter] = heredoc
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i])
      outputs[name] = value.join('\n')
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=')
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1)
    }
  }
  return outputs
}

export interface RunOptions {
  env?: Record<string, string | undefined>
  /** Working directory; default a fresh temp folder. */
  cwd?: string
  timeoutMs?: number
  /** Node binary; default this process's. */
  node?: string
  /**
   * Spawn dist/index.js (runAction) where `trackedRun` would run src/main.ts in this process: for
   * what only the bundle shows (its peak memory and CPU time, the process's exit code, ncc's output).
   */
  bundle?: boolean
  /**
   * In this process only: every sleep of the action (each poll interval, each retry's delay: all go
   * through src/service/sleep.ts) moves the clock on at once instead of waiting, so a wait of a
   * minute takes milliseconds. The clock (Date) is the whole process's, the emulator's included, and
   * otherwise runs as usual; the transport's request timeouts stay real.
   */
  virtualTime?: boolean
}

/**
 * The environment the runner gives the action: this process's, less what a run reads from it
 * (`hostEnvironment`: INPUT_*, GITHUB_*, RUNNER_*, ACTIONS_*, other CIs' and proxy variables), plus
 * the inputs (action.yml defaults filled in) and the runner's files.
 */
export function runnerEnvironment(
  inputs: Record<string, string>,
  files: { workDir: string; outputFile: string; summaryFile: string },
  overrides: Record<string, string | undefined> = {}
): Record<string, string> {
  const env = hostEnvironment()
  const allInputs = { ...actionDefaults(), ...inputs }
  for (const [name, value] of Object.entries(allInputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  Object.assign(env, {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_OUTPUT: files.outputFile,
    GITHUB_STEP_SUMMARY: files.summaryFile,
    RUNNER_TEMP: files.workDir,
    GITHUB_REPOSITORY: 'octo-org/ios-app',
    GITHUB_REF: 'refs/tags/v1.2.3',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_NUMBER: '17',
    GITHUB_WORKFLOW: 'Release',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9/unused-github-api',
    GITHUB_EVENT_NAME: 'push'
  })
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

/** A fresh working folder of a run, with its empty GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. */
export function runnerFiles(root = os.tmpdir()): {
  workDir: string
  outputFile: string
  summaryFile: string
} {
  const workDir = mkdtempSync(path.join(root, 'action-run-'))
  const outputFile = path.join(workDir, 'github_output')
  const summaryFile = path.join(workDir, 'step_summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  return { workDir, outputFile, summaryFile }
}

/**
 * Runs the bundled dist/index.js in a child process the way the runner does: INPUT_* variables
 * (action.yml defaults filled in), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, RUNNER_TEMP.
 */
export async function runAction(
  inputs: Record<string, string>,
  options: RunOptions = {}
): Promise<ActionRun> {
  const stale = staleBundle()
  if (stale) throw new Error(stale)
  const { workDir, outputFile, summaryFile } = runnerFiles()

  const env = runnerEnvironment(inputs, { workDir, outputFile, summaryFile }, options.env)
  const usageFile = path.join(workDir, 'usage.json')
  env.PEAK_RSS_FILE = usageFile

  const preload = pathToFileURL(path.join(repoRoot, '__tests__', 'support', 'peak-rss.mjs')).href
  const ran = await spawnCaptured(['--import', preload, bundlePath], {
    env,
    cwd: options.cwd ?? workDir,
    timeoutMs: options.timeoutMs,
    node: options.node,
    what: 'the action'
  })
  return {
    ...ran,
    outputs: parseOutputsFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    workDir,
    ...usage(usageFile)
  }
}

/**
 * Runs src/main.ts once in this process, as `runAction` runs the bundle; the same result, less the
 * peak memory and CPU time, which only a process of its own shows.
 */
export async function runActionInProcess(
  inputs: Record<string, string>,
  options: RunOptions = {}
): Promise<ActionRun> {
  if (options.node) throw new Error('a run with another node binary needs runAction (the bundle)')
  const { inProcess } = await import('./in-process.js')
  const { workDir, outputFile, summaryFile } = runnerFiles()
  const env = runnerEnvironment(inputs, { workDir, outputFile, summaryFile }, options.env)
  const ran = await inProcess(
    async () => {
      const { run } = await import('../../src/main.js')
      await run()
    },
    {
      env,
      cwd: options.cwd ?? workDir,
      virtualTime: options.virtualTime,
      timeoutMs: options.timeoutMs
    }
  )
  return {
    ...ran,
    outputs: parseOutputsFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    workDir
  }
}

function usage(file: string): { peakRssKiB?: number; cpuMs?: number } {
  if (!existsSync(file)) return {}
  const { maxRssKiB, cpuMs } = JSON.parse(readFileSync(file, 'utf8')) as {
    maxRssKiB: number
    cpuMs: number
  }
  return { peakRssKiB: maxRssKiB, cpuMs }
}

export function cleanup(run: ActionRun): void {
  rmSync(run.workDir, { recursive: true, force: true })
}

/** Text less the runner's own `::add-mask::` lines: what must never show a secret. */
export function withoutMaskLines(text: string): string {
  return text
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
}

/** The log less the runner's own `::add-mask::` lines. */
export const visibleLog = (run: ActionRun): string => withoutMaskLines(run.log)

/** A workflow command's data as the runner reads it. */
export const unescapeCommandData = (data: string): string =>
  data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/** The step's error, as the runner shows it: its `::error::` line, unescaped. */
export const errorOf = (run: ActionRun): string =>
  unescapeCommandData(/^::error::(.*)$/m.exec(visibleLog(run))?.[1] ?? '')
