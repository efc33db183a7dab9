/**
 * The GitLab CI/CD component (ci/gitlab/, laid out as a catalog project): two components, `release`
 * (a job that runs any command, `submit` unless told, its outputs kept as a dotenv report) and
 * `follow` (a job that runs `status` on what the release job handed on), each input of the tool a
 * `spec:inputs` entry that reaches the tool as its APP_DEPLOY_* variable. Both run the package this
 * checkout is, at its version (package.json's name and version, read here).
 */
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { readsOf } from '../../src/cli/args.js'
import { repoRoot } from '../markdown.js'
import type { GeneratedFile, Wrapper, WrapperInput } from '../wrappers.js'
import { wrapperInputs } from '../wrappers.js'
import { gitlabReadme } from './gitlab-readme.js'
import { formatYaml } from './format-yaml.js'
import { publishedPackage } from './published-package.js'

/** Where the catalog project sits in the repository: its root, as GitLab reads one. */
export const GITLAB_FOLDER = 'ci/gitlab'

/** The file whose prettier settings the generated YAML is formatted with. */
const TEMPLATE = `${GITLAB_FOLDER}/templates/release.yml`

/** The dotenv report the release job keeps: the tool's stdout, one APP_DEPLOY_NAME=value a line. */
export const DOTENV_REPORT = 'app-store-deploy.env'

/** The variable that names the package `npx` runs (not the tool's: it never reads it). */
export const PACKAGE_VARIABLE = 'APP_STORE_DEPLOY_PACKAGE'

/** One `spec:inputs` entry, as GitLab reads it. */
export interface SpecInput {
  name: string
  type: 'string' | 'boolean' | 'number' | 'array'
  default: string | boolean | number | string[]
  options?: readonly string[]
  description: string
  /** The tool's variable it reaches the job as; none for the job's own (its name, its stage). */
  variable?: string
}

/**
 * An input of the tool as a component's input: a yes/no a boolean, a number a number (its declared
 * default one), a few fixed values its options; a `lines` input a string of several lines, as the
 * tool reads its variable (an array would reach the job as one line of JSON, not a line each).
 */
export function specInputOf(input: WrapperInput): SpecInput {
  const common = { name: input.name, description: input.description, variable: input.variable }
  if (input.switch) return { ...common, type: 'boolean', default: input.default === 'true' }
  if (input.default !== undefined && /^\d+$/.test(input.default))
    return { ...common, type: 'number', default: Number(input.default) }
  if (input.choices) {
    // GitLab takes a default among the options only; without one, the input would be required.
    if (input.default === undefined || !input.choices.includes(input.default))
      throw new Error(`${input.name}: its choices need a default among them for GitLab's options`)
    return { ...common, type: 'string', default: input.default, options: input.choices }
  }
  const description = input.lines
    ? `${input.description} Several: one a line (a YAML block, \`|\`).`
    : input.description
  return { ...common, description, type: 'string', default: input.default ?? '' }
}

/** What every job of the component takes besides the tool's inputs: where and with what it runs. */
function jobInputs(name: string, what: string, root: string): SpecInput[] {
  return [
    { name: 'job-name', type: 'string', default: name, description: `The name of ${what}.` },
    {
      name: 'stage',
      type: 'string',
      default: 'deploy',
      description: `The stage of ${what}; the pipeline's \`stages\` must list it.`
    },
    {
      name: 'image',
      type: 'string',
      default: 'node:24',
      description: `The image of ${what} (Node 20.19 or later); a shell runner ignores it.`
    },
    {
      name: 'package',
      type: 'string',
      default: publishedPackage(root).spec,
      description:
        'The npm package `npx` runs `app-store-deploy` from: the version this component was released with, unless told.'
    }
  ]
}

/** The tool's inputs a component offers: all that `commands` read, but the secrets. */
function toolInputs(reading: (input: WrapperInput) => boolean): SpecInput[] {
  // Secrets are CI/CD variables (masked, protected), never inputs: an input shows in the pipeline's
  // configuration, and in the merged YAML anyone who can read the project sees.
  return wrapperInputs()
    .filter(input => !input.secret && reading(input))
    .map(specInputOf)
}

/** The `release` component's inputs: the job's, then every input of the tool. */
export function releaseInputs(root = repoRoot): SpecInput[] {
  return [...jobInputs('app-store-deploy', 'the release job', root), ...toolInputs(() => true)]
}

/** The `follow` component's inputs: the job's, the release job it follows, and what `status` reads. */
export function followInputs(root = repoRoot): SpecInput[] {
  const [jobName, ...rest] = jobInputs('app-store-deploy-follow', 'the follow job', root)
  return [
    jobName,
    {
      name: 'release-job',
      type: 'string',
      default: 'app-store-deploy',
      description:
        "The release job this job follows: it needs that job, and reads its dotenv report's variables (APP_DEPLOY_SUBMISSION_ID)."
    },
    ...rest,
    ...toolInputs(input => statusReads.has(input.name))
  ]
}

/** What the follow job's `status` reads, but `command`. */
const statusReads = new Set<string>(readsOf('status'))

/** A scalar as YAML reads it back: JSON's quoting is YAML's double-quoted style. */
const yamlValue = (value: SpecInput['default']): string => JSON.stringify(value)

