/**
 * The CircleCI orb (ci/circleci/, scripts/wrappers/circleci.ts): the packed orb.yml held to the rules
 * CircleCI writes down for an orb, each test citing where; its commands' parameters those of the
 * tool's inputs; and its script run with bash, a stub npx recording what the tool would receive.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { parse } from 'yaml'
import { WRAPPERS } from '../scripts/wrappers/index.js'
import {
  commandInputs,
  ORB_COMMANDS,
  orbReference,
  orbSource,
  packOrb
} from '../scripts/wrappers/circleci.js'
import { publishedPackage, runScript } from '../scripts/wrappers/published-package.js'
import { HOSTILE_VALUES, runWrapperScript } from './support/run-wrapper-script.js'

interface Parameter {
  type?: string
  default?: unknown
  description?: unknown
  enum?: unknown[]
}
/** A command, job or executor of the orb. */
interface Element {
  parameters?: Record<string, Parameter>
  executor?: string
  docker?: unknown
  steps?: Record<string, unknown>[]
}
interface Example {
  description?: unknown
  usage: { version?: unknown; orbs: Record<string, string> }
}
interface Orb {
  version?: unknown
  description?: unknown
  display?: unknown
  commands: Record<string, Element>
  jobs: Record<string, Element>
  executors: Record<string, Element>
  examples: Record<string, Example>
}

const circleci = WRAPPERS.find(wrapper => wrapper.ci === 'CircleCI')
const files = (await circleci?.files()) ?? []
const text = (file: string): string => {
  const found = files.find(each => each.path === `ci/circleci/${file}`)
  if (!found) throw new Error(`${file} is not generated`)
  return found.text
}
const orb = parse(text('orb.yml')) as Orb
const pkg = publishedPackage()

/** Each command, job and executor of the orb, as `commands/submit`. */
const elements = (): [string, Element][] =>
  ['commands', 'jobs', 'executors'].flatMap(kind =>
    Object.entries(orb[kind as 'commands']).map(
      ([name, body]) => [`${kind}/${name}`, body] as [string, Element]
    )
  )

/** Every `<< parameters.x >>` in an element's body, but its parameters' declarations. */
function parametersUsed(body: Element): Set<string> {
  const rest = { ...body, parameters: undefined }
  return new Set(
    [...JSON.stringify(rest).matchAll(/<<\s*parameters\.([\w-]+)\s*>>/g)].map(m => m[1])
  )
}

