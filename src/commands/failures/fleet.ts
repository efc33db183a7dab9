import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
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
  /** An IPA that is the same release as another of the fleet (`send-passing` refuses it alone). */
  | { type: 'same-release'; label: string; twin: string; app: string }
  /** An IPA that no entry of the fleet manifest names, or several do. */
  | {
      type: 'manifest-match'
      manifest: string
      label: string
      bundleId?: string
      /** The entries that name it, as a message names them; none when none does. */
      entries: string[]
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
  if (failure.type === 'same-release')
    return {
      headline: `${failure.label} ${sameRelease(failure)}`,
      next: 'Send one of them, or give the other its own build number.'
    }
  if (failure.type === 'manifest-match') return explainManifestMatch(failure, names)
  const { count, together } = failure
  const said = together && explainFleetTeams(together, names)
  const problems = [
    ...(said ? [said.problem] : []),
    ...failure.items.map(item =>
      'twin' in item
        ? `${item.label} ${sameRelease(item)} Send one of them, or give the other its own build number.`
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

function sameRelease({ twin, app }: { twin: string; app: string }): string {
  return `is the same release as ${twin}${app}, which is sent once.`
}

/** An IPA the manifest names in no entry, or in several: what to add, or what to narrow. */
function explainManifestMatch(
  failure: Extract<FleetFailure, { type: 'manifest-match' }>,
  names: InputNames
): Explanation {
  const { label, bundleId, entries } = failure
  const manifest = `'${oneLine(failure.manifest, 200)}'`
  const app = bundleId ? ` (${oneLine(bundleId, 200)})` : ''
  if (entries.length > 1)
    return {
      headline: `${label}${app} is named by ${entries.length} entries of the manifest ${manifest}`,
      problems: entries.map(entry => oneLine(entry, 300)),
      next: `Make one entry name it: narrow an 'ipa' glob, or remove one of them.`
    }
  const add = bundleId
    ? `'- bundle-id: ${oneLine(bundleId, 200)}'`
    : `'- ipa: ${oneLine(label, 200)}' (its bundle identifier could not be read)`
  return {
    headline: `${label}${app} is named by no entry of the manifest ${manifest}`,
    next: `Add an entry ${add} with its team to ${manifest}, or take the IPA out of ${names.referred(Inputs.IpaPath)}.`
  }
}
