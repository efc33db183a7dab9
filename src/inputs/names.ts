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
  PreflightSkip: 'preflight-skip',
  For: 'for',
  SarifFile: 'sarif-file',
  JunitFile: 'junit-file',
  Code: 'code',
  Multiple: 'multiple',
  Concurrency: 'concurrency',
  FleetManifest: 'fleet-manifest',
  SendPassing: 'send-passing',
  IpaId: 'ipa-id',
  KeepLatest: 'keep-latest',
  AppId: 'app-id',
  Date: 'date',
  Days: 'days',
  Countries: 'countries',
  ReportPath: 'report-path',
  DryRun: 'dry-run',
  Retries: 'retries',
  RequestTimeout: 'request-timeout',
  GithubToken: 'github-token',
  Environment: 'environment',
  SubmissionId: 'submission-id',
  DeploymentId: 'deployment-id',
  ReleaseId: 'release-id',
  ShardIndex: 'shard-index',
  ShardTotal: 'shard-total',
  ReportFile: 'report-file',
  Reports: 'reports'
} as const

/** Output names: a contract with users' workflows (see action.yml). Never rename one. */
export const Outputs = {
  SubmissionId: 'submission-id',
  SubmissionIds: 'submission-ids',
  Status: 'status',
  CreatedAt: 'created-at',
  IpaId: 'ipa-id',
  IpaIds: 'ipa-ids',
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
  CsvPath: 'csv-path',
  DaysRead: 'days-read',
  Installs: 'installs',
  Impressions: 'impressions',
  PageViews: 'page-views',
  UniquePageViews: 'unique-page-views',
  DeploymentId: 'deployment-id',
  DeploymentIds: 'deployment-ids',
  FailureReason: 'failure-reason',
  CompletedCount: 'completed-count',
  FailedCount: 'failed-count',
  ProblemCount: 'problem-count',
  WarningCount: 'warning-count',
  Json: 'json'
} as const

export type InputName = (typeof Inputs)[keyof typeof Inputs]
export type OutputName = (typeof Outputs)[keyof typeof Outputs]

/**
 * `team-id` → `APP_DEPLOY_TEAM_ID`: how the command-line tool names an input's variable, and an
 * output's line on stdout (the dotenv report a later job reads).
 */
export function envName(name: string): string {
  return `APP_DEPLOY_${name.toUpperCase().replace(/-/g, '_')}`
}