describe('the packed orb, against the rules CircleCI writes down', () => {
  // https://circleci.com/docs/reference/reusing-config/ ("Notes on reusable configuration"):
  // reusable configuration elements require `version: 2.1`.
  test('is version 2.1', () => {
    expect(orb.version).toBe(2.1)
  })

  // https://circleci.com/docs/orbs-best-practices/ (@orb.yml): every orb has a description, and
  // `display` links its source (`source_url`) and its home (`home_url`).
  test('has a description, and display links its source repository', () => {
    expect(orb.description).toEqual(expect.any(String))
    expect(orb.display).toEqual({ home_url: pkg.source, source_url: pkg.source })
    expect(pkg.source).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+$/)
  })

  // https://circleci.com/docs/reference/reusing-config/ ("Notes on reusable configuration"):
  // "Command, job, executor, and parameter names must start with a letter and can only contain
  // lowercase letters (a-z), digits (0-9), underscores (_) and hyphens (-)."
  test('names every command, job, executor and parameter as CircleCI allows', () => {
    const names = elements().flatMap(([where, body]) => [
      where.split('/')[1],
      ...Object.keys(body.parameters ?? {})
    ])
    expect(names.filter(name => !/^[a-z][a-z0-9_-]*$/.test(name))).toEqual([])
  })

  // https://circleci.com/docs/reference/reusing-config/ ("Parameter types"): string, boolean,
  // integer, enum, executor, steps, env_var_name; an enum lists its values under `enum` (its default
  // among them); an env_var_name is a POSIX variable name; https://circleci.com/docs/orbs-best-practices/
  // asks a description of each.
  test('declares each parameter with a type CircleCI knows, a description, and a default it takes', () => {
    const types = ['string', 'boolean', 'integer', 'enum', 'executor', 'steps', 'env_var_name']
    const wrong = elements().flatMap(([where, body]) =>
      Object.entries(body.parameters ?? {}).flatMap(([name, declared]) => {
        const problems: string[] = []
        if (!types.includes(declared.type ?? '')) problems.push('an unknown type')
        if (typeof declared.description !== 'string') problems.push('no description')
        if (declared.type === 'enum' && !(declared.enum as unknown[])?.includes(declared.default))
          problems.push('a default its enum does not list')
        if (declared.type === 'boolean' && typeof declared.default !== 'boolean')
          problems.push('a default that is not a boolean')
        if (
          declared.type === 'env_var_name' &&
          !/^[A-Za-z_][A-Za-z0-9_]*$/.test(String(declared.default))
        )
          problems.push('a default that is not a variable name')
        return problems.map(problem => `${where} ${name}: ${problem}`)
      })
    )
    expect(wrong).toEqual([])
  })

  // https://circleci.com/docs/reference/reusing-config/ ("Using the parameters declaration"): an
  // element's parameters are its own, used as `<< parameters.name >>`; one it does not declare is an
  // error. One it declares and never uses would be an option that does nothing.
  test('uses every parameter it declares, and declares every parameter it uses', () => {
    const mismatched = elements().flatMap(([where, body]) => {
      const declared = Object.keys(body.parameters ?? {})
      const used = parametersUsed(body)
      return [
        ...[...used].filter(name => !declared.includes(name)).map(name => `${where} uses ${name}`),
        ...declared.filter(name => !used.has(name)).map(name => `${where} never uses ${name}`)
      ]
    })
    expect(mismatched).toEqual([])
  })

  // https://circleci.com/docs/reference/configuration-reference/ (jobs): a job runs on an executor
  // (docker, machine, macos, or a reusable `executor`); here a parameter whose default is the orb's.
  test('runs its job on an executor, by default one the orb defines', () => {
    for (const job of Object.values(orb.jobs)) {
      expect(job.executor).toBe('<< parameters.executor >>')
      expect(job.parameters?.executor).toMatchObject({ type: 'executor' })
      expect(Object.keys(orb.executors)).toContain(job.parameters?.executor.default)
    }
    expect(orb.executors.node.docker).toEqual([{ image: 'cimg/node:<< parameters.tag >>' }])
  })

  // https://circleci.com/docs/orbs/author/orb-concepts/ ("Usage examples"): each example has a
  // description and a `usage`, a whole config (`version: 2.1`) that imports the orb under `orbs:`.
  test('gives examples that import this very orb and call only what it defines, as it declares', () => {
    const reference = orbReference(pkg)
    expect(Object.keys(orb.examples).length).toBeGreaterThan(0)
    const calls: string[] = []
    for (const example of Object.values(orb.examples)) {
      expect(example.description).toEqual(expect.any(String))
      expect(example.usage.version).toBe(2.1)
      const [[alias, imported]] = Object.entries(example.usage.orbs)
      expect(imported).toBe(reference)
      JSON.stringify(example.usage, (key, value: unknown) => {
        if (key.startsWith(`${alias}/`))
          calls.push(`${key} ${Object.keys(value as object).join(' ')}`)
        return value
      })
    }
    const unknown = calls.flatMap(call => {
      const [element, ...given] = call.split(' ')
      const name = element.split('/')[1]
      const body = orb.commands[name] ?? (orb.jobs[name] as Element | undefined)
      if (!body) return [`${element} is not defined`]
      // What a workflow gives any job besides its parameters.
      const anyJob = ['requires', 'context', 'pre-steps', 'post-steps', 'filters', 'name']
      return given
        .filter(
          key => !(key in (body.parameters ?? {})) && !(orb.jobs[name] && anyJob.includes(key))
        )
        .map(key => `${element} is given ${key}, which it does not declare`)
    })
    expect(calls.length).toBeGreaterThan(0)
    expect(unknown).toEqual([])
  })

  // https://circleci.com/docs/orbs/author/orb-concepts/ ("Orb packing", "File include syntax"): the
  // packed orb holds each file of the source under its kind, an `<<include(file)>>` replaced by it.
  test('is what packing its source makes, each include replaced by the file', () => {
    const source = orbSource()
    expect(packOrb(source)).toEqual(orb)
    for (const name of ORB_COMMANDS)
      expect(orb.commands[name].steps?.[0]).toMatchObject({
        run: { command: source.get('scripts/run.sh') }
      })
    expect(files.map(file => file.path)).toEqual(
      expect.arrayContaining([
        'ci/circleci/src/@orb.yml',
        'ci/circleci/src/commands/submit.yml',
        'ci/circleci/src/jobs/submit.yml',
        'ci/circleci/src/executors/node.yml',
        'ci/circleci/src/scripts/run.sh'
      ])
    )
  })

  test('refuses an include that is part of a value, or of no file', () => {
    const source = new Map([
      ['@orb.yml', 'version: 2.1\n'],
      ['commands/x.yml', 'steps:\n  - run: echo <<include(scripts/a.sh)>>\n']
    ])
    expect(() => packOrb(source)).toThrow(/an include is a whole value, of a file of the source/)
  })
})

