/**
 * The Bitrise step (ci/bitrise/, scripts/wrappers/bitrise.ts): step.yml valid against SchemaStore's
 * bitrise-step.json (../shared/schemas, skipped when absent), its inputs and outputs those the
 * declarations make, and step.sh run with bash, a stub npx recording what the tool would receive.
 */
import { describe, expect, test } from '@jest/globals'
import { Ajv, type AnySchemaObject } from 'ajv'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from 'yaml'
import { wrapperInputs, wrapperOutputs } from '../scripts/wrappers.js'
import { WRAPPERS } from '../scripts/wrappers/index.js'
import { ENTRY_FILE } from '../scripts/wrappers/bitrise.js'
import { publishedPackage, stepVariable } from '../scripts/wrappers/published-package.js'
import { CI_SCHEMAS } from '../scripts/check-ci-recipes.js'
import { HOSTILE_VALUES, runWrapperScript } from './support/run-wrapper-script.js'
import { repoRoot } from './support/run-action.js'

interface Opts {
  title?: string
  description?: string
  is_required?: boolean
  is_sensitive?: boolean
  value_options?: string[]
}
/** An input or output of step.yml: its key and value, and its opts. */
type Entry = Record<string, unknown> & { opts: Opts }
interface Step extends Record<string, unknown> {
  inputs: Entry[]
  outputs: Entry[]
  description: string
}

const files = (await WRAPPERS.find(wrapper => wrapper.ci === 'Bitrise')?.files()) ?? []
const step = parse(files.find(file => file.path === 'ci/bitrise/step.yml')?.text ?? '') as Step
const script = files.find(file => file.path === ENTRY_FILE)?.text ?? ''
const pkg = publishedPackage()

const schemaFile = path.resolve(repoRoot, CI_SCHEMAS, 'bitrise-step.json')
const haveSchema = existsSync(schemaFile)

/** An input of step.yml, by its key: its value and its opts. */
function input(key: string): { value: unknown; opts: Opts } {
  const found = step.inputs.find(each => key in each)
  return { value: found?.[key], opts: found?.opts ?? {} }
}

describe('step.yml', () => {
  ;(haveSchema ? test : test.skip)('is valid against SchemaStore bitrise-step.json', () => {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as AnySchemaObject
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
      schema
    )
    expect(validate(step) ? [] : validate.errors).toEqual([])
    // The schema knows the toolkits Bitrise runs (bash, go): none other passes.
    expect(validate({ ...step, toolkit: { node: { entry_file: 'index.js' } } })).toBe(false)
  })

  test('runs step.sh with the bash toolkit, from the repository the StepLib names', () => {
    expect(step.toolkit).toEqual({ bash: { entry_file: 'ci/bitrise/step.sh' } })
    expect(script).toMatch(/^#!\/usr\/bin\/env bash\n/)
    expect(step).toMatchObject({ source_code_url: pkg.source, website: pkg.source })
    expect(step.deps).toBeUndefined()
    expect(step.description).toContain(`Node ${pkg.node}`)
  })

  test('has an input for every declared input, keyed as step.sh reads it, with its options', () => {
    const declared = wrapperInputs()
    expect(step.inputs.map(each => Object.keys(each).find(key => key !== 'opts'))).toEqual([
      'command',
      ...declared.filter(each => each.name !== 'command').map(each => stepVariable(each))
    ])
    for (const each of declared) {
      const { value, opts } = input(stepVariable(each))
      expect(opts.title).toBe(each.name)
      expect(opts.description).toContain(each.description)
      expect(value).toBe(each.secret ? `$${each.variable}` : (each.default ?? ''))
      expect(opts.is_sensitive).toBe(each.secret ? true : undefined)
      expect(opts.value_options).toEqual(
        each.switch ? ['true', 'false'] : each.choices ? [...each.choices] : undefined
      )
    }
    expect(input('command').opts.is_required).toBe(true)
    expect(input('preflight').opts.value_options).toEqual(['strict', 'warn', 'off'])
    expect(input('api_key')).toMatchObject({
      value: '$APP_DEPLOY_API_KEY',
      opts: { is_sensitive: true }
    })
  })

  test('has an envman key for every declared output, the variable the tool sets', () => {
    expect(step.outputs.map(each => Object.keys(each)[0])).toEqual(
      wrapperOutputs().map(each => each.variable)
    )
    expect(step.outputs[0].opts.title).toBe('submission-id')
  })
})

describe('step.sh', () => {
  /** The inputs as Bitrise gives a step them: every key a variable, an input left out empty. */
  function inputs(given: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      step.inputs.map(each => {
        const key = Object.keys(each).find(name => name !== 'opts') ?? ''
        return [
          key,
          given[key] ?? (String(each[key] ?? '').startsWith('$') ? '' : String(each[key] ?? ''))
        ]
      })
    )
  }

  test('runs the command chosen from the package at its version, the inputs as APP_DEPLOY_*', () => {
    const run = runWrapperScript(
      script,
      inputs({ command: 'status', api_key: 'k-1', submission_id: 'sub_1', wait: 'false' })
    )
    expect(run.status).toBe(0)
    expect(run.npx?.args).toEqual(['--yes', `--package=${pkg.spec}`, '--', pkg.bin, 'status'])
    expect(run.npx?.env).toMatchObject({
      APP_DEPLOY_API_KEY: 'k-1',
      APP_DEPLOY_SUBMISSION_ID: 'sub_1',
      APP_DEPLOY_WAIT: 'false',
      APP_DEPLOY_PREFLIGHT: 'strict'
    })
    expect(run.npx?.env).not.toHaveProperty('APP_DEPLOY_TEAM_ID')
  })

  test.each(HOSTILE_VALUES)('gives a value as it is, never running it: %j', value => {
    const run = runWrapperScript(script, inputs({ team_name: value, notify_emails: value }))
    expect(run.ranCode).toBe(false)
    expect(run.npx?.env.APP_DEPLOY_TEAM_NAME).toBe(run.given.team_name)
    expect(run.npx?.env.APP_DEPLOY_NOTIFY_EMAILS).toBe(run.given.notify_emails)
  })

  test("leaves an earlier step's output to the tool when the input is left empty", () => {
    const run = runWrapperScript(script, {
      ...inputs({ command: 'status' }),
      APP_DEPLOY_SUBMISSION_ID: 'sub_from_submit'
    })
    expect(run.npx?.env.APP_DEPLOY_SUBMISSION_ID).toBe('sub_from_submit')
  })
})
