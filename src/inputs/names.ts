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
  ReleaseId: 'release-id'
} as const

/** Output names: a contract with users' workflows (see action.yml). Never rename one. */
export const Outputs = {
  SubmissionId: 'submission-id',
  SubmissionIds: 'submission-ids',
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
  CsvPath: 'csv-path',
  DaysRead: 'days-read',
  Installs: 'installs',
  Impressions: 'impressions',
  PageViews: 'page-views',
  UniquePageViews: 'unique-page-views',
  DeploymentId: 'deployment-id',
  FailureReason: 'failure-reason',
  Json: 'json'
} as const

export type InputName = (typeof Inputs)[keyof typeof Inputs]
export type OutputName = (typeof Outputs)[keyof typeof Outputs]
