import * as core from '@actions/core'
import * as glob from '@actions/glob'
import { constants as fsConstants, promises as fs } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import {
  COMMANDS,
  Inputs,
  PREFLIGHT_MODES,
  type Command,
  type PreflightMode
} from '../constants.js'
import type {
  ActionConfig,
  ConnectionConfig,
  DeleteSelection,
  IpaSource,
  TeamChoice
} from './config.js'
import {
  InputProblem,
  isLoopbackHost,
  parseBoolean,
  parseDay,
  parseDuration,
  parseEmails,
  parseHttpUrl,
  parseIds,
  parseInteger,
  splitList,
  yesterdayUtc
} from './parse.js'

/** Every problem found in the inputs, reported together so that one fix-up run is enough. */
export class InputErrors extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} inputs need fixing:\n${problems.map(p => `- ${p}`).join('\n')}`
    )
    this.name = 'InputErrors'
  }
}

/** Inputs each command reads; any other input given with no default is reported as ignored. */
const COMMAND_INPUTS: Record<Command, string[]> = {
  submit: [
    Inputs.IpaPath,
    Inputs.IpaUrl,
    Inputs.TeamId,
    Inputs.TeamName,
    Inputs.NotifyEmails,
    Inputs.GithubToken
  ],
  upload: [Inputs.IpaPath, Inputs.IpaUrl],
  'list-ipas': [],
  'delete-ipa': [Inputs.IpaId, Inputs.KeepLatest],
  teams: [],
  analytics: [Inputs.AppId, Inputs.Date, Inputs.Countries, Inputs.ReportPath]
}
const OPTIONAL_COMMAND_INPUTS = [...new Set(Object.values(COMMAND_INPUTS).flat())]

const MAX_INT32 = 2_147_483_647

function input(name: string): string {
  return core.getInput(name, { trimWhitespace: true })
}

/**
 * Reads and validates every input into a typed configuration. Sends nothing. The API key is masked
 * before anything else happens, so no later log line can show it.
 */
export async function getInputs(): Promise<ActionConfig> {
  const problems: string[] = []
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read()
    } catch (error) {
      if (error instanceof InputProblem) {
        problems.push(error.message)
        return undefined
      }
      throw error
    }
  }
  const attemptAsync = async <T>(read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read()
    } catch (error) {
      if (error instanceof InputProblem) {
        problems.push(error.message)
        return undefined
      }
      throw error
    }
  }

  const apiKey = input(Inputs.ApiKey)
  if (apiKey) {
    core.setSecret(apiKey)
    // Never quote the key: say what is wrong with it, not what it is.
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
      problems.push(
        `Input '${Inputs.ApiKey}' holds a space, a line break, a control or a non-ASCII character, which cannot be sent in the Authorization header: copy the key into the secret again, with nothing around it.`
      )
    }
  } else {
    problems.push(
      `Input '${Inputs.ApiKey}' is required: pass the service's API key from a secret, e.g. \`api-key: \${{ secrets.APP_DEPLOY_API_KEY }}\`.`
    )
  }

  const commandText = (input(Inputs.Command) || 'submit').toLowerCase()
  const command = COMMANDS.find(c => c === commandText)
  if (!command) {
    throw new InputErrors([
      `Input '${Inputs.Command}' is '${commandText}', which is not a command: use one of ${COMMANDS.join(', ')}.`,
      ...problems
    ])
  }

  const connection = attempt(() => readConnection(apiKey))
  const dryRun =
    attempt(() => parseBoolean(Inputs.DryRun, input(Inputs.DryRun) || 'false')) ?? false

  for (const name of OPTIONAL_COMMAND_INPUTS) {
    if (!COMMAND_INPUTS[command].includes(name) && input(name)) {
      core.warning(`Input '${name}' is ignored by the '${command}' command.`)
    }
  }

  let config: ActionConfig | undefined
  switch (command) {
    case 'submit': {
      const source = await attemptAsync(() => readIpaSource())
      const team = attempt(() => readTeamChoice())
      const notifyEmails =
        attempt(() => parseEmails(Inputs.NotifyEmails, input(Inputs.NotifyEmails))) ?? []
      const wait = attempt(() => parseBoolean(Inputs.Wait, input(Inputs.Wait) || 'true'))
      const waitTimeoutMs = attempt(() =>
        parseDuration(Inputs.WaitTimeout, input(Inputs.WaitTimeout) || '30m')
      )
      const pollIntervalMs = attempt(() =>
        parseDuration(Inputs.PollInterval, input(Inputs.PollInterval) || '30s')
      )
      const preflight = attempt(() => readPreflight())
      const environment = input(Inputs.Environment) || 'app-store'
      const githubToken = input(Inputs.GithubToken) || undefined
      if (githubToken) core.setSecret(githubToken)
      if (
        connection &&
        source &&
        team &&
        wait !== undefined &&
        waitTimeoutMs &&
        pollIntervalMs &&
        preflight
      ) {
        config = {
          command,
          connection,
          dryRun,
          source,
          team,
          notifyEmails,
          wait,
          waitTimeoutMs,
          pollIntervalMs,
          preflight,
          environment,
          githubToken
        }
      }
      break
    }
    case 'upload': {
      const source = await attemptAsync(() => readIpaSource())
      const preflight = attempt(() => readPreflight())
      if (connection && source && preflight)
        config = { command, connection, dryRun, source, preflight }
      break
    }
    case 'list-ipas':
    case 'teams':
      if (connection) config = { command, connection, dryRun }
      break
    case 'delete-ipa': {
      const selection = attempt(() => readDeleteSelection())
      if (connection && selection) config = { command, connection, dryRun, selection }
      break
    }
    case 'analytics': {
      const appId = attempt(() => readAppId())
      const date = attempt(() =>
        input(Inputs.Date) ? parseDay(Inputs.Date, input(Inputs.Date)) : yesterdayUtc()
      )
      const countries = attempt(() => readCountries()) ?? []
      const givenReportPath = input(Inputs.ReportPath)
      const reportPathFree = givenReportPath
        ? await attemptAsync(() => checkReportPath(path.resolve(givenReportPath)))
        : true
      if (connection && appId && date && reportPathFree) {
        const reportPath =
          givenReportPath ||
          path.join(process.env.RUNNER_TEMP || os.tmpdir(), `app-analytics-${appId}-${date}.json`)
        config = {
          command,
          connection,
          dryRun,
          appId,
          date,
          countries,
          reportPath: path.resolve(reportPath)
        }
      }
      break
    }
  }
  if (problems.length > 0 || !config) throw new InputErrors(problems)
  return config
}

