import { readFile } from 'node:fs/promises'
import { Inputs } from '../inputs/names.js'
import { InputProblem, parseEmails, parseInteger, splitList } from '../inputs/parse.js'
import { errorMessage } from '../text/error-message.js'
import { skipCodesOf } from '../ipa-input/ipa-source.js'
import { oneLine } from '../text/untrusted.js'
import {
  APPS_KEY,
  BY_BUNDLE_ID,
  BY_FILE,
  MANIFEST_FIELDS,
  entryName,
  type FieldName,
  type FleetManifest,
  type ManifestEntry
} from './fields.js'
import { docsLink } from '../text/docs-link.js'

const MAX_INT32 = 2_147_483_647
/** The page that says what a manifest holds. */
const MANIFEST_DOC = docsLink('fleet-manifest.md')
/** A manifest of 500 apps is some 100 KiB: past this, it is no manifest. */
const MAX_BYTES = 4 * 1024 * 1024

/**
 * Reads `fleet-manifest`: a YAML or JSON file (JSON is YAML) of `apps:`, each entry checked against
 * MANIFEST_FIELDS. Every problem of the file is said at once, each with its entry and line, as one
 * InputProblem; nothing is sent before.
 */
export async function readManifest(file: string): Promise<FleetManifest> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw manifestProblem(file, [
      `cannot be read (${errorMessage(error)}): check the path, from the working directory ${process.cwd()}.`
    ])
  }
  if (Buffer.byteLength(text) > MAX_BYTES)
    throw manifestProblem(file, [`is over ${MAX_BYTES / 1024 / 1024} MiB: is it the manifest?`])
  const { entries, problems } = await parseManifest(text)
  if (problems.length > 0) throw manifestProblem(file, problems)
  return { file, entries }
}

/** The entries of a manifest's text, and every problem found in it (pure, for the tests' tables). */
export async function parseManifest(
  text: string
): Promise<{ entries: ManifestEntry[]; problems: string[] }> {
  // YAML is parsed only when a manifest is given: a step without one never loads the parser.
  const { LineCounter, parseDocument, isMap, isNode, isSeq } = await import('yaml')
  // The checks preflight makes, to know the codes of preflight-skip (loaded with the manifest).
  const checks = await import('../ipa/rules/policy.js')
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  if (doc.errors.length > 0)
    return {
      entries: [],
      problems: doc.errors.map(
        error => `cannot be parsed at line ${lines.linePos(error.pos[0]).line}: ${firstLine(error)}`
      )
    }
  // A node as the data it holds (a key, a field's value).
  const plain = (node: unknown): unknown => (isNode(node) ? node.toJSON() : node)
  const lineOf = (node: unknown): number | undefined => {
    const start = (node as { range?: [number] } | null)?.range?.[0]
    return start === undefined ? undefined : lines.linePos(start).line
  }
  const root = doc.contents
  const apps = isMap(root) ? root.get(APPS_KEY, true) : undefined
  const problems = (isMap(root) ? root.items.map(pair => String(plain(pair.key))) : [])
    .filter(key => key !== APPS_KEY)
    .map(
      key =>
        `has '${oneLine(key, 60)}' at its top, which is not a key of a manifest: only '${APPS_KEY}:' is.`
    )
  if (!isSeq(apps))
    return {
      entries: [],
      problems: [
        ...problems,
        `holds no '${APPS_KEY}:' list: write '${APPS_KEY}:' and under it one '- ${BY_BUNDLE_ID}: …' or '- ${BY_FILE}: …' entry per app (${MANIFEST_DOC}).`
      ]
    }
  const entries: ManifestEntry[] = []
  apps.items.forEach((node, index) => {
    const line = lineOf(node)
    const where = `${APPS_KEY}[${index}]${line ? ` (line ${line})` : ''}`
    if (!isMap(node)) {
      problems.push(
        `has ${where}, which is not an entry: write it as '${BY_BUNDLE_ID}: …' or '${BY_FILE}: …' and its fields.`
      )
      return
    }
    const fields = new Map(
      node.items.map(pair => [
        plain(pair.key),
        { value: plain(pair.value), line: lineOf(pair.key) }
      ])
    )
    const read = readEntry(index, line, fields, checks)
    if ('problems' in read)
      problems.push(...read.problems.map(problem => `has ${where}: ${problem}`))
    else entries.push(read)
  })
  return { entries, problems }
}

