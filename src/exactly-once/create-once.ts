import type { Answer, CreateAttempt } from '../service/client.js'
import type { Listing } from '../service/requests.js'
import { judge, mayHaveActed, nextAttempt } from '../service/retry/index.js'
import { errorMessage } from '../text/error-message.js'
import { plural } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import { CommandError } from '../commands/command-error.js'
import { failureMessage } from '../commands/describe-failure.js'
import { stopOf, stoppedCreate } from '../commands/stop.js'
import type { CommandContext } from '../commands/context.js'
import {
  collisionSentence,
  type Collision,
  type NextStep,
  type Opening
} from '../commands/failures/once.js'
import { earlierRecord, isKeyCollision, type EarlierSend } from './key-collision.js'
import {
  candidates,
  compare,
  listingRoute,
  snapshot,
  type NewRecords,
  type Snapshot
} from './look.js'
import {
  howAnswerWasLost,
  lostSentence,
  madeButUnreadable,
  type FailedCreate
} from './lost-answer.js'

/**
 * Makes a record (a submission, a stored IPA) once, whatever happens to the answers. The client
 * sends a create once; it is sent again here only when that cannot make a second record:
 * - nothing went out whole, or the service said it did nothing (a 429, say): sent again;
 * - it went out whole and its answer was lost (a cut, a timeout, a gateway's 5xx) or unusable: the
 *   listing is read and compared with the one read just before the create. Exactly one new record
 *   is ours, and the step goes on with it; nothing new means nothing was made, and it is sent again
 *   (when a retry is left); more than one, or no listing to look in, and nothing is sent again: the
 *   step fails, saying what may have been made and how to go on.
 * Retries, their delays and their lines in the log are the transport's (see client.beforeResend).
 */

export interface CreateSpec<T extends { id: string }> {
  listing: Listing
  /** One record, in messages: `submission`. */
  noun: string
  /** What went out whole, in messages: `the IPA`. */
  sent: string
  /** One attempt of the create: the first is 1. */
  create(attempt: number): Promise<CreateAttempt<T>>
  /** A record of the listing, read as the create's answer is. */
  read(record: Record<string, unknown>): T
  /**
   * A new record that cannot be this create's: one whose fields say otherwise (another team, another
   * file, given the SHA-256 of the file sent when it is known). Another release's, made meanwhile.
   */
  isNotOurs?(record: Record<string, unknown>, sha256?: string): boolean
  /** How to go on with a record that may be ours, when the step cannot tell (failures/once.ts words it). */
  nextStepFor: NextStep
  /** The creates this step sends beside this one (a fleet's), which a look must tell apart. */
  siblings?: Siblings
  /** What a refusal of this create's key as used for another request is about (key-collision.ts). */
  earlier?: EarlierSend
  /** Called before the first attempt, with the listing read just before it. */
  beforeCreate?(before: Snapshot): void
}

/**
 * The creates of one step sent side by side. Each is sent through `sending`, which keeps the id of
 * what it made as soon as its answer comes; a look after a lost answer reads the listing, then waits
 * until every create begun before that read has ended (`settled`), so that what a sibling made is
 * known as its own, and one whose answer was lost too makes the look see two new records: in doubt.
 */
export interface Siblings {
  readonly made: ReadonlySet<string>
  sending<T extends { id: string }>(
    create: () => Promise<CreateAttempt<T>>
  ): Promise<CreateAttempt<T>>
  settled(): Promise<void>
}

export interface Created<T> {
  answer: Answer<T>
  /**
   * The service held the record before this step: it answered a resend of an earlier create.
   * Undefined when the listing could not be read before the create, so that nobody can tell.
   */
  replayed?: boolean
  /** How the answer was lost, when the record was found in the listing instead. */
  recoveredAfter?: string
  /**
   * The service refused this create's key as used by an earlier request of the release (its IPA
   * since built again), and this is that request's record, found in the listing: what happened.
   */
  collided?: string
}