function specHeader(inputs: readonly SpecInput[]): string[] {
  return [
    'spec:',
    '  inputs:',
    ...inputs.flatMap(input => [
      `    ${input.name}:`,
      `      type: ${input.type}`,
      `      default: ${yamlValue(input.default)}`,
      ...(input.options ? [`      options: ${yamlValue([...input.options])}`] : []),
      `      description: ${yamlValue(input.description)}`
    ]),
    '---'
  ]
}

/**
 * Each input of the tool as the job's variable. The value is a variable's, never a word of the
 * script: a `$(…)` or a quote in it reaches the tool as text, and no shell reads it. Quoted, so
 * that a boolean or a number reaches the job as the text `true` or `3`.
 */
function variablesOf(inputs: readonly SpecInput[], command: string): string[] {
  return [
    '  variables:',
    `    ${PACKAGE_VARIABLE}: "$[[ inputs.package ]]"`,
    `    APP_DEPLOY_COMMAND: ${command}`,
    ...inputs
      .filter(input => input.variable !== undefined && input.name !== 'command')
      .map(input => `    ${input.variable}: "$[[ inputs.${input.name} ]]"`)
  ]
}

const RUN = `npx --yes --package="$${PACKAGE_VARIABLE}" -- app-store-deploy "$APP_DEPLOY_COMMAND"`

const GENERATED = [
  '# Generated by scripts/wrappers/gitlab.ts from the declarations of the inputs',
  '# (src/inputs/declared-inputs.ts): run `npm run docs`, never edit it by hand.'
]

const JOB_HEAD = [
  '"$[[ inputs.job-name ]]":',
  '  stage: $[[ inputs.stage ]]',
  '  image: $[[ inputs.image ]]'
]

export function releaseTemplate(root = repoRoot): string {
  const inputs = releaseInputs(root)
  return [
    ...GENERATED,
    ...specHeader(inputs),
    '# One command of app-store-deploy, submit unless told; its outputs (stdout: APP_DEPLOY_NAME=value',
    '# lines) kept as a dotenv report, which GitLab gives the later jobs as variables.',
    ...JOB_HEAD,
    ...variablesOf(inputs, '"$[[ inputs.command ]]"'),
    '  script:',
    `    - ${RUN} --summary-file app-store-deploy-summary.md > ${DOTENV_REPORT}`,
    '  artifacts:',
    "    # Kept when the job fails too: a refused IPA's summary says why.",
    '    when: always',
    '    paths: [app-store-deploy-summary.md]',
    '    reports:',
    `      dotenv: ${DOTENV_REPORT}`,
    ''
  ].join('\n')
}

export function followTemplate(root = repoRoot): string {
  const inputs = followInputs(root)
  return [
    ...GENERATED,
    ...specHeader(inputs),
    "# status of the submission the release job made: its dotenv report's APP_DEPLOY_SUBMISSION_ID",
    "# (GitLab's variables of a dotenv report win over a job's own, so an empty input yields to it).",
    ...JOB_HEAD,
    '  needs:',
    '    - job: "$[[ inputs.release-job ]]"',
    '      artifacts: true',
    ...variablesOf(inputs, 'status'),
    '  script:',
    `    - ${RUN} --summary-file app-store-deploy-summary.md`,
    '  artifacts:',
    '    when: always',
    '    paths: [app-store-deploy-summary.md]',
    ''
  ].join('\n')
}

/**
 * The catalog project's own pipeline: on a tag, the `release` component at that commit runs a
 * command that needs no account (`rules`), the tag must be the version the components pin, and
 * the release job makes the release the CI/CD Catalog publishes.
 */
export function catalogPipeline(root = repoRoot): string {
  const { version } = publishedPackage(root)
  return [
    ...GENERATED,
    'stages: [check, release]',
    '',
    'include:',
    '  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/release@$CI_COMMIT_SHA',
    '    inputs:',
    '      job-name: component-runs',
    '      stage: check',
    '      command: rules',
    '',
    'release:',
    '  stage: release',
    '  image: registry.gitlab.com/gitlab-org/release-cli:latest',
    '  rules:',
    '    - if: $CI_COMMIT_TAG',
    '  script:',
    `    # The components pin the package at ${version}: a tag of another version would publish them`,
    '    # pinned to a version it does not name.',
    `    - test "$CI_COMMIT_TAG" = "${version}"`,
    '  release:',
    '    tag_name: $CI_COMMIT_TAG',
    `    description: 'app-store-deploy $CI_COMMIT_TAG: the components run the npm package at this version.'`,
    ''
  ].join('\n')
}

export function gitlabWrapper(root = repoRoot): Wrapper {
  return {
    ci: 'GitLab CI',
    async files(): Promise<GeneratedFile[]> {
      return [
        {
          path: `${GITLAB_FOLDER}/templates/release.yml`,
          text: await formatYaml(releaseTemplate(root), TEMPLATE, root)
        },
        {
          path: `${GITLAB_FOLDER}/templates/follow.yml`,
          text: await formatYaml(followTemplate(root), TEMPLATE, root)
        },
        {
          path: `${GITLAB_FOLDER}/.gitlab-ci.yml`,
          text: await formatYaml(catalogPipeline(root), TEMPLATE, root)
        },
        { path: `${GITLAB_FOLDER}/README.md`, text: await gitlabReadme(root) },
        {
          path: `${GITLAB_FOLDER}/LICENSE`,
          text: readFileSync(path.join(root, 'LICENSE'), 'utf8').replace(/\r\n/g, '\n')
        }
      ]
    }
  }
}

export const gitlab: Wrapper = gitlabWrapper()
