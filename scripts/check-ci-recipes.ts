/**
 * The recipes of examples/ for CIs other than GitHub Actions, each platform's (its module in
 * src/platforms/ names its file and its CI's schemas), checked offline as their CI reads them: against
 * the CI's JSON schema where one sits beside the checkout (as SchemaStore's action schema does, never
 * copied into it), always as YAML that runs app-store-deploy, and for the shape the CI needs to run
 * them at all where a check of it is written here.
 */
import { Ajv, type AnySchemaObject } from 'ajv'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from 'yaml'
import { PLATFORMS, type Platform } from '../src/platforms/index.js'

interface Findings {
  problems: string[]
  notes: string[]
}

/** Where the schemas sit, relative to the repository: beside the checkout. */
export const CI_SCHEMAS = path.join('..', 'shared', 'schemas')

/** What a recipe's CI needs of its document to run it at all, beyond its schema: the problems. */
type Shape = (document: Record<string, unknown>) => string[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The shapes checked, by the platform's name: each of its examples has its CI's shape. */
export const SHAPES: Record<string, Shape> = {
  Bitrise: document => {
    const problems: string[] = []
    if (typeof document.format_version !== 'string') problems.push('format_version is not a string')
    if (!isObject(document.workflows) || Object.keys(document.workflows).length === 0)
      return [...problems, 'has no workflows']
    for (const [name, workflow] of Object.entries(document.workflows)) {
      const steps = isObject(workflow) ? workflow.steps : undefined
      if (!Array.isArray(steps) || steps.length === 0)
        problems.push(`workflow ${name} has no steps`)
      for (const step of Array.isArray(steps) ? steps : [])
        if (!isObject(step) || Object.keys(step).length !== 1)
          problems.push(`a step of workflow ${name} is not one "step-id@version" key`)
    }
    return problems
  },
  'GitLab CI': document => {
    const problems: string[] = []
    const stages = Array.isArray(document.stages) ? document.stages : []
    const jobs = Object.entries(document).filter(
      ([name, job]) => !name.startsWith('.') && isObject(job) && 'script' in job
    )
    if (jobs.length === 0) return ['has no jobs']
    for (const [name, job] of jobs) {
      const stage = (job as Record<string, unknown>).stage
      if (typeof stage === 'string' && !stages.includes(stage))
        problems.push(`job ${name} is of stage ${stage}, which stages does not list`)
      const needs = (job as Record<string, unknown>).needs
      for (const need of Array.isArray(needs) ? needs : []) {
        const other = typeof need === 'string' ? need : isObject(need) ? need.job : undefined
        if (typeof other === 'string' && !jobs.some(([each]) => each === other))
          problems.push(`job ${name} needs ${other}, which is not a job`)
      }
    }
    const reports = jobs.filter(([, job]) => {
      const artifacts = (job as Record<string, unknown>).artifacts
      return isObject(artifacts) && isObject(artifacts.reports) && 'dotenv' in artifacts.reports
    })
    if (reports.length === 0) problems.push('no job keeps the dotenv report the tool prints')
    return problems
  },
  CircleCI: document => {
    const problems: string[] = []
    if (document.version !== 2.1) problems.push('version is not 2.1')
    const jobs = isObject(document.jobs) ? document.jobs : {}
    for (const [name, job] of Object.entries(jobs)) {
      const executor = ['macos', 'docker', 'machine', 'executor'].filter(
        key => isObject(job) && key in job
      )
      if (executor.length !== 1) problems.push(`job ${name} names no single executor`)
      if (!isObject(job) || !Array.isArray(job.steps)) problems.push(`job ${name} has no steps`)
    }
    if (!isObject(document.workflows)) return [...problems, 'has no workflows']
    for (const [name, workflow] of Object.entries(document.workflows)) {
      const listed = isObject(workflow) && Array.isArray(workflow.jobs) ? workflow.jobs : []
      for (const entry of listed) {
        const job = typeof entry === 'string' ? entry : isObject(entry) ? Object.keys(entry)[0] : ''
        if (!(job in jobs))
          problems.push(`workflow ${name} runs job ${job}, which jobs does not define`)
      }
    }
    return problems
  }
}

/** Each platform's recipes, checked; what was checked, as notes. */
export function checkCiRecipes(
  root: string,
  findings: Findings,
  schemas = path.resolve(root, CI_SCHEMAS),
  platforms: readonly Pick<Platform, 'name' | 'examples'>[] = PLATFORMS
): void {
  for (const platform of platforms)
    for (const example of platform.examples ?? [])
      checkRecipe(root, platform.name, example, schemas, findings)
}

/** One recipe: its YAML, its CI's shape, its schema where there is one; what was checked, as notes. */
function checkRecipe(
  root: string,
  platform: string,
  example: { file: string; schemas?: readonly string[] },
  schemas: string,
  findings: Findings
): void {
  const file = path.join(root, 'examples', example.file)
  if (!existsSync(file)) return
  const name = `examples/${example.file}`
  let document: unknown
  try {
    document = parse(readFileSync(file, 'utf8'))
  } catch (error) {
    findings.problems.push(`${name} is not valid YAML: ${(error as Error).message}`)
    return
  }
  if (!isObject(document)) {
    findings.problems.push(`${name} is not a YAML mapping.`)
    return
  }
  for (const problem of SHAPES[platform]?.(document) ?? [])
    findings.problems.push(`${name}: ${problem}.`)
  if (!JSON.stringify(document).includes('app-store-deploy'))
    findings.problems.push(`${name} never runs app-store-deploy.`)
  checkWithCiSchema(name, document, example.schemas ?? [], schemas, findings)
}

function checkWithCiSchema(
  name: string,
  document: unknown,
  files: readonly string[],
  folder: string,
  findings: Findings
): void {
  if (files.length === 0) {
    findings.notes.push(
      `${name}: its shape checked; its CI publishes no schema to check it against.`
    )
    return
  }
  const missing = files.filter(file => !existsSync(path.join(folder, file)))
  if (missing.length > 0) {
    findings.notes.push(
      `${name}: its shape checked; schema skipped, ${missing.map(file => path.join(CI_SCHEMAS, file)).join(', ')} (relative to the repository) ${missing.length === 1 ? 'is' : 'are'} not there.`
    )
    return
  }
  const [main, ...referred] = files.map(
    file => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as AnySchemaObject
  )
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false })
  for (const schema of referred) ajv.addSchema(schema)
  const validate = ajv.compile(main)
  if (validate(document)) {
    findings.notes.push(`${name}: valid against ${main.$id ?? files[0]} (and its shape checked).`)
    return
  }
  const lines = new Set(
    (validate.errors ?? []).map(
      error => `${error.instancePath || '(top level)'} ${error.message ?? 'is invalid'}`
    )
  )
  for (const line of lines) findings.problems.push(`${name} against its CI's schema: ${line}`)
}
