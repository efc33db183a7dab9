import { acceptedIdentity, type IpaInspection } from '../../ipa/index.js'
import { readSubmission } from '../../service/records.js'
import type { Requests } from '../../service/requests.js'
import { formatBytes } from '../../text/format.js'
import type { CommandContext } from '../context.js'
import { sendIpa } from '../../ipa-input/ipa-file.js'
import {
  namesAnotherFile,
  type ReleaseKey,
  type ReleaseRecord,
  type Release,
  type Sent,
  type Siblings
} from '../../exactly-once/index.js'
import type { EarlierSend } from '../../exactly-once/key-collision.js'
import { listingRoute, type Snapshot } from '../../exactly-once/look.js'
import {
  isOfBuild,
  namesABuild,
  shownBuild,
  warnIfMadeAgain,
  warnIfSentBefore,
  type Build
} from '../../exactly-once/same-build.js'
import type { ReleaseConfig } from './inputs.js'
import type { ResolvedTeam } from './team.js'

/** What a submission is made of: the config, the team chosen, the IPA read, the release's key. */
export interface Delivery {
  config: ReleaseConfig
  team: ResolvedTeam
  inspection?: IpaInspection
  key: ReleaseKey
}

/** The release `submitOnce` sends: each submission of it, as `createOnce` makes it. */
export function releaseToSubmit(
  context: CommandContext,
  delivery: Delivery,
  siblings?: Siblings,
  /** What the environment's GitHub Deployments record (with github-token). */
  deployments: ReleaseRecord[] = []
): Release {
  const { config, team, key } = delivery
  const build = buildOf(delivery)
  // The listing read before the first create: what the service held of this build.
  let before: Snapshot | undefined
  return {
    key,
    githubToken: config.githubToken,
    resent: resent(config.source),
    madeAnew: (id, tried) => {
      if (build && before) warnIfMadeAgain(context, { build, key, before }, [id, ...tried])
    },
    submission: idempotencyKey => ({
      beforeCreate: snapshot => {
        if (before) return
        before = snapshot
        if (build) warnIfSentBefore(context, { build, key, before, deployments })
      },
      earlier: earlierSend(delivery, build),
      listing: 'submissions',
      noun: 'submission',
      sent: config.source.kind === 'file' ? 'the IPA' : 'the request',
      create: attempt =>
        sendIpa(
          config.source,
          context,
          progress =>
            context.client.submitSignedIpa(submissionRequest(config, team, idempotencyKey), {
              ...progress,
              attempt
            }),
          // Set by deliver: a submission an earlier attempt made holds another file.
          false
        ),
      read: record => readSubmission(record),
      // Another release's, made meanwhile: another team, or another file.
      isNotOurs: (record, sha256) =>
        (record.team_id !== undefined && Number(record.team_id) !== team.id) ||
        namesAnotherFile(record, sha256),
      siblings,
      nextStepFor: { for: 'submission', key, githubToken: Boolean(config.githubToken) }
    })
  }
}

/** The build the App Store knows the IPA by, when the archive gives its bundle id, version and build. */
function buildOf({ inspection, team }: Delivery): Build | undefined {
  const { bundleId, version, build } = acceptedIdentity(inspection?.app)
  return bundleId && version && build ? { bundleId, version, build, teamId: team.id } : undefined
}

/** What a refusal of the release's key is about: this build, and how to follow what was sent. */
function earlierSend({ key, config }: Delivery, build?: Build): EarlierSend {
  return {
    key,
    what: build ? `this build (${shownBuild(build)})` : 'this release',
    noun: 'submission',
    matches: build && (record => isOfBuild(record, build)),
    tellable: namesABuild,
    unmatchable: build
      ? "its records do not name an app's bundle id, version and build, so the one sent then cannot be told"
      : 'the IPA does not give its bundle id, version and build to look for',
    listed: `The service's listing (${listingRoute('submissions')}) shows every submission, with its created_at and team_id.`,
    githubToken: config.githubToken
  }
}

export function submissionRequest(
  config: ReleaseConfig,
  team: ResolvedTeam,
  idempotencyKey: string
): Parameters<typeof Requests.submitSignedIpa>[0] {
  return {
    source: config.source,
    teamId: team.id,
    notifyEmails: config.notifyEmails,
    idempotencyKey
  }
}

/** What the deployment records of the release (see ReleaseRecord). */
export function releaseRecord(
  context: CommandContext,
  { inspection, team, key }: Delivery,
  sent: Sent
): ReleaseRecord {
  const { bundleId, version, build } = acceptedIdentity(inspection?.app)
  return {
    submission_id: sent.submission.id,
    idempotency_key: sent.idempotencyKey,
    release_key: key.key,
    sha256: sent.sha256,
    bundle_id: bundleId,
    version,
    build,
    team_id: team.id,
    run_attempt: context.run.runAttempt ?? 1
  }
}

/** What a resent create sent again: the bytes of the IPA, or only the request naming its URL. */
function resent(source: ReleaseConfig['source']): string {
  return source.kind === 'file'
    ? `this attempt uploaded the IPA's ${formatBytes(source.size)} again`
    : 'this attempt sent the request again'
}