export async function createOnce<T extends { id: string }>(
  context: CommandContext,
  spec: CreateSpec<T>
): Promise<Created<T>> {
  const { client, log } = context
  const route = listingRoute(spec.listing)
  const before = await snapshot(client, spec.listing, error => failureMessage(error, context.names))
  if ('unreadable' in before) log.debug(`A lost answer could not be checked: ${before.unreadable}.`)
  else log.debug(`${route} holds ${plural(before.size, spec.noun)} before the create.`)
  spec.beforeCreate?.(before)

  // An attempt before this one went out whole and lost its answer: whatever fails now is in doubt.
  let earlierLost = false
  let attempt = 1
  for (;;) {
    const sent = await (spec.siblings?.sending(() => spec.create(attempt)) ?? spec.create(attempt))
    if ('answer' in sent) {
      const replayed = 'unreadable' in before ? undefined : before.has(sent.answer.data.id)
      return { answer: sent.answer, replayed }
    }
    // Stopped while it went out: no look, no resend; whether it was made is not known.
    const stop = stopOf(context.signal)
    if (stop)
      throw stoppedCreate(stop, { ...spec, request: sent.request, wentOutWhole: sent.outcome.sent })
    const verdict = judge(sent.outcome)
    // Waits as before any retry; false when no retry is left, or the delay asked is too long.
    // A rate limit's hold is no retry: the attempt after it keeps its number.
    const resend = async (): Promise<boolean> => {
      if ((await client.beforeResend(attempt, sent)) !== undefined) return false
      attempt = nextAttempt(attempt, sent.outcome)
      return true
    }
    const inDoubt = earlierLost || madeButUnreadable(sent) || mayHaveActed(sent.outcome)
    if (!inDoubt) {
      if (verdict === 'send-again' && (await resend())) continue
      if (spec.earlier && isKeyCollision(sent.failure, spec.earlier, before))
        return collided(context, spec, spec.earlier, before)
      throw sent.failure
    }
    const isNotOurs = (record: Record<string, unknown>): boolean =>
      (spec.siblings?.made.has(String(record.id)) ?? false) ||
      (spec.isNotOurs?.(record, sent.sha256) ?? false)
    const after =
      'unreadable' in before
        ? before
        : await snapshot(client, spec.listing, error => failureMessage(error, context.names))
    await spec.siblings?.settled()
    const look = compare(before, after, isNotOurs)
    // Nothing new: sent again when that may help (after a refused connection or a 429 too).
    const mayHelp = verdict === 'send-again' || verdict === 'look-then-send-again'
    if (look.kind === 'none' && mayHelp && !madeButUnreadable(sent) && (await resend())) {
      log.info(
        `The answer to the create was lost, and ${route} shows no new ${spec.noun}: the service made nothing, so it is sent again.`
      )
      earlierLost = true
      continue
    }
    return settle(context, spec, sent, look)
  }
}

/** What a create in doubt made, by the look at the listing: the record found, or why none is used. */
function settle<T extends { id: string }>(
  { log, names }: CommandContext,
  spec: CreateSpec<T>,
  sent: FailedCreate,
  look: NewRecords
): Created<T> {
  const route = listingRoute(spec.listing)
  const made = madeButUnreadable(sent)
  const lost = lostSentence(sent, spec.sent, names)
  switch (look.kind) {
    case 'none':
      // Nothing was made: the request failed, as its own error says.
      throw sent.failure
    case 'one': {
      log.notice(
        `${lost}${made ? '' : ', but the service took it'}: ${spec.noun} ${oneLine(look.id)} is new in ${route}. Going on with it; nothing was made twice.`
      )
      const answer: Answer<T> = {
        data: readFound(spec, look, { lost: sent, sent: spec.sent }),
        json: look.record,
        status: 0,
        sha256: sent.sha256
      }
      return { answer, replayed: false, recoveredAfter: howAnswerWasLost(sent, names) }
    }
    case 'several':
    case 'unknowable':
      throw new CommandError(
        {
          type: 'create-in-doubt',
          failed: sent,
          sent: spec.sent,
          noun: spec.noun,
          listing: spec.listing,
          look:
            look.kind === 'several'
              ? {
                  kind: 'several',
                  count: look.ids.length,
                  candidates: candidates(look.records, look.ids)
                }
              : { kind: 'unknowable', why: look.why },
          goOn: spec.nextStepFor
        },
        'service'
      )
  }
}

/** The record an earlier request of the release made with this key, found in the listing and followed. */
function collided<T extends { id: string }>(
  context: CommandContext,
  spec: CreateSpec<T>,
  send: EarlierSend,
  before: Snapshot
): Created<T> {
  const found = earlierRecord(send, before)
  if ('why' in found)
    throw new CommandError({
      type: 'collision-unfound',
      send: collisionOf(send),
      listing: spec.listing,
      why: found.why
    })
  const sentence = collisionSentence(send, context.names)
  context.log.notice(
    `${sentence}: following that ${spec.noun}, ${candidates(new Map([[found.id, found.record]]), [found.id])}; nothing is sent again.`
  )
  const named = found.record.file_sha256 ?? found.record.sha256
  const answer: Answer<T> = {
    data: readFound(spec, found, { collision: collisionOf(send) }),
    json: found.record,
    status: 0,
    // Of the file sent then, when the record names one; shown only as the hex it must be.
    sha256:
      typeof named === 'string' && /^[0-9a-f]{64}$/i.test(named) ? named.toLowerCase() : undefined
  }
  return { answer, replayed: true, collided: sentence }
}

/** The record found, read; one that cannot be used still tells that the create was carried out. */
function readFound<T extends { id: string }>(
  spec: CreateSpec<T>,
  found: { id: string; record: Record<string, unknown> },
  opening: Opening
): T {
  try {
    return spec.read(found.record)
  } catch (error) {
    throw new CommandError(
      {
        type: 'found-unusable',
        opening,
        noun: spec.noun,
        id: found.id,
        problem: errorMessage(error),
        goOn: spec.nextStepFor
      },
      'service'
    )
  }
}

/** The facts of a collision its failure words: the release, and its record's noun. */
function collisionOf({ key, what, noun, listed, githubToken }: EarlierSend): Collision {
  return { key, what, noun, listed, githubToken }
}
