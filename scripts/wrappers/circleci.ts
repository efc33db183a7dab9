/**
 * The CircleCI orb (ci/circleci/): its source in the orb development kit's layout (src/@orb.yml,
 * src/commands, src/jobs, src/executors, src/examples, src/scripts) and the packed orb.yml that
 * `circleci orb pack src` makes of it (packOrb, here), which `circleci orb publish` takes. Each of
 * the commands `submit`, `status` and `check` runs the package's tool (published-package.ts), its
 * parameters those of the inputs the command reads; the tool appends its outputs to $BASH_ENV
 * (src/platforms/circleci.ts), which the job's later steps read.
 */
import { parse } from 'yaml'
import { readsOf } from '../../src/cli/args.js'
import { findCommand, type CommandName } from '../../src/commands/registry.js'
import { type GeneratedFile, type Wrapper, type WrapperInput, wrapperInputs } from '../wrappers.js'
import { orbExamples } from './circleci-examples.js'
import { formatYaml, yamlText } from './format-yaml.js'
import {
  publishedPackage,
  type PublishedPackage,
  runScript,
  stepVariable
} from './published-package.js'

/** The orb's commands, each a command of the tool. */
export const ORB_COMMANDS = ['submit', 'status', 'check'] as const

const FOLDER = 'ci/circleci'
const SCRIPT = 'scripts/run.sh'
const EXECUTOR = 'node'

type Yaml = Record<string, unknown>

/** The inputs a command of the tool reads, but `command` (the orb's command is the tool's). */
export function commandInputs(name: CommandName): WrapperInput[] {
  const reads = new Set<string>(readsOf(name))
  return wrapperInputs().filter(input => reads.has(input.name))
}

/** An input as a parameter: a secret by the name of its variable, a switch yes/no, few values listed. */
function parameter(input: WrapperInput): Yaml {
  if (input.secret)
    return {
      type: 'env_var_name',
      default: input.variable,
      description: `The environment variable that holds it (a context's or the project's). ${input.description}`
    }
  if (input.switch)
    return { type: 'boolean', default: input.default === 'true', description: input.description }
  if (input.choices)
    return {
      type: 'enum',
      enum: [...input.choices],
      default: input.default,
      description: input.description
    }
  return { type: 'string', default: input.default ?? '', description: input.description }
}

const used = (input: WrapperInput): string => `<< parameters.${input.name} >>`

function orbCommand(name: CommandName, pkg: PublishedPackage): Yaml {
  const command = findCommand(name)
  const inputs = commandInputs(name)
  return {
    description: `${command?.description} Runs \`${pkg.bin} ${name}\` from the npm package ${pkg.spec}.`,
    parameters: Object.fromEntries(inputs.map(input => [input.name, parameter(input)])),
    steps: [
      {
        run: {
          name: command?.title ?? name,
          // Values, never part of the script: CircleCI gives them as variables of the step.
          environment: {
            command: name,
            ...Object.fromEntries(inputs.map(input => [stepVariable(input), used(input)]))
          },
          command: `<<include(${SCRIPT})>>`
        }
      }
    ]
  }
}

function submitJob(): Yaml {
  const inputs = commandInputs('submit')
  return {
    description:
      'Submits an IPA on the executor given (pre-steps bring the IPA: attach_workspace), and with wait (the default) follows the submission until it ends. The later steps (post-steps) have the outputs as APP_DEPLOY_* variables.',
    parameters: {
      executor: {
        type: 'executor',
        default: EXECUTOR,
        description: 'Where the job runs: any executor with Node and npx.'
      },
      ...Object.fromEntries(inputs.map(input => [input.name, parameter(input)]))
    },
    executor: '<< parameters.executor >>',
    steps: [{ submit: Object.fromEntries(inputs.map(input => [input.name, used(input)])) }]
  }
}

function nodeExecutor(pkg: PublishedPackage): Yaml {
  return {
    description: `CircleCI's Node image, with npx: the tool needs Node ${pkg.node}.`,
    parameters: {
      tag: { type: 'string', default: 'lts', description: 'The tag of cimg/node.' }
    },
    docker: [{ image: 'cimg/node:<< parameters.tag >>' }]
  }
}

/** The orb as a project calls it: `your-org/app-store-deploy@0.1.0`. */
export function orbReference(pkg: PublishedPackage): string {
  return `${pkg.owner}/${pkg.name.replace(/^@[^/]+\//, '')}@${pkg.version}`
}

const GENERATED =
  '# Generated from the declarations (scripts/wrappers/circleci.ts): npm run docs.\n'
const sourceYaml = (value: unknown): string => `${GENERATED}${yamlText(value)}`

/** The source's files, by their path under src/, as text. */
export function orbSource(pkg = publishedPackage()): Map<string, string> {
  const root: Yaml = {
    version: 2.1,
    description: `Submit iOS IPAs to the App Store, check them against Apple's rules, and follow a submission, with ${pkg.bin} (the npm package ${pkg.name}, run with npx).`,
    display: { home_url: pkg.source, source_url: pkg.source }
  }
  const files = new Map<string, string>([['@orb.yml', sourceYaml(root)]])
  for (const name of ORB_COMMANDS)
    files.set(`commands/${name}.yml`, sourceYaml(orbCommand(name, pkg)))
  files.set('jobs/submit.yml', sourceYaml(submitJob()))
  files.set(`executors/${EXECUTOR}.yml`, sourceYaml(nodeExecutor(pkg)))
  for (const [name, example] of Object.entries(orbExamples(orbReference(pkg))))
    files.set(`examples/${name}.yml`, sourceYaml(example))
  files.set(SCRIPT, runScript(pkg, wrapperInputs(), true))
  return files
}

const INCLUDE = /<<\s*include\(([^)]+)\)\s*>>/

/**
 * What `circleci orb pack src` makes of the source: @orb.yml, with each file of commands/, jobs/,
 * executors/ and examples/ under its kind by its name, and each `<<include(path)>>` value replaced
 * by that file's text (CircleCI's "Orb packing" and "File include syntax", orb concepts page).
 */
export function packOrb(source: ReadonlyMap<string, string>): Yaml {
  const include = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const found = INCLUDE.exec(value)
      if (!found) return value
      const text = source.get(found[1].trim())
      if (found[0] !== value.trim() || text === undefined)
        throw new Error(`${value}: an include is a whole value, of a file of the source`)
      return text
    }
    if (Array.isArray(value)) return value.map(include)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, include(each)]))
    return value
  }
  const orb = parse(source.get('@orb.yml') ?? '') as Yaml
  for (const kind of ['commands', 'executors', 'jobs', 'examples']) {
    const files = [...source.keys()].filter(file => file.startsWith(`${kind}/`)).sort()
    if (files.length === 0) continue
    orb[kind] = Object.fromEntries(
      files.map(file => [
        file.slice(kind.length + 1).replace(/\.ya?ml$/, ''),
        include(parse(source.get(file) ?? ''))
      ])
    )
  }
  return orb
}

export const circleci: Wrapper = {
  ci: 'CircleCI',
  async files(): Promise<GeneratedFile[]> {
    const source = orbSource()
    const files: GeneratedFile[] = []
    for (const [file, text] of source) {
      const where = `${FOLDER}/src/${file}`
      files.push({
        path: where,
        text: file.endsWith('.yml') ? await formatYaml(text, where) : text
      })
    }
    const packed = `# Packed from src/ (circleci orb pack).\n${GENERATED}${yamlText(packOrb(source))}`
    files.push({ path: `${FOLDER}/orb.yml`, text: await formatYaml(packed, `${FOLDER}/orb.yml`) })
    return files
  }
}
