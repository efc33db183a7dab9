/**
 * Runs the command-line tool's bundle (dist/cli.js) as a shell would: its arguments, an environment
 * with no APP_DEPLOY_* of this process (nor what tells a CI's run), stdout and stderr apart.
 */
import { spawn } from 'node:child_process'
import * as path from 'node:path'
import { repoRoot } from './run-action.js'

export const cliPath = path.join(repoRoot, 'dist', 'cli.js')

export interface CliRun {
  exitCode: number | null
  stdout: string
  stderr: string
}

/** This process's environment less APP_DEPLOY_*, a CI's variables, proxies and NODE_OPTIONS. */
export function cliEnvironment(): Record<string, string> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        !/^(APP_DEPLOY_|GITHUB_|RUNNER_|INPUT_|ACTIONS_|GITLAB_|CI_|CIRCLE|TF_BUILD$|SYSTEM_|AGENT_|BUILD_)/.test(
          entry[0]
        ) &&
        !/_PROXY$/i.test(entry[0])
    )
  )
  delete base.NODE_OPTIONS
  return base
}

export async function runCli(
  args: string[],
  {
    env = {},
    cwd,
    timeoutMs = 20_000,
    nodeArgs = []
  }: { env?: Record<string, string>; cwd?: string; timeoutMs?: number; nodeArgs?: string[] } = {}
): Promise<CliRun> {
  const base = cliEnvironment()
  const child = spawn(process.execPath, [...nodeArgs, cliPath, ...args], {
    cwd,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', chunk => (stdout += chunk))
  child.stderr.on('data', chunk => (stderr += chunk))
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the CLI did not finish within ${timeoutMs} ms; stderr:\n${stderr}`))
    }, timeoutMs)
    child.on('close', code => {
      clearTimeout(timer)
      resolve(code)
    })
  })
  return { exitCode, stdout, stderr }
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
