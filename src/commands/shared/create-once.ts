import { AnswerLostError } from '../../service/answer-lost-error.js'
import { UnexpectedAnswerError } from '../../service/errors.js'
import type { Answer, SendOptions } from '../../service/client.js'
import { errorMessage } from '../../text/error-message.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'

/**
 * Makes a record (a submission, a stored IPA) once, whatever happens to the answers. A create whose
 * answer was lost after it went out whole may have been carried out, so before it is sent again the
 * listing is read and compared with the one read just before the create: exactly one new record is
 * ours, and the step goes on with it; nothing new means nothing was made, and it is sent again; more
 * than one, or no listing to look in, and nothing is sent again: the step fails, saying what may
 * have been made and how to go on.
 */

export interface CreateSpec<T extends { id: string }> {
  listing: 'submissions' | 'unsigned IPAs'
  /** One record, in messages: `submission`. */
  noun: string
  /** What went out whole, in messages: `the IPA`. */
  sent: string
  create(options: SendOptions): Promise<Answer<T>>
  /** A record of the listing, read as the create's answer is. */
  read(record: Record<string, unknown>): T
  /**
   * A new record that cannot be this create's: one whose fields say otherwise (another team, another
   * file, given the SHA-256 of the file sent when it is known). Another release's, made meanwhile.
   */
  isNotOurs?(record: Record<string, unknown>, sha256?: string): boolean
  /** How to go on with a record that may be ours, when the step cannot tell. */
  howToGoOn: string
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
}

type Records = Map<string, Record<string, unknown>>
type Look =
  | { kind: 'none' }
  | { kind: 'one'; id: string; record: Record<string, unknown> }
  | { kind: 'several'; ids: string[]; records: Records }
  | { kind: 'unknowable'; why: string }

export async function createOnce<T extends { id: string }>(
  context: CommandContext,
  spec: CreateSpec<T>
): Promise<Created<T>> {
  const { client, log } = context
  const route = `GET ${spec.listing === 'submissions' ? '/ios/signed_ipas' : '/ios/unsigned_ipas'}`
  const read = async (): Promise<Records | string> => {
    try {
      return (await client.recordsOf(spec.listing)) ?? `the service has no listing (${route})`
    } catch (error) {
      return `reading ${route} failed: ${errorMessage(error)}`
    }
  }
  const before = await read()
  if (typeof before === 'string') log.debug(`A lost answer could not be checked: ${before}.`)
  else log.debug(`${route} holds ${plural(before.size, spec.noun)} before the create.`)

  let lastLook: Look | undefined
  const look = async (sha256?: string): Promise<Look> => {
    const after = typeof before === 'string' ? before : await read()
    lastLook = compare(before, after, record => spec.isNotOurs?.(record, sha256) ?? false)
    return lastLook
  }
  const beforeResending = async (): Promise<boolean> => {
    if ((await look()).kind !== 'none') return false
    log.info(
      `The answer to the create was lost, and ${route} shows no new ${spec.noun}: the service made nothing, so it is sent again.`
    )
    return true
  }

  try {
    const answer = await spec.create({ beforeResending })
    const replayed = typeof before === 'string' ? undefined : before.has(answer.data.id)
    return { answer, replayed }
  } catch (error) {
    if (!(error instanceof AnswerLostError)) throw error
    // A look that let the request go again is stale: look at what the last attempt made.
    const found = lastLook && lastLook.kind !== 'none' ? lastLook : await look(error.sha256)
    // A 2xx says the record was made; anything else that it may have been.
    const made = error.failure instanceof UnexpectedAnswerError
    const request = `${error.method} ${error.path}`
    const lost = made
      ? `The service took ${request}, but its answer could not be read (${oneLine(error.how, 200)})`
      : `The answer to ${request} was lost (${oneLine(error.how, 200)}) after ${spec.sent} had gone out whole`
    switch (found.kind) {
      case 'none':
        // Nothing was made: the request failed, as its own error says.
        throw error.failure
      case 'one': {
        log.notice(
          `${lost}${made ? '' : ', but the service took it'}: ${spec.noun} ${oneLine(found.id)} is new in ${route}. Going on with it; nothing was made twice.`
        )
        const answer: Answer<T> = {
          data: readFound(spec, found, lost),
          json: found.record,
          status: 0,
          sha256: error.sha256
        }
        return { answer, replayed: false, recoveredAfter: oneLine(error.how, 200) }
      }
      case 'several':
      case 'unknowable':
        throw new CommandError(
          {
            headline: made
              ? `${lost}: the ${spec.noun} was created`
              : `${lost}, so the ${spec.noun} may have been created`,
            problems: [
              found.kind === 'several'
                ? `${route} shows ${found.ids.length} new ${spec.listing} since this step began, so the action cannot tell which, if any, is this one: ${candidates(found.records, found.ids)}.`
                : `The action cannot look for it: ${found.why}.`
            ],
            next: `Nothing was sent again. ${spec.howToGoOn}`
          },
          undefined,
          'service'
        )
    }
  }
}

/** The record found, read; one that cannot be used still tells that the create was carried out. */
function readFound<T extends { id: string }>(
  spec: CreateSpec<T>,
  found: { id: string; record: Record<string, unknown> },
  lost: string
): T {
  try {
    return spec.read(found.record)
  } catch (error) {
    throw new CommandError(
      {
        headline: `${lost}; ${spec.noun} ${oneLine(found.id, 100)} is new in the service's listing, but its record there cannot be used either`,
        problems: [errorMessage(error)],
        next: `Nothing was sent again. ${spec.howToGoOn}`
      },
      undefined,
      'service'
    )
  }
}

function compare(
  before: Records | string,
  after: Records | string,
  isNotOurs: (record: Record<string, unknown>) => boolean
): Look {
  if (typeof before === 'string') return { kind: 'unknowable', why: before }
  if (typeof after === 'string') return { kind: 'unknowable', why: after }
  const ids = [...after.keys()].filter(id => !before.has(id) && !isNotOurs(after.get(id)!))
  if (ids.length === 0) return { kind: 'none' }
  if (ids.length === 1) return { kind: 'one', id: ids[0], record: after.get(ids[0])! }
  return { kind: 'several', ids, records: after }
}

/** The candidates, each with when it was made and its status when the listing shows them. */
function candidates(records: Records, ids: string[]): string {
  const shown = ids.slice(0, 10).map(id => {
    const record = records.get(id)!
    const details = [record.created_at, record.status]
      .filter(value => typeof value === 'string' && value)
      .map(value => oneLine(String(value), 40))
    return `${oneLine(id, 100)}${details.length ? ` (${details.join(', ')})` : ''}`
  })
  return ids.length > 10 ? `${shown.join(', ')} and ${ids.length - 10} more` : shown.join(', ')
}

/** Whether a record names a file other than the one sent (by a SHA-256 field, where it has one). */
export function namesAnotherFile(record: Record<string, unknown>, sha256?: string): boolean {
  if (!sha256) return false
  const named = record.file_sha256 ?? record.sha256
  return typeof named === 'string' && named.toLowerCase() !== sha256
}