function readConnection(apiKey: string): ConnectionConfig {
  const raw = input(Inputs.BaseUrl)
  if (!raw) {
    throw new InputProblem(
      Inputs.BaseUrl,
      'is required: give the service address ending in /api/v1, e.g. https://deploy.example.com/api/v1.'
    )
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputProblem(
      Inputs.BaseUrl,
      `is '${raw}', which is not a URL: write e.g. https://deploy.example.com/api/v1.`
    )
  }
  if (url.username || url.password) {
    throw new InputProblem(
      Inputs.BaseUrl,
      'must not hold credentials: pass the key in api-key instead.'
    )
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputProblem(
      Inputs.BaseUrl,
      `uses http:// for ${url.hostname}: the API key would travel unencrypted. Use https:// (plain http is allowed only for loopback hosts such as 127.0.0.1).`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputProblem(Inputs.BaseUrl, `uses '${url.protocol}': use https://.`)
  }
  if (url.search || url.hash) {
    throw new InputProblem(
      Inputs.BaseUrl,
      'must not have a query or a fragment: give the address ending in /api/v1.'
    )
  }
  const pathname = url.pathname.replace(/\/+$/, '')
  if (!pathname.endsWith('/api/v1')) {
    throw new InputProblem(
      Inputs.BaseUrl,
      `is '${raw}', which does not end in /api/v1: give the service's versioned address, e.g. ${url.origin}/api/v1.`
    )
  }
  const retries = parseInteger(Inputs.Retries, input(Inputs.Retries) || '4', {
    min: 0,
    max: 10,
    what: 'a number of retries'
  })
  const requestTimeoutMs = parseDuration(
    Inputs.RequestTimeout,
    input(Inputs.RequestTimeout) || '60s'
  )
  return { apiKey, baseUrl: `${url.origin}${pathname}`, retries, requestTimeoutMs }
}

async function readIpaSource(): Promise<IpaSource> {
  const pattern = input(Inputs.IpaPath)
  const url = input(Inputs.IpaUrl)
  if (pattern && url) {
    throw new InputProblem(
      Inputs.IpaPath,
      `and '${Inputs.IpaUrl}' are both set: give one of them, not both.`
    )
  }
  if (url) return { kind: 'url', url: parseHttpUrl(Inputs.IpaUrl, url).href }
  if (!pattern) {
    throw new InputProblem(
      Inputs.IpaPath,
      `is empty, and so is '${Inputs.IpaUrl}': give the path of the .ipa to send (a glob such as build/*.ipa works) or a URL the service can fetch it from.`
    )
  }
  return { kind: 'file', ...(await findOneFile(pattern)) }
}

async function findOneFile(pattern: string): Promise<{ path: string; size: number }> {
  const globber = await glob.create(pattern, { matchDirectories: true, implicitDescendants: false })
  const matches = [...new Set(await globber.glob())]
  if (matches.length === 0) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${pattern}' matches no file (working directory: ${process.cwd()}). Check the path, and that the step that exports the IPA ran before this one.`
    )
  }
  if (matches.length > 1) {
    const shown = matches.slice(0, 10).map(m => `  ${m}`)
    if (matches.length > 10) shown.push(`  … and ${matches.length - 10} more`)
    throw new InputProblem(
      Inputs.IpaPath,
      `'${pattern}' matches ${matches.length} files; it must match exactly one. Narrow the pattern. Matches:\n${shown.join('\n')}`
    )
  }
  const file = matches[0]
  const stat = await fs.stat(file)
  if (stat.isDirectory()) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is a directory: give the .ipa file inside it (e.g. ${path.join(pattern, '*.ipa')}).`
    )
  }
  if (!stat.isFile()) throw new InputProblem(Inputs.IpaPath, `'${file}' is not a regular file.`)
  try {
    await fs.access(file, fsConstants.R_OK)
  } catch {
    throw new InputProblem(Inputs.IpaPath, `'${file}' cannot be read: check its permissions.`)
  }
  if (stat.size === 0)
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is empty (0 bytes): the export step may have failed.`
    )
  return { path: file, size: stat.size }
}

