import { envName, type InputName, Inputs, Outputs } from './names.js'

/**
 * Every input, declared once: what it is, its default, whether it is a switch or a secret. From here
 * come action.yml's `inputs:` (`npm run docs` writes them, and the table of docs/ from them), the
 * command-line tool's flags, variables and --help, the defaults the reader falls back on, and which
 * values are masked. Which commands read an input is said by each command (its `index.ts`), not here.
 */
export interface InputDeclaration {
  description: string
  /**
   * What the command-line tool's --help says instead, where the action's words (a step, a job's
   * outputs, `false`) do not fit a terminal.
   */
  cli?: string
  required?: boolean
  /** What the runner passes when a workflow leaves the input out. */
  default?: string
  /** A yes/no input: on the command line, `--NAME` and `--no-NAME`. */
  switch?: boolean
  /**
   * Masked as soon as it is read, and kept out of every answer, log line and result; the
   * command-line tool takes it from a variable only, never a flag (the shell's history and the list
   * of processes would show it).
   */
  secret?: boolean
  /** Takes several values, one a line: on the command line, the flag is repeated. */
  lines?: boolean
  /**
   * The command-line tool's flag, where it is not the input's name (`--sarif` for `sarif-file`, as
   * the tools that write reports spell it); the variable is still `APP_DEPLOY_<NAME>`.
   */
  flag?: string
  /** The values it takes, where they are few and fixed: what each CI's wrapper offers to pick from. */
  choices?: readonly string[]
}

/** preflight's modes. */
export const PREFLIGHT_MODES = ['strict', 'warn', 'off'] as const

/** What `for` judges the IPAs for. */
export const PURPOSES = ['submit', 'upload'] as const

