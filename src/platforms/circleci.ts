import { envName } from '../inputs/names.js'
import { errorMessage } from '../text/error-message.js'
import type { HandedOutput, Platform, PlatformIo } from './platform.js'
import { terminal } from './terminal.js'
import { forLaterSteps, parallelOf, STEP_VARIABLES } from './variables.js'

/**
 * CircleCI: a workflow rerun from failed keeps its workspace id, which ties a release. The outputs
 * become variables of the job's later steps through `$BASH_ENV`, the file CircleCI's bash sources
 * before each step: it has no other way for a step to hand a value on, nor a way to mask one.
 */
export const circleci: Platform = {
  ...terminal,
  name: 'CircleCI',
  detect: env => Boolean(env.CIRCLECI),
  variables: ['CIRCLE'],
  // CircleCI's own schema (SchemaStore's circleciconfig.json only points to it: schema.json of
  // CircleCI-Public/circleci-yaml-language-server), kept under this name.
  examples: [
    { file: 'circleci.yml', schemas: ['circleci-config.json'] },
    { file: 'circleci-fleet.yml', schemas: ['circleci-config.json'] }
  ],
  run: env => ({
    ...terminal.run(env),
    // `parallelism: N` numbers the job's copies from 0.
    parallel: parallelOf(env, 'CIRCLE_NODE_INDEX', 'CIRCLE_NODE_TOTAL', 0),
    pipeline: env.CIRCLE_WORKFLOW_WORKSPACE_ID
      ? {
          ci: 'CircleCI',
          word: 'workflow',
          id: `workflow workspace ${env.CIRCLE_WORKFLOW_WORKSPACE_ID}`,
          job: env.CIRCLE_JOB || undefined
        }
      : undefined
  }),
  words: STEP_VARIABLES,
  handOn: appendToBashEnv,
  // CircleCI masks only its project's variables, never a value a step makes.
  logsStdout: true
}

/**
 * A value as bash reads it back exactly, running nothing: in single quotes nothing is special (no
 * `$`, backtick or `\`, a new line kept), and a `'` closes them, is escaped, and opens them again.
 * A NUL cannot be in a variable (bash would drop it): it is left out.
 */
export function bashQuoted(value: string): string {
  return `'${value.replace(/\0/g, '').replace(/'/g, `'\\''`)}'`
}

function appendToBashEnv(all: readonly HandedOutput[], io: PlatformIo): string[] {
  const outputs = forLaterSteps(all)
  if (outputs.length === 0) return []
  const file = io.env.BASH_ENV
  const stdout =
    'The APP_DEPLOY_… lines this step printed on stdout still carry every output: append them to a file the later steps read.'
  if (!file)
    return [`BASH_ENV is not set, so the steps after this one do not get the outputs. ${stdout}`]
  // A new line first: a step before may have left the file without one at its end.
  const lines = outputs.map(({ name, value }) => `export ${envName(name)}=${bashQuoted(value)}\n`)
  try {
    io.appendFile(file, `\n${lines.join('')}`)
    return []
  } catch (error) {
    return [`Could not append the outputs to BASH_ENV (${file}): ${errorMessage(error)}. ${stdout}`]
  }
}
