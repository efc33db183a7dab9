import type { InputName } from '../inputs/names.js'
import type { InputDeclaration } from './declarations.js'

/** Every input, in action.yml's order (see declarations.ts). */
export const INPUTS: { readonly [Name in InputName]: InputDeclaration } = {
  'api-key': {
    description:
      'API key of the service, sent as `Authorization: Bearer <key>`. Pass it from a secret; it is masked at once.',
    required: true
  },
  'base-url': {
    description:
      'Service base URL ending in `/api/v1`, e.g. `https://deploy.example.com/api/v1`. `https` only, except loopback hosts (local emulators).',
    required: true
  },
  command: {
    description: 'What to do',
    default: 'submit'
  },
  'ipa-path': {
    commands: ['submit', 'upload'],
    description: 'Path or glob of the `.ipa` to send; it must match exactly one file.'
  },
  'ipa-url': {
    commands: ['submit', 'upload'],
    description:
      'URL the service fetches the IPA from (`remote_source_url`). Give `ipa-path` or `ipa-url`, not both.'
  },
  'team-id': {
    commands: ['submit'],
    description: 'Integer team id from the teams listing.'
  },
  'team-name': {
    commands: ['submit'],
    description:
      "Used when `team-id` is empty: the team of that name (any case). With neither, the account's only team."
  },
  'notify-emails': {
    commands: ['submit'],
    description:
      'E-mail addresses that receive progress, separated by commas, spaces or new lines; sent comma-separated.'
  },
  wait: {
    switch: true,
    commands: ['submit', 'status'],
    description:
      'Poll the submission until its status is final. For `status`, `false` reads the status once.',
    cli: "Wait until the submission's status is final. With --no-wait, submit ends once the submission is made, and status reads the status once.",
    default: 'true'
  },
  'wait-timeout': {
    commands: ['submit', 'status'],
    description:
      'How long to wait: seconds (`900`) or a duration (`90s`, `30m`, `2h`). A wait that outlives it fails the step.',
    cli: 'How long to wait: seconds (900) or a duration (90s, 30m, 2h). A wait that outlives it fails the command (exit 1).',
    default: '30m'
  },
  'poll-interval': {
    commands: ['submit', 'status'],
    description: 'Time between status polls (same formats as `wait-timeout`).',
    default: '30s'
  },
  preflight: {
    commands: ['submit', 'upload'],
    description:
      'IPA checks before sending: `strict` (a problem stops it), `warn` (problems become warnings) or `off`.',
    default: 'strict'
  },
  'preflight-skip': {
    commands: ['submit', 'upload'],
    description:
      'App Store rules for preflight to skip, by code (`ITMS-91053`), separated by commas, spaces or lines; docs/preflight.md lists them.'
  },
  'ipa-id': {
    commands: ['delete-ipa'],
    description: 'One or more stored unsigned IPA ids, separated by commas, spaces or new lines.'
  },
  'keep-latest': {
    commands: ['delete-ipa'],
    description: 'Delete every stored unsigned IPA except the N newest (by `created_at`).'
  },
  'app-id': {
    commands: ['analytics'],
    description: 'App identifier.'
  },
  date: {
    commands: ['analytics'],
    description:
      'A day, `YYYY-MM-DD`, or a range `YYYY-MM-DD..YYYY-MM-DD` of at most 92 days. Default: yesterday (UTC).'
  },
  days: {
    commands: ['analytics'],
    description:
      '1 to 92: the N days ending yesterday (UTC), or ending at `date` when that is one day. Not with a range in `date`.'
  },
  countries: {
    commands: ['analytics'],
    description:
      'ISO 3166-1 alpha-3 codes separated by commas or spaces; sent as `country_iso_codes=["USA","DEU"]`. Default: all countries.'
  },
  'report-path': {
    commands: ['analytics'],
    description:
      'Where the report JSON is written; the CSV goes beside it. Default: `$RUNNER_TEMP/app-analytics-<app-id>-<date>.json`.',
    cli: 'Where the report JSON is written; the CSV goes beside it. Default: app-analytics-<app-id>-<date>.json in the current folder.'
  },
  'dry-run': {
    switch: true,
    description:
      'Validate inputs and the IPA, resolve the team, log what would be sent; send nothing that changes state.',
    default: 'false'
  },
  retries: {
    description:
      'Retries of a request that failed transiently (connection errors, 408, 429, 5xx), 0 to 10.',
    default: '4'
  },
  'request-timeout': {
    description:
      'A request fails when nothing moves for this long, or when its answer has not ended this long after it was sent.',
    default: '60s'
  },
  'github-token': {
    commands: ['submit', 'status'],
    description:
      '`github.token` with `deployments: write`: records a GitHub Deployment that follows the submission, and makes re-runs follow it.',
    cli: 'A GitHub token allowed to write deployments: records a GitHub Deployment of GITHUB_REPOSITORY at GITHUB_SHA that follows the submission.'
  },
  'submission-id': {
    commands: ['status'],
    description:
      "Required: the id of a submission made earlier: `submit`'s `submission-id` output, e.g. from another job through that job's outputs.",
    cli: 'Required: the id of a submission made earlier, the APP_DEPLOY_SUBMISSION_ID line submit printed (--env-file reads it from that output).'
  },
  'deployment-id': {
    commands: ['status'],
    description:
      "With `github-token`: the GitHub Deployment (`submit`'s `deployment-id` output) whose status follows this submission.",
    cli: 'With APP_DEPLOY_GITHUB_TOKEN: the GitHub Deployment (the APP_DEPLOY_DEPLOYMENT_ID line submit printed) whose status follows this submission.'
  },
  environment: {
    commands: ['submit'],
    description: "The deployment environment's name.",
    default: 'app-store'
  },
  'release-id': {
    commands: ['submit', 'upload'],
    description:
      'Names the release, so that runs that give the same value (its tag, say) send it once. Default: the CI run and its re-runs.',
    cli: 'Names the release, so that runs that give the same value (its tag, say) send it once. Default: a GitLab pipeline or CircleCI workflow; elsewhere, none.'
  }
}