describe("the orb's commands", () => {
  test('are submit, status and check, each with a parameter for every input the command reads', () => {
    expect(Object.keys(orb.commands)).toEqual(['check', 'status', 'submit'])
    for (const name of ORB_COMMANDS)
      expect(Object.keys(orb.commands[name].parameters ?? {})).toEqual(
        commandInputs(name).map(input => input.name)
      )
    expect(Object.keys(orb.commands.check.parameters ?? {})).not.toContain('api-key')
    expect(orb.commands.submit.parameters).toMatchObject({
      'api-key': { type: 'env_var_name', default: 'APP_DEPLOY_API_KEY' },
      'github-token': { type: 'env_var_name', default: 'APP_DEPLOY_GITHUB_TOKEN' },
      wait: { type: 'boolean', default: true },
      preflight: { type: 'enum', enum: ['strict', 'warn', 'off'], default: 'strict' },
      'wait-timeout': { type: 'string', default: '30m' },
      'team-id': { type: 'string', default: '' }
    })
    expect(orb.jobs.submit.steps).toEqual([
      {
        submit: Object.fromEntries(
          commandInputs('submit').map(input => [input.name, `<< parameters.${input.name} >>`])
        )
      }
    ])
  })

  /**
   * The step a command runs, as CircleCI runs it: its environment, each `<< parameters.x >>` the
   * value given (or the default), and its script.
   */
  function step(name: string, given: Record<string, string | boolean> = {}) {
    const { parameters = {}, steps = [] } = orb.commands[name]
    const { environment, command } = steps[0].run as {
      environment: Record<string, string>
      command: string
    }
    const env = Object.fromEntries(
      Object.entries(environment).map(([variable, value]) => {
        const parameter = /^<< parameters\.([\w-]+) >>$/.exec(String(value))?.[1]
        const chosen = parameter ? (given[parameter] ?? parameters[parameter].default) : value
        return [variable, String(chosen)]
      })
    )
    return { env, script: command }
  }

  test('run the package at the version package.json says, the parameters as APP_DEPLOY_* variables', () => {
    const { env, script } = step('submit', { 'ipa-path': 'build/*.ipa', 'team-id': '42' })
    const run = runWrapperScript(script, { ...env, APP_DEPLOY_API_KEY: 'k-123' })
    expect(run.status).toBe(0)
    expect(run.npx?.args).toEqual(['--yes', `--package=${pkg.spec}`, '--', pkg.bin, 'submit'])
    expect(run.npx?.env).toMatchObject({
      APP_DEPLOY_API_KEY: 'k-123',
      APP_DEPLOY_IPA_PATH: 'build/*.ipa',
      APP_DEPLOY_TEAM_ID: '42',
      APP_DEPLOY_WAIT: 'true',
      APP_DEPLOY_WAIT_TIMEOUT: '30m',
      APP_DEPLOY_PREFLIGHT: 'strict'
    })
    // A parameter left empty gives the tool nothing: it uses its own default.
    expect(run.npx?.env).not.toHaveProperty('APP_DEPLOY_TEAM_NAME')
  })

  test.each(HOSTILE_VALUES)('give a value as it is, never running it: %j', value => {
    const { env, script } = step('submit', { 'team-name': value, 'ipa-path': value })
    const run = runWrapperScript(script, env)
    expect(run.ranCode).toBe(false)
    expect(run.npx?.env.APP_DEPLOY_TEAM_NAME).toBe(run.given.team_name)
    expect(run.npx?.env.APP_DEPLOY_IPA_PATH).toBe(run.given.ipa_path)
    expect(run.given.team_name).not.toContain('${PWNED}')
  })

  test('take the API key from the variable api-key names, and refuse a value that is not a name', () => {
    const named = step('status', { 'api-key': 'RELEASE_KEY' })
    const run = runWrapperScript(named.script, { ...named.env, RELEASE_KEY: 'k-9' })
    expect(run.npx?.env.APP_DEPLOY_API_KEY).toBe('k-9')

    const missing = runWrapperScript(named.script, named.env)
    expect(missing.stderr).toContain(
      'api_key names RELEASE_KEY, which is not set in this job (a context or project variable).'
    )
    expect(missing.npx?.env).not.toHaveProperty('APP_DEPLOY_API_KEY')

    const pasted = step('status', { 'api-key': 'k-9 $(touch ${PWNED})' })
    const refused = runWrapperScript(pasted.script, pasted.env)
    expect(refused).toMatchObject({ status: 2, npx: undefined, ranCode: false })
    expect(refused.stderr).toBe(
      'api_key must be the name of the environment variable that holds it, not its value.\n'
    )
  })

  test('let status follow what submit left in $BASH_ENV, and a parameter given win over it', () => {
    const submitted = "export APP_DEPLOY_SUBMISSION_ID='sub_from_submit'\n"
    const follows = step('status')
    const run = runWrapperScript(follows.script, follows.env, submitted)
    expect(run.npx?.env.APP_DEPLOY_SUBMISSION_ID).toBe('sub_from_submit')
    expect(run.npx?.args.at(-1)).toBe('status')

    const other = step('status', { 'submission-id': 'sub_other' })
    expect(
      runWrapperScript(other.script, other.env, submitted).npx?.env.APP_DEPLOY_SUBMISSION_ID
    ).toBe('sub_other')
  })
})

