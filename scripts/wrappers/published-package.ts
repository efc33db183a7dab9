/**
 * What the CircleCI orb and the Bitrise step share: the npm package they run (package.json's name,
 * version, command, Node range and repository, read here and nowhere else) and the bash script that
 * runs it with the step's inputs.
 */
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { repoRoot } from '../markdown.js'
import type { WrapperInput } from '../wrappers.js'

export interface PublishedPackage {
  /** `app-store-deploy@0.1.0`: what npx fetches. */
  spec: string
  name: string
  version: string
  /** The tool's command, package.json's one `bin`. */
  bin: string
  /** engines.node: `>=20.19`. */
  node: string
  /** The repository's web page: `https://github.com/your-org/app-store-deploy-action`. */
  source: string
  /** The repository's owner on GitHub: the orb's namespace. */
  owner: string
}

interface PackageJson {
  name?: string
  version?: string
  bin?: Record<string, string>
  engines?: { node?: string }
  repository?: string | { url?: string }
}

/** npm's rules for a name (scoped or not) and a version, narrowed to what is safe in a script. */
const SAFE_SPEC = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@[0-9A-Za-z.+-]+$/

export function publishedPackage(root = repoRoot): PublishedPackage {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson
  const { name = '', version = '' } = pkg
  const spec = `${name}@${version}`
  if (!SAFE_SPEC.test(spec)) throw new Error(`package.json: ${spec} is not a package to run`)
  const bins = Object.keys(pkg.bin ?? {})
  if (bins.length !== 1)
    throw new Error('package.json: the wrappers run its one bin, and it has not one')
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url
  // npm writes `git+https://github.com/owner/repo.git`; the wrappers link its web page.
  const github = /github\.com[/:]([^/]+)\/([^/]+?)(\.git)?$/.exec(url ?? '')
  if (!github)
    throw new Error(
      "package.json: its repository (on GitHub) is the orb's source_url and namespace and the step's source_code_url"
    )
  return {
    spec,
    name,
    version,
    bin: bins[0],
    node: pkg.engines?.node ?? '',
    source: `https://github.com/${github[1]}/${github[2]}`,
    owner: github[1]
  }
}

/** The variable a step gives an input's value in, before the script hands it on: `ipa_path`. */
export function stepVariable(input: Pick<WrapperInput, 'name'>): string {
  return input.name.replace(/-/g, '_')
}

/**
 * The bash script a step runs: each input, a variable named by stepVariable (set by the CI from the
 * step's inputs, never part of the script's text), exported under the tool's name when it holds a
 * value; then the package's command `$command`. `export "NAME=$value"` gives the value as it is, so
 * no shell reads it as code. An input left empty leaves the tool's name as it was: an earlier step's
 * output there (APP_DEPLOY_SUBMISSION_ID) reaches the tool. A secret's variable holds its value or
 * (secretsByName, the orb's env_var_name) the name of the variable that holds it.
 */
export function runScript(
  pkg: PublishedPackage,
  inputs: readonly WrapperInput[],
  secretsByName: boolean
): string {
  const given = inputs.filter(input => input.name !== 'command')
  const handOn = (input: WrapperInput): string =>
    `${input.secret && secretsByName ? 'hand_on_named' : 'hand_on'} ${stepVariable(input)} ${input.variable}`
  return [
    '#!/usr/bin/env bash',
    `# Runs \`${pkg.bin} "$command"\` from the npm package ${pkg.spec} (Node ${pkg.node}), its inputs`,
    '# given as the variables named below (ipa_path), each exported under the name the tool reads',
    '# (APP_DEPLOY_IPA_PATH) when it holds a value. Generated from the declarations: npm run docs.',
    'set -euo pipefail',
    '',
    'hand_on() {',
    '  if [ -n "${!1:-}" ]; then export "$2=${!1}"; fi',
    '}',
    ...(secretsByName ? HAND_ON_NAMED : []),
    '',
    ...given.map(handOn),
    '',
    // `--package` and `--`: npx would take the first word after it for the package's own command.
    `exec npx --yes --package='${pkg.spec}' -- ${pkg.bin} "$command"`,
    ''
  ].join('\n')
}

/** A secret given by the name of the variable that holds it: never its value, nor code. */
const HAND_ON_NAMED = [
  '',
  '# $1 holds the name of the variable that holds the secret (APP_DEPLOY_API_KEY).',
  'hand_on_named() {',
  '  local holder="${!1:-}"',
  '  if [ -z "$holder" ]; then return; fi',
  '  if [[ ! "$holder" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then',
  '    echo "$1 must be the name of the environment variable that holds it, not its value." >&2',
  '    exit 2',
  '  fi',
  '  if [ -n "${!holder:-}" ]; then',
  '    export "$2=${!holder}"',
  '  elif [ "$holder" != "$2" ]; then',
  '    echo "$1 names $holder, which is not set in this job (a context or project variable)." >&2',
  '  fi',
  '}'
]
