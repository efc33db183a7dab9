import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { plural } from '../../text/format.js'
import type { Explanation } from './explanation.js'
import { nextAfter, type FleetNext } from './fleet-next.js'
import { explainFleetTeams, type FleetTeamRefusal } from './team.js'

/** An IPA of a fleet that was refused before any was sent: its own failure, or its twin. */
export type RefusedItem =
  /** Its failure, as the wording layer worded it for its row (fleet/outcome.ts). */
  | { label: string; failure: string }
  /** The same release as another IPA of the fleet (`app`: ` — com.example.App 1.0 (1)`). */
  | { label: string; twin: string; app: string }

export type FleetFailure =
  /** Some items of a fleet failed once all had ended. */
  | {
      type: 'fleet-failed'
      noun: string
      total: number
      /** Each failed item: its label, its app, and its failure as its row words it. */
      failed: Array<{ label: string; app: string; failure: string }>
      next: FleetNext
    }
  /** Some IPAs of a fleet cannot be sent, so none was. */
  | {
      type: 'fleet-refused'
      count: number
      total: number
      items: RefusedItem[]
      /** What several were refused for alike, said once (a team-id they share, say). */
      together?: FleetTeamRefusal
    }

/** The headline of a fleet none of whose IPAs was sent. */
export function refusedHeadline(count: number, total: number): string {
  return `${plural(count, 'IPA')} of ${total} cannot be sent, so none was sent`
}

/** Words of a fleet's failures. */
export function explainFleet(failure: FleetFailure, names: InputNames): Explanation {
  if (failure.type === 'fleet-failed') {
    const { failed, total } = failure
    return {
      headline: `${failed.length} of ${plural(total, failure.noun)} failed${others(total - failed.length)}`,
      problems: failed.map(item => `${item.label}${item.app}: ${item.failure}`),
      next: nextAfter(failure.next, names)
    }
  }
  const { count, together } = failure
  const said = together && explainFleetTeams(together, names)
  const problems = [
    ...(said ? [said.problem] : []),
    ...failure.items.map(item =>
      'twin' in item
        ? `${item.label} is the same release as ${item.twin}${item.app}, which is sent once. Send one of them, or give the other its own build number.`
        : `${item.label}: ${item.failure}`
    )
  ]
  const fixEach = `Fix each, or take it out of ${names.referred(Inputs.IpaPath)}, then run it again.`
  const alone = together && count === together.labels.length
  return {
    headline: refusedHeadline(count, failure.total),
    problems,
    next: [said?.next, alone && said?.next ? undefined : fixEach].filter(Boolean).join(' '),
    details: said?.details
  }
}

/** What the headline of a failure says of the rest: `; the other 5 went through`. */
function others(count: number): string {
  if (count === 0) return ''
  return `; the other ${count === 1 ? 'one' : count} went through`
}
