import { Inputs, Outputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import type { Listing } from '../../service/requests.js'
import { oneLine } from '../../text/untrusted.js'
import type { Explanation } from './explanation.js'
import type { ReleaseKey } from '../../exactly-once/idempotency-key.js'
import {
  lostSentence,
  madeButUnreadable,
  type FailedCreate
} from '../../exactly-once/lost-answer.js'
import { listingRoute } from '../../exactly-once/look.js'
import { rerunAdvice, type Tie } from '../../exactly-once/rerun-advice.js'

/**
 * How to go on with a record a create may have made, when the step cannot tell: a submission's way,
 * an upload's, or plain words that name no input.
 */
export type NextStep =
  { for: 'submission'; key: Tie; githubToken: boolean } | { for: 'upload'; key: Tie } | string

/** What a collision of a create's key is about, as its failure words it. */
export interface Collision {
  key: ReleaseKey
  /** The release: `this build (com.example.App 1.2.0 (120))`. */
  what: string
  /** The record's noun, which also says how it is followed: `submission`, `stored IPA`. */
  noun: string
  /** What the listing shows, said only where it could be read. */
  listed?: string
  githubToken?: string
}

/** How a create's answer was lost (lost-answer.ts), or the collision whose earlier record was found. */
export type Opening = { lost: FailedCreate; sent: string } | { collision: Collision }

export type OnceFailure =
  /** A new try of a release met a submission that failed and was tried already. */
  | { type: 'tried-already'; id: string }
  /** Each try of a release failed, up to the most a run makes. */
  | { type: 'tries-spent'; tries: number }
  /** A create in doubt, and the listing cannot tell whether it made its record. */
  | {
      type: 'create-in-doubt'
      failed: FailedCreate
      sent: string
      noun: string
      listing: Listing
      look:
        { kind: 'several'; count: number; candidates: string } | { kind: 'unknowable'; why: string }
      goOn: NextStep
    }
  /** The record found for a create cannot be read. */
  | {
      type: 'found-unusable'
      opening: Opening
      noun: string
      id: string
      problem: string
      goOn: NextStep
    }
  /** The service refused the key as used before, and the earlier record is not found. */
  | { type: 'collision-unfound'; send: Collision; listing: Listing; why: string }

/** Words of the failures of exactly-once. */
export function explainOnce(failure: OnceFailure, names: InputNames): Explanation {
  switch (failure.type) {
    case 'tried-already': {
      const id = oneLine(failure.id)
      return {
        headline: `The service answered this release's new try with submission ${id}, which failed and was tried already`,
        next: `It does not tell a new try from the first by its Idempotency-Key, so trying again meets the same submission: nothing more is sent. Fix what it says of ${id} (its failure reason), then send a new build.`
      }
    }
    case 'tries-spent':
      return {
        headline: `This release was tried ${failure.tries} times, each try after the last one failed, and each failed`,
        next: 'Fix what the service says of the last one (see its failure reason), then start a new run.'
      }
    case 'create-in-doubt': {
      const { failed, noun, look } = failure
      const lost = lostSentence(failed, failure.sent, names)
      return {
        headline: madeButUnreadable(failed)
          ? `${lost}: the ${noun} was created`
          : `${lost}, so the ${noun} may have been created`,
        problems: [
          look.kind === 'several'
            ? `${listingRoute(failure.listing)} shows ${look.count} new ${failure.listing} since this run began, so which of them, if any, is this one cannot be told: ${look.candidates}.`
            : `It cannot be looked for: ${look.why}.`
        ],
        next: `Nothing was sent again. ${nextStepFor(failure.goOn, names)}`
      }
    }
    case 'found-unusable': {
      const opening =
        'lost' in failure.opening
          ? lostSentence(failure.opening.lost, failure.opening.sent, names)
          : collisionSentence(failure.opening.collision, names)
      return {
        headline: `${opening}; ${failure.noun} ${oneLine(failure.id, 100)} is new in the service's listing, but its record there cannot be used either`,
        problems: [failure.problem],
        next: `Nothing was sent again. ${nextStepFor(failure.goOn, names)}`
      }
    }
    case 'collision-unfound':
      return collisionUnfound(failure.send, failure.listing, failure.why, names)
  }
}

/** How to go on with a record that may have been made, as the create's kind says. */
export function nextStepFor(goOn: NextStep, names: InputNames): string {
  if (typeof goOn === 'string') return goOn
  const { setting, referred } = names
  if (goOn.for === 'upload')
    return `List the stored IPAs (${setting(Inputs.Command, 'list-ipas')}) and use the one this upload made by its id, or delete the extra ones (${setting(Inputs.Command, 'delete-ipa')}). ${rerunAdvice(goOn.key, names, { verb: 'stores', answers: 'the IPA it stored', instead: [`To avoid that, use the IPA it stored (${setting(Inputs.Command, 'list-ipas')} shows it) rather than uploading again.`] })}`
  return [
    `Look for a new submission of this build before anything else: the service's listing of submissions (${listingRoute('submissions')}, by created_at and team_id) or App Store Connect shows it; to follow one, run ${setting(Inputs.Command, 'status')} with its id as ${referred(Inputs.SubmissionId)}.`,
    rerunAdvice(goOn.key, names, {
      answers: 'the submission it made rather than a second one',
      githubToken: goOn.githubToken
    })
  ].join(' ')
}

/** Who else sends with the key, in messages: `an earlier attempt of this run`. */
function earlierSender(key: ReleaseKey, names: InputNames): string {
  switch (key.tie) {
    case 'run':
      return 'an earlier attempt of this run'
    case 'pipeline':
      return `an earlier run of this job in its ${key.ci?.ci ?? 'CI'} ${key.ci?.word ?? 'pipeline'}`
    case 'release-id':
      return `an earlier run with the same ${names.referred(Inputs.ReleaseId)}`
    default:
      return 'an earlier request of this run'
  }
}

/** The sentence every message of a collision opens with. */
export function collisionSentence(send: Collision, names: InputNames): string {
  const who = earlierSender(send.key, names)
  return `${who[0].toUpperCase()}${who.slice(1)} sent ${send.what} with the same Idempotency-Key, and the IPA has changed since (it was built again): the service refused the new one under that key (HTTP 422), and keeps what was sent then`
}

/** How to follow the earlier record: where its id is, and what follows it. */
function followEarlier(noun: string, { output, setting, referred }: InputNames): string {
  return noun === 'stored IPA'
    ? `take its id from the earlier log or ${output(Outputs.IpaId)}, or find it with ${setting(Inputs.Command, 'list-ipas')}.`
    : `take its id from the earlier log or ${output(Outputs.SubmissionId)}, and run ${setting(Inputs.Command, 'status')} with it as ${referred(Inputs.SubmissionId)}.`
}

/** The step's failure when the earlier record cannot be found: what happened, and both ways on. */
function collisionUnfound(
  send: Collision,
  listing: Listing,
  why: string,
  names: InputNames
): Explanation {
  const who = earlierSender(send.key, names)
  // Only a GitHub run has an earlier attempt's GitHub Deployment to look in.
  const deployment =
    send.key.tie === 'run' && !send.githubToken
      ? ` With ${names.referred(Inputs.GithubToken)} (and deployments: write), a re-run finds it in the earlier attempt's GitHub Deployment.`
      : ''
  const route = listingRoute(listing)
  // The listing is named once: where it could not be read, it is no place to look either.
  const listed = !why.includes(route)
  return {
    headline: `${collisionSentence(send, names)}; that ${send.noun} cannot be found`,
    problems: [listed ? `${route}: ${why}.` : `${why.charAt(0).toUpperCase()}${why.slice(1)}.`],
    next: [
      `Nothing was sent again. To follow the ${send.noun} ${who} made: ${followEarlier(send.noun, names)}${listed && send.listed ? ` ${send.listed}` : ''}${deployment}`,
      `To send the rebuilt IPA on purpose, give it a new CFBundleVersion (a higher build number: App Store Connect takes each build of a version once, so the same build under a new ${names.referred(Inputs.ReleaseId)} is refused as ITMS-90189, a redundant binary upload).`
    ].join(' ')
  }
}
