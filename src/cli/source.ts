import * as os from 'node:os'
import type { InputName } from '../inputs/names.js'
import { Inputs } from '../inputs/names.js'
import type { InputSource } from '../inputs/reader.js'
import { INPUTS } from '../commands/declarations.js'

/** `team-id` → `APP_DEPLOY_TEAM_ID`: an input's variable, and an output's line on stdout. */
export function envName(name: string): string {
  return `APP_DEPLOY_${name.toUpperCase().replace(/-/g, '_')}`
}

/**
 * Inputs from the command line: a flag, else its variable; the key from APP_DEPLOY_API_KEY or the
 * file --api-key-file names (read by the caller). Problems name both the flag and the variable.
 */
export function commandLineInputs({
  command,
  reads,
  flags,
  env,
  apiKey,
  secrets
}: {
  command: string
  /** The inputs the command reads: a variable of another's (a dotenv report of an earlier job
   *  holds APP_DEPLOY_TEAM_ID, say) is none of its business, not an input it ignores. */
  reads: ReadonlySet<InputName>
  flags: ReadonlyMap<InputName, string>
  env: NodeJS.ProcessEnv
  apiKey: string
  secrets: string[]
}): InputSource {
  return {
    given: name => {
      if (name === Inputs.Command) return command
      if (name === Inputs.ApiKey) return apiKey.trim()
      const variable = reads.has(name) ? env[envName(name)] : undefined
      return (flags.get(name) ?? variable ?? '').trim()
    },
    mask: value => void secrets.push(value),
    named: name => (name === Inputs.ApiKey ? 'APP_DEPLOY_API_KEY' : `--${name} (${envName(name)})`),
    referred: name => (name === Inputs.ApiKey ? 'APP_DEPLOY_API_KEY' : `--${name}`),
    setting: (name, value) => {
      if (name === Inputs.Command) return `app-store-deploy ${value}`
      if (INPUTS[name].switch) return value === 'false' ? `--no-${name}` : `--${name}`
      return `--${name} ${value}`
    },
    output: name => `the ${envName(name)} value`,
    keyName: 'APP_DEPLOY_API_KEY (or the file --api-key-file names)',
    // Reports where the user is, as any tool of a terminal writes them; parts in the temporary folder.
    folders: () => ({ reports: process.cwd(), scratch: os.tmpdir() }),
    keyHint:
      "export the service's API key in it, or give --api-key-file with the path of a file that holds it"
  }
}
