import { oneLine } from '../text/untrusted.js'
import type { CommandContext } from '../commands/context.js'
import { classifyStatus } from '../follow-submission/statuses.js'
import { mayBeRetry, type ReleaseKey } from './idempotency-key.js'
import type { Records, Snapshot } from './look.js'
import type { ReleaseRecord } from './release-record.js'

/**
 * A build as App Store Connect knows it: the app's bundle id, version and build, sent to one team.
 * It takes each build once: a second upload of one it has is refused as ITMS-90189 (Redundant
 * Binary Upload). A re-run of the same run follows what it sent (exactly once); another run that
 * sends a build already sent is told so before its upload, and goes on: the tool never blocks a
 * release App Store Connect might take (the earlier one may never have reached it).
 */
export interface Build {
  bundleId: string
  version: string
  build: string
  teamId: number
}

/** `com.example.App 1.2.0 (120)`. */
export function shownBuild({ bundleId, version, build }: Build): string {
  return oneLine(`${bundleId} ${version} (${build})`, 200)
}

/** The names a service may give a record's bundle id, version and build (the first found counts). */
const FIELDS = {
  bundleId: ['bundle_id', 'bundle_identifier'],
  version: ['version', 'short_version', 'bundle_short_version'],
  build: ['build', 'build_number', 'bundle_version']
} as const

/**
 * Whether a record of the service's listing is a submission of `build`: it names the same bundle id,
 * version, build and team. A record that does not name them is not taken for one.
 */
export function isOfBuild(record: Record<string, unknown>, build: Build): boolean {
  const field = (names: readonly string[]): string | undefined => {
    const value = names.map(name => record[name]).find(v => v !== undefined && v !== null)
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  }
  return (
    Number(record.team_id) === build.teamId &&
    field(FIELDS.bundleId) === build.bundleId &&
    field(FIELDS.version) === build.version &&
    field(FIELDS.build) === build.build
  )
}

/** Whether a record names an app's bundle id at all (a service may keep none). */
export function namesABuild(record: Record<string, unknown>): boolean {
  return FIELDS.bundleId.some(name => typeof record[name] === 'string')
}

/** The ids of a snapshot's submissions of `build`, the newest last (as the listing orders them). */
function submissionsOf(snapshot: Snapshot, build: Build): Records {
  if ('unreadable' in snapshot) return new Map()
  return new Map([...snapshot].filter(([, record]) => isOfBuild(record, build)))
}

/** `sub_0001 (created 2026-…, status completed)`. */
function shownRecord(id: string, record: Record<string, unknown>): string {
  const details = [
    typeof record.created_at === 'string' ? `created ${oneLine(record.created_at, 40)}` : '',
    typeof record.status === 'string' ? `status ${oneLine(record.status, 40)}` : ''
  ].filter(Boolean)
  return `${oneLine(id, 100)}${details.length ? ` (${details.join(', ')})` : ''}`
}

/** The earlier deployments (of other runs) that record a submission of `build`. */
function deploymentsOf(records: ReleaseRecord[], build: Build, key: ReleaseKey) {
  return records.filter(
    release =>
      release.release_key !== key.key &&
      release.bundle_id === build.bundleId &&
      release.version === build.version &&
      release.build === build.build &&
      release.team_id === build.teamId
  )
}

/**
 * Before the upload: says so when the build was already sent by another run, as the service's
 * listing (or, with github-token, an earlier deployment) shows it. A run that may retry one of its
 * own (the release's key may have made it) is told by the key's answer instead: see `afterCreate`.
 */
export function warnIfSentBefore(
  context: CommandContext,
  { build, key, before, deployments }: SentBeforeFacts
): void {
  const listed = mayBeRetry(key) ? new Map() : submissionsOf(before, build)
  const recorded = deploymentsOf(deployments, build, key).filter(
    release => !listed.has(release.submission_id)
  )
  const seen = [
    ...[...listed].map(([id, record]) => shownRecord(id, record)),
    ...recorded.map(release => `${oneLine(release.submission_id, 100)} (its GitHub Deployment)`)
  ]
  if (seen.length === 0) return
  const failedOnly = [...listed.values()].every(
    record => classifyStatus(String(record.status ?? '')) === 'failure'
  )
  context.log.warning(
    `${redundant(build, seen)}: ${failedOnly && recorded.length === 0 ? 'if it reached App Store Connect, ' : ''}${REFUSAL} The upload goes on, in case App Store Connect does not have that build.`,
    { title: 'Build already sent (ITMS-90189)', rule: 'ITMS-90189' }
  )
}

/**
 * After a create on a run that may retry one of its own: the service made a new submission, so the
 * ones of the same build it held before were another run's.
 */
export function warnIfMadeAgain(
  context: CommandContext,
  { build, key, before }: Omit<SentBeforeFacts, 'deployments'>,
  /** The submission made, then the release's own the step met before it (its failed tries). */
  [made, ...tried]: string[]
): void {
  if (!mayBeRetry(key)) return
  const earlier = [...submissionsOf(before, build)].filter(
    ([id]) => id !== made && !tried.includes(id)
  )
  if (earlier.length === 0) return
  const seen = earlier.map(([id, record]) => shownRecord(id, record))
  context.log.warning(
    `${redundant(build, seen)}, not with this release's Idempotency-Key, and the service made submission ${oneLine(made, 100)} of it again: ${REFUSAL}`,
    { title: 'Build already sent (ITMS-90189)', rule: 'ITMS-90189' }
  )
}

interface SentBeforeFacts {
  build: Build
  key: ReleaseKey
  /** The service's listing, read just before the create. */
  before: Snapshot
  /** What the deployments of the environment record (with github-token). */
  deployments: ReleaseRecord[]
}

const REFUSAL =
  'App Store Connect takes each build of a version once and refuses another upload of it as ITMS-90189 (Redundant Binary Upload). To release this IPA, give it a new CFBundleVersion (a higher build number) and build it again.'

function redundant(build: Build, seen: string[]): string {
  return `Build ${shownBuild(build)} was already sent to team ${build.teamId} by another run: submission ${seen.slice(0, 5).join(', ')}${seen.length > 5 ? ` and ${seen.length - 5} more` : ''}`
}
