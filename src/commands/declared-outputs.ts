import type { OutputName } from '../inputs/names.js'
import type { CommandName } from './registry.js'

interface OutputDeclaration {
  /** The commands that set it; every command may set those without. */
  commands?: readonly CommandName[]
  description: string
}

/** Every output, in action.yml's order: action.yml's `outputs:` come from here (declarations.ts). */
export const OUTPUTS: { readonly [Name in OutputName]: OutputDeclaration } = {
  'submission-id': {
    commands: ['submit', 'status', 'gather'],
    description:
      'Id of the signed IPA submission; with several (`multiple`, or several ids), unset: see `submission-ids`.'
  },
  'submission-ids': {
    commands: ['submit', 'status', 'gather'],
    description:
      'JSON array of the submission ids (`["sub_1"]` for one), for a later job that reads them with `fromJSON`.'
  },
  status: {
    commands: ['submit', 'status', 'gather'],
    description:
      'Last known status (`pending` on creation, then whatever the service reports); with several submissions, unset: see `json`.'
  },
  'created-at': {
    commands: ['submit', 'upload'],
    description: '`created_at` of the record created.'
  },
  'ipa-id': {
    commands: ['upload', 'gather'],
    description: 'Id of the stored unsigned IPA; with several (`multiple`), unset: see `ipa-ids`.'
  },
  'ipa-ids': {
    commands: ['upload', 'gather'],
    description:
      'JSON array of the stored unsigned IPA ids (`["ipa_1"]` for one), for `delete-ipa` or a later job.'
  },
  'source-url': {
    commands: ['upload'],
    description: '`source` of the stored unsigned IPA.'
  },
  'team-id': {
    commands: ['submit', 'teams', 'gather'],
    description: 'The team id used; for `teams`, set when the account has exactly one team.'
  },
  'bundle-id': {
    commands: ['submit', 'upload', 'check'],
    description:
      '`CFBundleIdentifier` of the main app, as preflight read it (of an `ipa-url`, where it lives; not with `preflight: off` there).'
  },
  version: {
    commands: ['submit', 'upload', 'check'],
    description:
      '`CFBundleShortVersionString` of the main app, as preflight read it (of an `ipa-url`, where it lives; not with `preflight: off` there).'
  },
  build: {
    commands: ['submit', 'upload', 'check'],
    description:
      '`CFBundleVersion` of the main app, as preflight read it (of an `ipa-url`, where it lives; not with `preflight: off` there).'
  },
  sha256: {
    commands: ['submit', 'upload', 'check'],
    description:
      'SHA-256 (hex) of the file sent (with `ipa-path`; not known for an `ipa-url`, read in ranges).'
  },
  size: {
    commands: ['submit', 'upload', 'check'],
    description:
      'Size in bytes of the file sent (with `ipa-path`), or of the IPA at `ipa-url` as its storage says it (when preflight read it).'
  },
  'deleted-ids': {
    commands: ['delete-ipa'],
    description: 'JSON array of the ids removed.'
  },
  count: {
    commands: ['list-ipas', 'teams', 'delete-ipa', 'rules'],
    description:
      "Records listed (IPAs, or teams across all credentials) or deleted; for rules, preflight's checks."
  },
  'report-path': {
    commands: ['analytics'],
    description:
      "Path of the report JSON written: one day's answer as it came, or a range's days keyed by day (see Analytics in the README)."
  },
  'days-read': {
    commands: ['analytics'],
    description:
      'Number of days whose report was read: 1 for one day; for a range, the days requested less the missing ones.'
  },
  'csv-path': {
    commands: ['analytics'],
    description:
      'Path of the CSV written beside the report JSON: a row per day, country and dimension row, oldest day first.'
  },
  installs: {
    commands: ['analytics'],
    description:
      'Installs over the days read and the countries returned, summed over the `source` dimension rows.'
  },
  impressions: {
    commands: ['analytics'],
    description:
      'Impressions over the days read and the countries returned, summed over the `source` dimension rows.'
  },
  'page-views': {
    commands: ['analytics'],
    description:
      'Page views over the days read and the countries returned, summed over the `source` dimension rows.'
  },
  'unique-page-views': {
    commands: ['analytics'],
    description:
      'Unique page views over the days read and the countries returned, summed over the `source` dimension rows.'
  },
  'deployment-id': {
    commands: ['submit', 'gather'],
    description: 'Id of the GitHub Deployment recorded (with `github-token`).'
  },
  'deployment-ids': {
    commands: ['submit', 'gather'],
    description:
      'With `multiple` and `github-token`: JSON array of the GitHub Deployments, one per submission in `submission-ids` order.'
  },
  'failure-reason': {
    commands: ['submit', 'status'],
    description:
      "A failed submission's reason from its record, exactly as written, new lines kept (with several: `failure_reason` in each record of `json`)."
  },
  'completed-count': {
    commands: ['submit', 'status', 'upload', 'gather'],
    description:
      'How many went through: submissions that ended well (or were accepted, without `wait`), IPAs stored.'
  },
  'failed-count': {
    commands: ['submit', 'status', 'upload', 'gather'],
    description:
      'How many failed: an IPA not sent, a failure status, a wait that ended first; 0 when all went through.'
  },
  'problem-count': {
    commands: ['check'],
    description:
      'How many problems would refuse the IPAs checked under `strict`, across all of them: 0 when none would be refused.'
  },
  'warning-count': {
    commands: ['check'],
    description:
      'How many problems App Store Connect takes with a warning (and, `for: upload`, App Store rules), across all IPAs checked.'
  },
  json: {
    description:
      "The answer as JSON: a record for submit, status, upload (an array with several), the listing for list-ipas, teams; the IPAs checked; rules' checks."
  }
}
