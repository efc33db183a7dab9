import { INPUT_DEFAULTS } from '../inputs/declared-inputs.js'
import { Inputs, type InputName } from '../inputs/names.js'
import {
  InputProblem,
  isLoopbackHost,
  parseBoolean,
  parseDuration,
  parseInteger
} from '../inputs/parse.js'
import { InputErrors, InputReader, type InputNames, type InputSource } from '../inputs/reader.js'
import { SHARED_INPUTS, sharedInputsOf, type Command } from './command.js'
import { COMMANDS, findCommand } from './registry.js'

export interface ConnectionConfig {
  /** How to reach the service: none for a command that makes no request to it (`service: false`). */
  service?: ServiceConfig
  /** The secret inputs' values (the key, a github-token): nothing from the service may show one. */
  secrets: string[]
  /** The secret parts of a URL input: never quoted in a message, kept in the service's answers. */
  urlSecrets: string[]
  retries: number
  requestTimeoutMs: number
}

export interface ServiceConfig {
  apiKey: string
  /** Without a trailing slash, e.g. `https://deploy.example.com/api/v1`. */
  baseUrl: string
}

/** What one run of the action does: a command, its typed configuration and how to reach the service. */
export interface ActionInputs {
  command: Command<unknown>
  config: unknown
  connection: ConnectionConfig
  dryRun: boolean
  /** How messages name inputs, for those a command writes once it runs. */
  names: InputNames
}

/**
 * Reads and checks every input before anything is sent, and reports every problem at once. The API
 * key, and every other secret the command reads, is masked as the reader is made, so no later log
 * line can show it.
 */
export async function readInputs(
  source: InputSource,
  warn: (message: string) => void,
  /** Told the command as soon as it is known, so that even bad inputs get its summary title. */
  found: (command: Command<unknown>) => void = () => undefined,
  /** Problems the adapter found already (a flag the command-line tool does not know), told with the rest. */
  earlier: readonly string[] = []
): Promise<ActionInputs> {
  const commandName = (source.given(Inputs.Command) || INPUT_DEFAULTS.command || '').toLowerCase()
  const command = findCommand(commandName)
  if (command) found(command)
  const shared = command ? sharedInputsOf(command) : SHARED_INPUTS
  const inputs = new InputReader(new Set([...shared, ...(command?.inputs ?? [])]), source)
  inputs.problems.push(...earlier)
  // A command that makes no request to the service neither needs nor reads its key and address.
  const service = command?.service === false ? undefined : readService(inputs)
  if (!command) {
    throw new InputErrors([
      `${inputs.describe(Inputs.Command)} is '${commandName}', which is not a command: use one of ${COMMANDS.map(c => c.name).join(', ')}.`,
      ...inputs.problems
    ])
  }
  const retries = inputs.check(() =>
    parseInteger(Inputs.Retries, inputs.value(Inputs.Retries), {
      min: 0,
      max: 10,
      what: 'a number of retries'
    })
  )
  const requestTimeoutMs = inputs.check(() =>
    parseDuration(Inputs.RequestTimeout, inputs.value(Inputs.RequestTimeout))
  )
  const dryRun = inputs.check(() => parseBoolean(Inputs.DryRun, inputs.value(Inputs.DryRun)))
  for (const name of ignoredInputs(command, source)) {
    warn(`${inputs.describe(name)} is ignored by the '${command.name}' command.`)
  }
  const config = await command.read(inputs)
  for (const note of inputs.notes) warn(note)
  if (
    inputs.problems.length > 0 ||
    config === undefined ||
    (command.service !== false && service === undefined) ||
    retries === undefined ||
    requestTimeoutMs === undefined ||
    dryRun === undefined
  ) {
    throw new InputErrors(inputs.problems)
  }
  const connection = {
    service,
    secrets: inputs.secrets,
    urlSecrets: inputs.urlSecrets,
    retries,
    requestTimeoutMs
  }
  return { command, config, connection, dryRun, names: inputs.names }
}

/** The key and the base URL; undefined when the base URL is wrong (the reader holds why). */
function readService(inputs: InputReader): ServiceConfig | undefined {
  const apiKey = readApiKey(inputs)
  const baseUrl = inputs.check(() => parseBaseUrl(inputs.value(Inputs.BaseUrl)))
  return baseUrl === undefined ? undefined : { apiKey, baseUrl }
}

function readApiKey(inputs: InputReader): string {
  const apiKey = inputs.value(Inputs.ApiKey)
  if (!apiKey) {
    inputs.problem(
      inputs.emptyKey ?? `${inputs.describe(Inputs.ApiKey)} is required: ${inputs.keyHint}.`
    )
  } else if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    // Never quote the key: say what is wrong with it, not what it is.
    inputs.problem(
      `${inputs.describe(Inputs.ApiKey)} holds a space, a line break, a control or a non-ASCII character, which cannot be sent in the Authorization header: copy the key into the secret again, with nothing around it.`
    )
  }
  return apiKey
}

/** Inputs without a default that another command reads, given to this one, which does not. */
function ignoredInputs(command: Command<unknown>, source: InputSource): InputName[] {
  const others = new Set<InputName>(COMMANDS.flatMap(c => c.inputs))
  return [...others].filter(
    name =>
      INPUT_DEFAULTS[name] === undefined &&
      !command.inputs.includes(name) &&
      source.given(name) !== ''
  )
}

/** The service's versioned address, without a trailing slash. */
function parseBaseUrl(raw: string): string {
  const problem = (text: string): InputProblem => new InputProblem(Inputs.BaseUrl, text)
  if (!raw) {
    throw problem(
      'is required: give the service address ending in /api/v1, e.g. https://deploy.example.com/api/v1.'
    )
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw problem(`is '${raw}', which is not a URL: write e.g. https://deploy.example.com/api/v1.`)
  }
  if (url.username || url.password) {
    throw problem(
      "must not hold credentials: give the service's API key as the key, not in the address."
    )
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw problem(
      `uses http:// for ${url.hostname}: the API key would travel unencrypted. Use https:// (plain http is allowed only for loopback hosts such as 127.0.0.1).`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw problem(`uses '${url.protocol}': use https://.`)
  }
  if (url.search || url.hash) {
    throw problem('must not have a query or a fragment: give the address ending in /api/v1.')
  }
  const pathname = url.pathname.replace(/\/+$/, '')
  if (!pathname.endsWith('/api/v1')) {
    throw problem(
      `is '${raw}', which does not end in /api/v1: give the service's versioned address, e.g. ${url.origin}/api/v1.`
    )
  }
  return `${url.origin}${pathname}`
}
