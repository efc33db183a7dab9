/**
 * What both harnesses share (the action's, `run-action.ts`, and the tool's, `run-cli.ts`): the
 * environment of a run, cleared of what a CI or the tool would read from this machine, and one way
 * to run an entry point in a process of its own, its stdout and stderr captured. Running an entry in
 * this process is `in-process.ts`, loaded only when a run asks for it (it needs jest; this file and
 * the harnesses are also used by the benchmarks and scripts, outside jest).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PLATFORMS, type Platform } from '../../src/platforms/index.js'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Whether a variable is one a run reads from its environment: those of each CI's runner, as its
 * module in src/platforms/ declares them (the action's inputs among GitHub's), the tool's own, and
 * proxies. A run is given its own, never this machine's.
 */
export function readByARun(
  name: string,
  platforms: readonly Pick<Platform, 'variables'>[] = PLATFORMS
): boolean {
  return (
    /^APP_DEPLOY_|_PROXY$/i.test(name) ||
    platforms.some(platform =>
      platform.variables.some(start => name.toUpperCase().startsWith(start))
    )
  )
}

/** This process's environment less what a run reads (see above) and NODE_OPTIONS. */
export function hostEnvironment(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !readByARun(key)) env[key] = value
  delete env.NODE_OPTIONS
  return env
}

/** What a run left as its process shows it: the exit code, stdout and stderr apart and interleaved. */
export interface ProcessRun {
  exitCode: number | null
  stdout: string
  stderr: string
  /** stdout and stderr, interleaved as they came. */
  log: string
  durationMs: number
}

/**
 * Runs `node <args>` in a process of its own, stdin closed, and resolves as it ends; kills it and
 * rejects, with the log so far, past `timeoutMs`. `what` names it in that message; `onOutput` sees
 * the log so far after each chunk of it (to signal the process once it says something, say).
 */
export async function spawnCaptured(
  args: string[],
  {
    env,
    cwd,
    timeoutMs = 20_000,
    node = process.execPath,
    what = 'the process',
    onOutput
  }: {
    env: Record<string, string>
    cwd?: string
    timeoutMs?: number
    node?: string
    what?: string
    onOutput?: (log: string, child: ChildProcess) => void
  }
): Promise<ProcessRun> {
  const started = Date.now()
  const child = spawn(node, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let [stdout, stderr, log] = ['', '', '']
  child.stdout.on('data', chunk => ((stdout += chunk), (log += chunk), onOutput?.(log, child)))
  child.stderr.on('data', chunk => ((stderr += chunk), (log += chunk), onOutput?.(log, child)))
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${what} did not finish within ${timeoutMs} ms; its log so far:\n${log}`))
    }, timeoutMs)
    child.on('error', error => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', code => {
      clearTimeout(timer)
      resolve(code)
    })
  })
  return { exitCode, stdout, stderr, log, durationMs: Date.now() - started }
}