/** A report path must name a file: a folder there would fail the step only after the download. */
async function checkReportPath(reportPath: string): Promise<true> {
  const stat = await fs.stat(reportPath).catch(() => undefined)
  if (stat?.isDirectory()) {
    throw new InputProblem(
      Inputs.ReportPath,
      `'${reportPath}' is a directory: give the path of the JSON file to write, e.g. ${path.join(reportPath, 'analytics.json')}.`
    )
  }
  return true
}

function readTeamChoice(): TeamChoice {
  const id = input(Inputs.TeamId)
  const name = input(Inputs.TeamName)
  if (id) {
    return {
      kind: 'id',
      id: parseInteger(Inputs.TeamId, id, {
        min: 1,
        max: MAX_INT32,
        what: 'a team id from the teams command'
      })
    }
  }
  if (name) return { kind: 'name', name }
  return { kind: 'only' }
}

function readPreflight(): PreflightMode {
  const value = (input(Inputs.Preflight) || 'strict').toLowerCase()
  const mode = PREFLIGHT_MODES.find(m => m === value)
  if (!mode) throw new InputProblem(Inputs.Preflight, `is '${value}': use strict, warn or off.`)
  return mode
}

function readDeleteSelection(): DeleteSelection {
  const ids = input(Inputs.IpaId)
  const keep = input(Inputs.KeepLatest)
  if (ids && keep) {
    throw new InputProblem(
      Inputs.IpaId,
      `and '${Inputs.KeepLatest}' are both set: give the ids to delete, or how many of the newest to keep, not both.`
    )
  }
  if (keep) {
    return {
      kind: 'keep-latest',
      keep: parseInteger(Inputs.KeepLatest, keep, {
        min: 0,
        max: 100_000,
        what: 'how many of the newest IPAs to keep'
      })
    }
  }
  if (!ids) {
    throw new InputProblem(
      Inputs.IpaId,
      `is empty, and so is '${Inputs.KeepLatest}': give the ids to delete, or keep-latest: N.`
    )
  }
  return { kind: 'ids', ids: parseIds(Inputs.IpaId, ids) }
}

function readAppId(): string {
  const appId = input(Inputs.AppId)
  if (!appId)
    throw new InputProblem(
      Inputs.AppId,
      'is required by the analytics command: give the app identifier.'
    )
  if (!/^[A-Za-z0-9._:-]{1,200}$/.test(appId)) {
    throw new InputProblem(
      Inputs.AppId,
      `is '${appId}': an app id has letters, digits, '.', '_', ':' or '-' only.`
    )
  }
  return appId
}

function readCountries(): string[] {
  const codes = splitList(input(Inputs.Countries))
  const bad = codes.filter(code => !/^[A-Za-z]{3}$/.test(code))
  if (bad.length > 0) {
    throw new InputProblem(
      Inputs.Countries,
      `has codes that are not three letters: ${bad.map(b => `'${b}'`).join(', ')}. Use ISO 3166-1 alpha-3 codes such as USA, DEU, JPN.`
    )
  }
  return [...new Set(codes.map(code => code.toUpperCase()))]
}