/** Every input, in action.yml's order. */
export const INPUTS: { readonly [Name in InputName]: InputDeclaration } = {
  'api-key': {
    description:
      'API key of the service, sent as `Authorization: Bearer <key>`. From a secret; masked at once. Not read by `check`, `rules` and `gather`.',
    secret: true
  },
  'base-url': {
    description:
      'Service base URL ending in `/api/v1` (`https` only, but for loopback hosts). Not read by `check`, `rules` and `gather`, which make no request.'
  },
  command: {
    description: 'What to do',
    default: 'submit'
  },
  'ipa-path': {
    description:
      'Path or glob of the `.ipa`; it must match exactly one file. With `multiple` (or for `check`), several lines, each a path or glob.',
    cli: 'Path or glob of the .ipa to send (quote a glob); it must match exactly one file. With --multiple (and for check), repeat the flag, or give a glob matching several; check takes the paths after its name too.',
    lines: true
  },
  'ipa-url': {
    description:
      'URL the service fetches the IPA from (`remote_source_url`); preflight reads it first, in ranges. Give `ipa-path` or `ipa-url`, not both.'
  },
  'team-id': {
    description: 'Integer team id from the teams listing.'
  },
  'team-name': {
    description:
      "Used when `team-id` is empty: the team of that name (any case). With neither, the account's only team, else the one the IPA profile's TeamName names."
  },
  'notify-emails': {
    description:
      'E-mail addresses that receive progress (`Name <address>` too), separated by commas, spaces or new lines; the addresses alone are sent, comma-separated.'
  },
  wait: {
    switch: true,
    description:
      'Poll the submission until its status is final. For `status`, `false` reads the status once.',
    cli: "Wait until the submission's status is final. With --no-wait, submit ends once the submission is made, and status reads the status once.",
    default: 'true'
  },
  'wait-timeout': {
    description:
      'How long to wait: seconds (`900`) or a duration (`90s`, `30m`, `2h`). A wait that outlives it fails the step.',
    cli: 'How long to wait: seconds (900) or a duration (90s, 30m, 2h). A wait that outlives it fails the command (exit 1).',
    default: '30m'
  },
  'poll-interval': {
    description: 'Time between status polls (same formats as `wait-timeout`).',
    default: '30s'
  },
  preflight: {
    description:
      'IPA checks before sending: `strict` (a problem stops it), `warn` (problems become warnings) or `off`.',
    default: 'strict',
    choices: PREFLIGHT_MODES
  },
  'preflight-skip': {
    description:
      'Preflight checks to skip, by code (`ITMS-91053`, `expired-profile`), separated by commas, spaces or lines; docs/preflight.md lists them.'
  },
  for: {
    description:
      'What the IPAs are judged for: `submit` (as App Store Connect takes them) or `upload` (as `upload` judges an IPA the service re-signs).',
    default: 'submit',
    choices: PURPOSES
  },
  'sarif-file': {
    flag: 'sarif',
    description:
      'Path of a SARIF 2.1.0 file to write the findings to, for GitHub code scanning (docs/check-reports.md).'
  },
  'junit-file': {
    flag: 'junit',
    description:
      'Path of a JUnit XML file to write the findings to: a test case per check, for GitLab, Azure Pipelines, CircleCI, Jenkins.'
  },
  code: {
    description:
      "A check's code to explain (`ITMS-90683`, `expired-profile`); without it, every check is listed."
  },
  multiple: {
    switch: true,
    description:
      '`ipa-path` may hold several lines, each a path or glob, and each file matched is a release of its own: all are checked before any is sent.',
    cli: '--ipa-path may match several files (repeat it, or give a glob), and each file matched is sent as a release of its own: all are checked before any is sent, and one summary reports them.',
    default: 'false'
  },
  concurrency: {
    description: 'With `multiple`: how many creates (uploads) are in flight at once, 1 to 16.',
    cli: 'With --multiple: how many creates (uploads) are in flight at once, 1 to 16.',
    default: '3'
  },
  'fleet-manifest': {
    description:
      'With `multiple`: a YAML or JSON file giving each app (by bundle id or IPA glob) its team, notify e-mails and preflight skips (docs/fleet-manifest.md).',
    cli: 'With --multiple: a YAML or JSON file giving each app (by bundle id or IPA glob) its team, notify e-mails and preflight skips (docs/fleet-manifest.md).'
  },
  'send-passing': {
    switch: true,
    description:
      'With `multiple`: send the IPAs that pass the checks and refuse the others by name (the step still fails); `false`: one refused IPA sends none.',
    cli: 'With --multiple: send the IPAs that pass the checks and refuse the others by name (it still fails); without it, one refused IPA sends none.',
    default: 'false'
  },
  'ipa-id': {
    description:
      "One or more stored unsigned IPA ids, separated by commas, spaces or new lines, or `upload`'s `ipa-ids` output as it is.",
    cli: `One or more stored unsigned IPA ids, separated by commas, spaces or new lines, or the ${envName(Outputs.IpaIds)} line upload --multiple printed, as it is (read with ${envName(Outputs.IpaId)} from --dotenv or the environment when the flag is not given).`
  },
  'keep-latest': {
    description: 'Delete every stored unsigned IPA except the N newest (by `created_at`).'
  },
  'app-id': {
    description: 'App identifier.'
  },
  date: {
    description:
      'A day, `YYYY-MM-DD`, or a range `YYYY-MM-DD..YYYY-MM-DD` of at most 92 days. Default: yesterday (UTC).'
  },
  days: {
    description:
      '1 to 92: the N days ending yesterday (UTC), or ending at `date` when that is one day. Not with a range in `date`.'
  },
  countries: {
    description:
      'ISO 3166-1 alpha-3 codes separated by commas or spaces; sent as `country_iso_codes=["USA","DEU"]`. Default: all countries.'
  },
  'report-path': {
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
    secret: true,
    description:
      '`github.token` with `deployments: write`: records a GitHub Deployment that follows the submission, and makes re-runs follow it.',
    // Said of both commands that read it: status records no deployment, it ends one submit made.
    cli: 'A GitHub token allowed to write deployments, for the GitHub Deployment of GITHUB_REPOSITORY that follows the submission: submit makes it, at GITHUB_SHA; status gives it the outcome (--deployment-id names it).'
  },
  'submission-id': {
    description:
      "Required: the id of a submission made earlier, `submit`'s `submission-id` output; several ids (lines or commas) are followed together.",
    cli: `The id of a submission made earlier, the ${envName(Outputs.SubmissionId)} line submit printed; repeat the flag (or use commas) to follow several together. Required: without the flag, it is read from --dotenv or the environment, as ${envName(Outputs.SubmissionId)} or as the ${envName(Outputs.SubmissionIds)} line of submit --multiple.`,
    lines: true
  },
  'deployment-id': {
    description:
      "With `github-token`: the GitHub Deployment (`submit`'s `deployment-id` output) whose status follows the submission; with several, one each, in order.",
    cli: `With ${envName(Inputs.GithubToken)}: the GitHub Deployment (the ${envName(Outputs.DeploymentId)} line submit printed) whose status follows the submission; with several, one each, in order (the ${envName(Outputs.DeploymentIds)} line of submit --multiple is read with it, as the submission ids are).`,
    lines: true
  },
  environment: {
    description: "The deployment environment's name.",
    default: 'app-store'
  },
  'release-id': {
    description:
      'Names the release, so that runs that give the same value (its tag, say) send it once. Default: the CI run and its re-runs.',
    cli: 'Names the release, so that runs that give the same value (its tag, say) send it once. Default: a GitLab pipeline or CircleCI workflow; elsewhere, none.'
  },
  // Both shard inputs are read together (fleet/shard-input.ts); without them, the CI's parallel job
  // variables (GitLab, CircleCI, Azure Pipelines) say the shard, as its platform module reads them.
  'shard-index': {
    description:
      "With `multiple`: which share of the IPAs this job sends, from 0, of `shard-total`. Default: the CI's parallel job index, where it has one.",
    cli: "With --multiple and --shard-total: which share of the IPAs this job sends, from 0. Default: the CI's parallel job index (GitLab, CircleCI, Azure Pipelines)."
  },
  'shard-total': {
    description:
      "With `multiple`: how many jobs share the IPAs, each its share (split by bundle id, by size). Default: the CI's parallel job count, else 1."
  },
  'report-file': {
    description:
      "Path of a JSON file to write at the end, failed or not: each app's record, the outputs, the failure and the shard, for `gather`."
  },
  reports: {
    description:
      "The shards' `report-file` reports to gather into one release: a path or glob, or several lines of them.",
    cli: "The shards' --report-file reports to gather into one release: a path or glob (quote it); repeat the flag for several.",
    lines: true
  }
}

/** Every input's name, in the order declared (action.yml's, --help's). */
export function declaredInputNames(): InputName[] {
  return Object.keys(INPUTS) as InputName[]
}

/** Names in the order declared, whatever order they are listed in. */
export function inDeclaredOrder(names: Iterable<InputName>): InputName[] {
  const listed = new Set(names)
  return declaredInputNames().filter(name => listed.has(name))
}

/**
 * The default of each input that has one, which the runner passes when a workflow leaves the input
 * out. Read through `InputReader.value`, never repeated.
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = Object.fromEntries(
  declaredInputNames().flatMap(name => {
    const fallback = INPUTS[name].default
    return fallback === undefined ? [] : [[name, fallback]]
  })
)

/** The inputs declared secret. */
export const SECRET_INPUTS: readonly InputName[] = declaredInputNames().filter(
  name => INPUTS[name].secret
)