/** One entry from its fields, or its problems (each field's, at once). */
function readEntry(
  index: number,
  line: number | undefined,
  fields: Map<unknown, { value: unknown; line?: number }>,
  checks: Checks
): ManifestEntry | { problems: string[] } {
  const problems: string[] = []
  const known = Object.keys(MANIFEST_FIELDS) as FieldName[]
  for (const [key, { line: at }] of fields)
    if (!known.includes(key as FieldName))
      problems.push(
        `'${oneLine(String(key), 60)}'${at ? ` (line ${at})` : ''} is not a field of an entry: use ${known.join(', ')}.`
      )
  const value = <T>(name: FieldName, read: (value: unknown) => T): T | undefined => {
    const field = fields.get(name)
    if (field === undefined) return undefined
    try {
      return read(field.value)
    } catch (error) {
      const problem = error instanceof InputProblem ? error.problem : errorMessage(error)
      problems.push(`${name}${field.line ? ` (line ${field.line})` : ''} ${problem}`)
      return undefined
    }
  }
  const bundleId = value('bundle-id', text)
  const ipa = value('ipa', text)
  const teamId = value('team-id', raw =>
    parseInteger('team-id', typeof raw === 'number' ? String(raw) : text(raw), {
      min: 1,
      max: MAX_INT32,
      what: 'a team id from the teams command'
    })
  )
  const teamName = value('team-name', text)
  const notifyEmails = value('notify-emails', raw =>
    // Each item whole: `Release Team <release@example.com>` is one address.
    parseEmails('', (typeof raw === 'string' ? [raw] : texts(raw)).join(', '))
  )
  const preflightSkip = value('preflight-skip', raw =>
    skipCodesOf((typeof raw === 'string' ? [raw] : texts(raw)).flatMap(splitList), '', checks)
  )
  if (!fields.has(BY_BUNDLE_ID) && !fields.has(BY_FILE))
    problems.push(
      `names no IPA: give it '${BY_BUNDLE_ID}' (the app's) or '${BY_FILE}' (a path or glob).`
    )
  if (fields.has(BY_BUNDLE_ID) && fields.has(BY_FILE))
    problems.push(`has both '${BY_BUNDLE_ID}' and '${BY_FILE}': give one, or make two entries.`)
  if (problems.length > 0) return { problems }
  return {
    index,
    line,
    match: bundleId !== undefined ? { bundleId } : { ipa: ipa! },
    teamId,
    teamName,
    notifyEmails,
    preflightSkip
  }
}

/** A field of text: a string or a number written bare (`team-name: 2024`), never empty. */
function text(value: unknown): string {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string' || value.trim() === '')
    throw new InputProblem('', `is ${describe(value)}: write it as text.`)
  return value.trim()
}

type Checks = Pick<typeof import('../ipa/rules/policy.js'), 'checkNamed' | 'nearestCode'>

/** A list field's items: texts only. */
function texts(value: unknown): string[] {
  if (!Array.isArray(value) || value.some(item => typeof item !== 'string'))
    throw new InputProblem('', `is ${describe(value)}: write a list of texts, or one text.`)
  return value as string[]
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a mapping'
  return `${typeof value === 'number' ? 'a number' : typeof value} ${oneLine(String(value), 60)}`
}

function firstLine(error: Error): string {
  return oneLine(error.message.split('\n')[0], 200)
}

/** The manifest's problems as one problem of its input, naming the file. */
function manifestProblem(file: string, problems: string[]): InputProblem {
  const name = `'${oneLine(file, 200)}'`
  if (problems.length === 1) return new InputProblem(Inputs.FleetManifest, `${name} ${problems[0]}`)
  return new InputProblem(
    Inputs.FleetManifest,
    `${name} has ${problems.length} problems; fix each, then run it again:\n${problems.map(problem => `  - ${problem}`).join('\n')}`
  )
}

export { entryName }
