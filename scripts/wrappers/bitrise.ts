/**
 * The Bitrise step (ci/bitrise/): step.yml, as the StepLib takes it, and step.sh, which its bash
 * toolkit runs. Each input of the tool is an input of the step, keyed as step.sh reads it
 * (`ipa_path`); step.sh runs the package's tool (published-package.ts), which hands its outputs to
 * envman (src/platforms/bitrise.ts): the later steps have them as APP_DEPLOY_* variables.
 */
import {
  type GeneratedFile,
  type Wrapper,
  type WrapperInput,
  type WrapperOutput,
  wrapperInputs,
  wrapperOutputs
} from '../wrappers.js'
import { formatYaml, yamlText } from './format-yaml.js'
import {
  publishedPackage,
  type PublishedPackage,
  runScript,
  stepVariable
} from './published-package.js'

const FOLDER = 'ci/bitrise'

/**
 * Where the bash toolkit finds step.sh: the StepLib's spec names this repository (at the release's
 * tag) as the step's source, and Bitrise runs `bash <source>/<entry_file>` (BashToolkit's
 * StepRunCommandArguments, toolkits/bash.go of bitrise-io/bitrise).
 */
export const ENTRY_FILE = `${FOLDER}/step.sh`

/** The first sentence of a description, for a summary. */
function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/)
  return end < 0 ? text : text.slice(0, end + 1)
}

function stepInput(input: WrapperInput): Record<string, unknown> {
  const choices = input.switch ? ['true', 'false'] : input.choices
  return {
    // A sensitive input holds a reference to a secret, never the value (Bitrise refuses one).
    [stepVariable(input)]: input.secret ? `$${input.variable}` : (input.default ?? ''),
    opts: {
      title: input.name,
      summary: firstSentence(input.description),
      description:
        input.name === 'command'
          ? `${input.description}: the tool's command, its first word.`
          : `${input.description}\n\nThe tool reads it as ${input.variable}.`,
      is_required: input.required || input.name === 'command',
      ...(choices ? { value_options: [...choices] } : {}),
      ...(input.secret ? { is_sensitive: true } : {})
    }
  }
}

function stepOutput(output: WrapperOutput): Record<string, unknown> {
  return {
    [output.variable]: null,
    opts: {
      title: output.name,
      summary: firstSentence(output.description),
      description: output.description
    }
  }
}

function stepYml(pkg: PublishedPackage): Record<string, unknown> {
  const inputs = wrapperInputs()
  // `command` first: it says what the step does, and which other inputs it reads.
  const ordered = [
    ...inputs.filter(i => i.name === 'command'),
    ...inputs.filter(i => i.name !== 'command')
  ]
  return {
    title: 'App Store Deploy',
    summary:
      "Submit an iOS IPA to the App Store, check it against Apple's rules, or follow a submission.",
    description: [
      `Runs \`${pkg.bin} <command>\` from the npm package ${pkg.spec} (npx): the stack needs Node ${pkg.node}, as Bitrise's macOS and Linux stacks have it; nothing else is installed.`,
      '',
      'Each input is for the commands its description names first (none: every command). An input left empty leaves the variable the tool reads as it was, so a step after a submit finds its APP_DEPLOY_SUBMISSION_ID. The outputs are APP_DEPLOY_* variables of the steps after this one; the summary and reports go to $BITRISE_DEPLOY_DIR.',
      '',
      `Documentation: ${pkg.source}#readme`
    ].join('\n'),
    website: pkg.source,
    source_code_url: pkg.source,
    support_url: `${pkg.source}/issues`,
    project_type_tags: ['ios', 'react-native', 'flutter', 'cordova', 'ionic'],
    type_tags: ['deploy'],
    is_requires_admin_user: false,
    is_always_run: false,
    is_skippable: false,
    toolkit: { bash: { entry_file: ENTRY_FILE } },
    inputs: ordered.map(stepInput),
    outputs: wrapperOutputs().map(stepOutput)
  }
}

export const bitrise: Wrapper = {
  ci: 'Bitrise',
  async files(): Promise<GeneratedFile[]> {
    const pkg = publishedPackage()
    const header = '# Generated from the declarations: npm run docs.\n'
    return [
      {
        path: `${FOLDER}/step.yml`,
        text: await formatYaml(`${header}${yamlText(stepYml(pkg))}`, `${FOLDER}/step.yml`)
      },
      { path: ENTRY_FILE, text: runScript(pkg, wrapperInputs(), false) }
    ]
  }
}
