/**
 * The tool's harness: runs the command-line tool as a shell would, its arguments, an environment with
 * none of this process's APP_DEPLOY_* (nor what tells a CI's run), stdout and stderr apart, and its
 * exit code. `runCli` spawns the bundle dist/cli.js, where the process is the feature (an exit code
 * as a shell sees it, Node's own flags, `HOME`, a pipe); `runCliInProcess` runs src/cli/index.ts in
 * this process (see in-process.ts), one run at a time, on virtual time if asked.
 */
import * as path from 'node:path'
import { hostEnvironment, repoRoot, spawnCaptured } from './process-run.js'

export const cliPath = path.join(repoRoot, 'dist', 'cli.js')

export interface CliRun {
  exitCode: number | null
  stdout: string
  stderr: string
}

/** The options of a run of the tool; each says which of the two ways of running it takes it. */
export interface CliOptions {
  /** Added to the environment (see `cliEnvironment`). */
  env?: Record<string, string>
  /** The working directory: this process's unless given. */
  cwd?: string
  timeoutMs?: number
  /** The bundle only: Node's own flags, before the script. */
  nodeArgs?: string[]
  /** In this process only: every sleep of the tool moves the clock on at once (virtual-time.ts). */
  virtualTime?: boolean
}

/** This process's environment less APP_DEPLOY_*, a CI's variables, proxies and NODE_OPTIONS. */
export const cliEnvironment = hostEnvironment

/** Spawns the tool's bundle. */
export async function runCli(
  args: string[],
  { env = {}, cwd, timeoutMs = 20_000, nodeArgs = [], virtualTime }: CliOptions = {}
): Promise<CliRun> {
  if (virtualTime) throw new Error('virtual time is for a run in this process: runCliInProcess')
  const { exitCode, stdout, stderr } = await spawnCaptured([...nodeArgs, cliPath, ...args], {
    env: { ...cliEnvironment(), ...env },
    cwd,
    timeoutMs,
    what: 'the CLI'
  })
  return { exitCode, stdout, stderr }
}

/** Runs src/cli/index.ts once in this process, as `runCli` runs its bundle. */
export async function runCliInProcess(
  args: string[],
  { env = {}, cwd = process.cwd(), timeoutMs, nodeArgs = [], virtualTime }: CliOptions = {}
): Promise<CliRun> {
  if (nodeArgs.length) throw new Error("Node's own flags need a process: runCli (the bundle)")
  const { inProcess } = await import('./in-process.js')
  const ran = await inProcess(() => import('../../src/cli/index.js'), {
    env: { ...cliEnvironment(), ...env },
    argv: [process.execPath, cliPath, ...args],
    cwd,
    virtualTime,
    timeoutMs
  })
  return { exitCode: ran.exitCode, stdout: ran.stdout, stderr: ran.stderr }
}

/** The lines of a dotenv report, as GitLab reads them: NAME=value. */
export function dotenv(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map(line => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
  )
}
