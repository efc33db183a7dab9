/**
 * Runs a wrapper's bash script (the orb's run.sh, the Bitrise step's step.sh) as its CI would, with
 * bash, and a stub `npx` first on PATH that records what it was given: its arguments and its whole
 * environment. Nothing is fetched or run but the stub.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'

export interface ScriptRun {
  status: number | null
  stderr: string
  /** The environment as given, ${PWNED} replaced: what the tool must receive, as it is. */
  given: Record<string, string>
  /** What npx was given, when it was run. */
  npx?: { args: string[]; env: Record<string, string> }
  /** Whether a value given to the step ran as code: it would have made this file. */
  ranCode: boolean
}

// sh, not bash: bash would read $BASH_ENV again, which npx (a node program) does not.
const STUB = `#!/bin/sh
printf '%s\\0' "$@" > "$RECORD.args"
env -0 > "$RECORD.env"
`

/** Splits what the stub wrote: values separated by NUL. */
function records(file: string): string[] {
  return readFileSync(file, 'utf8').split('\0').slice(0, -1)
}

/**
 * The script, run with `bash -eo pipefail -c` (CircleCI's shell), in an environment of `env` only
 * (and PATH); `bashEnv`, when given, is $BASH_ENV's text, which bash reads first as CircleCI's does.
 * `${PWNED}` in a value becomes the path of a file that only running it as code would make.
 */
export function runWrapperScript(
  script: string,
  env: Record<string, string>,
  bashEnv?: string
): ScriptRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wrapper-script-'))
  try {
    const pwned = path.join(dir, 'pwned')
    writeFileSync(path.join(dir, 'npx'), STUB)
    chmodSync(path.join(dir, 'npx'), 0o755)
    const given = Object.fromEntries(
      Object.entries(env).map(([name, value]) => [name, value.replaceAll('${PWNED}', pwned)])
    )
    if (bashEnv !== undefined) writeFileSync(path.join(dir, 'bash_env'), bashEnv)
    const record = path.join(dir, 'npx-record')
    const result = spawnSync('bash', ['-eo', 'pipefail', '-c', script], {
      encoding: 'utf8',
      // No socket on stdin: bash would take itself for a remote shell's and read ~/.bashrc.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...given,
        PATH: `${dir}:/usr/bin:/bin`,
        RECORD: record,
        ...(bashEnv === undefined ? {} : { BASH_ENV: path.join(dir, 'bash_env') })
      }
    })
    const ran = existsSync(`${record}.args`)
    return {
      status: result.status,
      stderr: result.stderr,
      given,
      ranCode: existsSync(pwned),
      npx: ran
        ? {
            args: records(`${record}.args`),
            env: Object.fromEntries(
              records(`${record}.env`).map(line => {
                const at = line.indexOf('=')
                return [line.slice(0, at), line.slice(at + 1)]
              })
            )
          }
        : undefined
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Values no shell may run: each would make the file ${PWNED} names, run as code. */
export const HOSTILE_VALUES = [
  '$(touch ${PWNED})',
  '`touch ${PWNED}`',
  "'; touch ${PWNED}; echo '",
  '"; touch ${PWNED}; echo "',
  'line one\ntouch ${PWNED}',
  '${HOME:-$(touch ${PWNED})}'
]
