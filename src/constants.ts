/** Input names: a contract with users' workflows (see action.yml). Never rename one. */
export const Inputs = {
  ApiKey: 'api-key',
  BaseUrl: 'base-url',
  Command: 'command',
  IpaPath: 'ipa-path',
  IpaUrl: 'ipa-url',
  TeamId: 'team-id',
  TeamName: 'team-name',
  NotifyEmails: 'notify-emails',
  Wait: 'wait',
  WaitTimeout: 'wait-timeout',
  PollInterval: 'poll-interval',
  Preflight: 'preflight',
  IpaId: 'ipa-id',
  KeepLatest: 'keep-latest',
  AppId: 'app-id',
  Date: 'date',
  Countries: 'countries',
  ReportPath: 'report-path',
  DryRun: 'dry-run',
  Retries: 'retries',
  RequestTimeout: 'request-timeout',
  GithubToken: 'github-token',
  Environment: 'environment'
} as const

/** Output names: a contract with users' workflows (see action.yml). Never rename one. */
export const Outputs = {
  SubmissionId: 'submission-id',
  Status: 'status',
  CreatedAt: 'created-at',
  IpaId: 'ipa-id',
  SourceUrl: 'source-url',
  TeamId: 'team-id',
  BundleId: 'bundle-id',
  Version: 'version',
  Build: 'build',
  Sha256: 'sha256',
  Size: 'size',
  DeletedIds: 'deleted-ids',
  Count: 'count',
  ReportPath: 'report-path',
  Installs: 'installs',
  Impressions: 'impressions',
  PageViews: 'page-views',
  UniquePageViews: 'unique-page-views',
  DeploymentId: 'deployment-id',
  Json: 'json'
} as const

export const COMMANDS = [
  'submit',
  'upload',
  'list-ipas',
  'delete-ipa',
  'teams',
  'analytics'
] as const
export type Command = (typeof COMMANDS)[number]

export const PREFLIGHT_MODES = ['strict', 'warn', 'off'] as const
export type PreflightMode = (typeof PREFLIGHT_MODES)[number]

export const ACTION_NAME = 'app-store-deploy-action'
export const ACTION_VERSION = '0.1.0'
