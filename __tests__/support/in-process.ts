/**
 * Runs an entry point of src/ in this process, as its own process would run it: `env` as the whole
 * of process.env, `argv` as process.argv, `cwd` as the working directory, its writes to stdout and
 * stderr captured, its exit code what it leaves in process.exitCode. The harnesses use it for
 * `runActionInProcess` (run-action.ts) and `runCliInProcess` (run-cli.ts).
 *
 * Each run imports its entry afresh (jest.isolateModulesAsync), so that nothing a run keeps in a
 * module (the values it masked, @actions/github's API address) carries
 * over to the next: about 50 ms a run, where spawning a bundle takes 300 to 600 ms. It tests src/ as
 * it is, without a rebuild.
 *
 * What it cannot show is what only a bundle shows: that ncc bundled everything, the process's peak
 * memory and CPU time, its exit code as the runner or a shell sees it, a crash that kills the
 * process. A few runs of the bundles keep those pinned: see docs/development.md, Tests.
 *
 * Two rules follow from sharing the process: runs must not overlap (each takes process.env, the
 * working directory, stdout and the exit code for itself), and a run that passes its timeout is
 * abandoned, not stopped (it fails its test; whatever it still does may show in the next).
 */
import { jest } from '@jest/globals'
import * as path from 'node:path'
import { type ProcessRun, repoRoot } from './process-run.js'
// The module as it is, for all it exports besides the sleep that a run may replace.
import * as sleepModule from '../../src/service/sleep.js'
import { useVirtualDate, virtualSleep } from './virtual-time.js'

type Write = typeof process.stdout.write

const SLEEP_MODULE = path.join(repoRoot, 'src', 'service', 'sleep.ts')
let virtual = false
let sleepMocked = false

/** The sleep of src/ in a run here: virtual under virtual time (see virtual-time.ts), else real. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return virtual ? virtualSleep(ms, signal) : sleepModule.sleep(ms, signal)
}

/**
 * Packages that keep nothing of a run (no state read from the environment when they load): loaded
 * once per test file and shared by its runs, instead of compiled and linked again for each (most of
 * a run's time). @actions/github is not among them: it reads the runner's
 * variables when it loads.
 */
const STATELESS_PACKAGES = [
  '@octokit/core',
  '@octokit/plugin-rest-endpoint-methods',
  '@octokit/plugin-paginate-rest',
  '@actions/http-client',
  '@actions/http-client/lib/proxy',
  'undici',
  'yauzl',
  'fast-plist',
  'glob/raw'
]

/**
 * Every fresh import of src/ in this file gets the sleep above (real unless the run asks otherwise)
 * and the stateless packages as this file loaded them.
 */
async function mockModules(): Promise<void> {
  if (sleepMocked) return
  sleepMocked = true
  jest.unstable_mockModule(SLEEP_MODULE, () => ({ ...sleepModule, sleep }))
  for (const name of STATELESS_PACKAGES) {
    const loaded = await import(name)
    jest.unstable_mockModule(name, () => loaded)
  }
}

/**
 * Runs `entry` (imported afresh) with `env` as the whole of process.env, `argv` as process.argv, in
 * `cwd`, its writes to stdout and stderr captured; puts back everything after, whatever happens.
 */
export async function inProcess(
  entry: () => Promise<unknown>,
  {
    env,
    argv = process.argv,
    cwd,
    virtualTime = false,
    timeoutMs = 20_000
  }: {
    env: Record<string, string>
    argv?: string[]
    cwd: string
    virtualTime?: boolean
    timeoutMs?: number
  }
): Promise<ProcessRun & { exitCode: number }> {
  let stdout = ''
  let stderr = ''
  let log = ''
  const capture = (into: 'stdout' | 'stderr'): Write =>
    ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      if (into === 'stdout') stdout += text
      else stderr += text
      log += text
      const done = rest.find(arg => typeof arg === 'function') as (() => void) | undefined
      done?.()
      return true
    }) as Write

  const savedEnv = { ...process.env }
  const savedArgv = process.argv
  const savedCwd = process.cwd()
  const savedExitCode = process.exitCode
  const savedWrites = { stdout: process.stdout.write, stderr: process.stderr.write }
  const restore = (): void => {
    process.stdout.write = savedWrites.stdout
    process.stderr.write = savedWrites.stderr
    for (const key of Object.keys(process.env)) delete process.env[key]
    Object.assign(process.env, savedEnv)
    process.argv = savedArgv
    process.chdir(savedCwd)
    process.exitCode = savedExitCode
    if (virtual) jest.useRealTimers()
    virtual = false
  }

  for (const key of Object.keys(process.env)) delete process.env[key]
  Object.assign(process.env, env)
  process.argv = argv
  process.chdir(cwd)
  process.exitCode = undefined
  process.stdout.write = capture('stdout')
  process.stderr.write = capture('stderr')
  await mockModules()
  if (virtualTime) {
    virtual = true
    useVirtualDate()
  }

  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      jest.isolateModulesAsync(async () => void (await entry())),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(`the run did not end within ${timeoutMs} ms; its log so far:\n${log}`)
            ),
          timeoutMs
        )
      })
    ])
    return {
      exitCode: Number(process.exitCode ?? 0),
      stdout,
      stderr,
      log,
      durationMs: Math.round(performance.now() - started)
    }
  } finally {
    clearTimeout(timer)
    restore()
  }
}
