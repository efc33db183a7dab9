import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import type { Env, PlatformIo } from '../platforms/platform.js'
import { errorMessage } from '../text/error-message.js'

/** A CI's own program (envman) gets this long to answer before the tool goes on without it. */
const PROGRAM_TIMEOUT_MS = 30_000

/** What a platform may do when the tool runs: its CI's commands go to the log (stderr) as they are. */
export function platformIo(env: Env, write: (text: string) => void): PlatformIo {
  return {
    env,
    command: line => write(`${line}\n`),
    appendFile: (file, text) => {
      mkdirSync(path.dirname(file), { recursive: true })
      appendFileSync(file, text)
    },
    runProgram: (program, args) => {
      const ran = spawnSync(program, [...args], {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: PROGRAM_TIMEOUT_MS,
        encoding: 'utf8'
      })
      if (ran.error) return errorMessage(ran.error)
      if (ran.status !== 0)
        return `${program} ended with ${ran.status ?? ran.signal}: ${ran.stderr.trim().slice(0, 300)}`
      return undefined
    },
    withPrivateFile: (text, use) => {
      // mkdtemp makes the folder 0700: no other user of the machine reads a secret value there.
      const folder = mkdtempSync(path.join(os.tmpdir(), 'app-store-deploy-'))
      try {
        const file = path.join(folder, 'value')
        writeFileSync(file, text, { mode: 0o600 })
        return use(file)
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    }
  }
}
