import type { Command, PreflightMode } from '../constants.js'

/** The typed configuration every command runs from: inputs read and validated, nothing sent yet. */

export interface ConnectionConfig {
  apiKey: string
  /** Without a trailing slash, e.g. `https://deploy.example.com/api/v1`. */
  baseUrl: string
  retries: number
  requestTimeoutMs: number
}

export type IpaSource = { kind: 'file'; path: string; size: number } | { kind: 'url'; url: string }

export type TeamChoice =
  { kind: 'id'; id: number } | { kind: 'name'; name: string } | { kind: 'only' }

interface Base {
  connection: ConnectionConfig
  dryRun: boolean
}

export interface SubmitConfig extends Base {
  command: 'submit'
  source: IpaSource
  team: TeamChoice
  notifyEmails: string[]
  wait: boolean
  waitTimeoutMs: number
  pollIntervalMs: number
  preflight: PreflightMode
  githubToken?: string
  environment: string
}

export interface UploadConfig extends Base {
  command: 'upload'
  source: IpaSource
  preflight: PreflightMode
}

export interface ListIpasConfig extends Base {
  command: 'list-ipas'
}

export type DeleteSelection = { kind: 'ids'; ids: string[] } | { kind: 'keep-latest'; keep: number }

export interface DeleteIpaConfig extends Base {
  command: 'delete-ipa'
  selection: DeleteSelection
}

export interface TeamsConfig extends Base {
  command: 'teams'
}

export interface AnalyticsConfig extends Base {
  command: 'analytics'
  appId: string
  /** YYYY-MM-DD */
  date: string
  /** Upper-case ISO 3166-1 alpha-3 codes; empty means all. */
  countries: string[]
  reportPath: string
}

export type ActionConfig =
  SubmitConfig | UploadConfig | ListIpasConfig | DeleteIpaConfig | TeamsConfig | AnalyticsConfig

export type ConfigFor<C extends Command> = Extract<ActionConfig, { command: C }>
