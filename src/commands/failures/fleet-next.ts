import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { rerunAdvice, type Tie } from '../../exactly-once/rerun-advice.js'
import { classifyStatus } from '../../follow-submission/statuses.js'

/** What a fleet's words of what to do next are made of: what it made, its tie, and its items. */
export interface FleetNext {
  made: 'submissions' | 'stored IPAs' | string
  /** What ties a re-run to this run (see once/rerun-advice.ts); undefined for what sends nothing. */
  tie?: Tie
  githubToken?: boolean
  /** Each item: its label, id and status, and whether it failed. */
  items: Array<{ label: string; id?: string; status?: string; failed: boolean }>
}

/** What to do after a fleet some of whose items failed. */
export function nextAfter(fleet: FleetNext, names: InputNames): string {
  const { made, tie } = fleet
  if (!tie)
    return `Check each failed one in App Store Connect; running ${names.setting(Inputs.Command, 'status')} again reads them all again and sends nothing.`
  if (!tie.tie) return untiedNext(fleet, tie, names)
  return rerunAdvice(tie, names, {
    verb: made === 'stored IPAs' ? 'stores' : 'submits',
    answers: `what went through (only what failed is ${made === 'stored IPAs' ? 'stored' : 'sent'} again)`,
    githubToken: fleet.githubToken
  })
}

/**
 * Without a tie, a re-run is a new release of every IPA: say which it would send again, and how to
 * send only the failed ones (or to tie the next run with `release-id`).
 */
function untiedNext({ made, items }: FleetNext, tie: Tie, names: InputNames): string {
  const through = items.filter(item => !item.failed)
  // Failed to be waited for (a wait past wait-timeout), not failed: following it sends nothing.
  const inFlight = items.filter(
    ({ failed, id, status }) => failed && id && status && classifyStatus(status) === 'in-progress'
  )
  const resend = items.filter(item => item.failed && !inFlight.includes(item))
  const verb = made === 'stored IPAs' ? 'stores' : 'submits'
  const list = (some: FleetNext['items']): string => some.map(item => item.label).join(', ')
  const also = inFlight.length + through.length
  return rerunAdvice(tie, names, {
    verb,
    again: `every IPA again${also > 0 ? `, the ${also} sent already too (${list([...through, ...inFlight])})` : ''}`,
    instead: [
      resend.length > 0
        ? `To send only what failed, run again with ${names.referred(Inputs.IpaPath)} naming only ${resend.length === 1 ? 'it' : 'them'} (${list(resend)}).`
        : undefined,
      ...inFlight.map(
        item =>
          `Follow ${item.label}, still in progress, with ${names.setting(Inputs.Command, 'status')} ${names.setting(Inputs.SubmissionId, item.id ?? '')} instead of sending it again.`
      )
    ].filter((line): line is string => Boolean(line))
  })
}

/** What a re-run does after a stopped fleet, naming the IPAs that failed. */
export function rerunAfterStop(
  { made, tie, githubToken, items }: FleetNext,
  names: InputNames
): string {
  if (!tie) return ''
  const failed = items.filter(item => item.failed)
  return rerunAdvice(tie, names, {
    verb: made === 'stored IPAs' ? 'stores' : 'submits',
    again: 'every IPA again',
    answers: 'what was sent, and only what was not is sent',
    githubToken,
    instead: [
      `To avoid that, follow what was sent rather than running again${failed.length > 0 ? `, and send only what failed (${names.referred(Inputs.IpaPath)} naming only ${failed.map(item => item.label).join(', ')})` : ''}.`
    ]
  })
}