describe('the package the wrappers run', () => {
  /** publishedPackage of a checkout whose package.json is `fields`. */
  function packageOf(fields: Record<string, unknown>) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'published-package-'))
    try {
      writeFileSync(path.join(root, 'package.json'), JSON.stringify(fields))
      return publishedPackage(root)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
  const fields = {
    name: '@acme/deploy',
    version: '2.1.0',
    bin: { 'acme-deploy': 'dist/cli.js' },
    engines: { node: '>=22' },
    repository: { type: 'git', url: 'git+https://github.com/acme/deploy-tools.git' }
  }

  test('follows package.json: a renamed package is what the orb and the scripts run', () => {
    const renamed = packageOf(fields)
    expect(renamed).toMatchObject({ spec: '@acme/deploy@2.1.0', bin: 'acme-deploy', owner: 'acme' })
    expect(orbReference(renamed)).toBe('acme/deploy@2.1.0')
    expect(runScript(renamed, [], false)).toContain(
      `exec npx --yes --package='@acme/deploy@2.1.0' -- acme-deploy "$command"`
    )
  })

  test('refuses a name or version that is not one npm takes, before it reaches a script', () => {
    expect(() => packageOf({ ...fields, version: "2.1.0'; rm -rf ~; '" })).toThrow(
      /is not a package to run/
    )
  })
})
