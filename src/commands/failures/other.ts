import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { Routes } from '../../service/requests.js'
import { formatCount, plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { dayList, daysByReason } from '../analytics/days.js'
import type { Explanation } from './explanation.js'

/** An IPA preflight refuses: its file, and its problems as preflight said them. */
export interface RefusedIpa {
  file: string
  count: number
  problems: string[]
  /** The problems not listed, counted by code. */
  rest?: string
  notAnIpa: boolean
  /** The code of each problem that refuses it, shown or not (`ITMS-90206`, `expired-profile`). */
  codes: string[]
}

export type OtherFailure =
  /** Preflight found problems that refuse the IPA, so nothing was sent. */
  | ({ type: 'preflight-refused' } & RefusedIpa)
  /** Some unsigned IPAs could not be deleted: each id, and its failure as the wording layer said it. */
  | { type: 'deletes-failed'; total: number; failed: Array<{ id: string; message: string }> }
  /** No day of an analytics range could be read: each day, and why. */
  | { type: 'days-unread'; requested: number; missing: Array<{ date: string; error: string }> }
  /** The service knows no such app (or has no analytics for the day): its own words. */
  | { type: 'app-not-found'; appId: string; day: string; said: string }

/** Words of the failures of checking IPAs, deleting them and reading analytics. */
export function explainOther(
  failure: OtherFailure,
  names: InputNames
): { explanation: Explanation; message?: string } {
  const { setting, referred } = names
  switch (failure.type) {
    case 'preflight-refused': {
      const { count, file, notAnIpa } = failure
      return {
        explanation: {
          headline: `Preflight found ${count === 1 ? 'a problem' : `${formatCount(count)} problems`} in ${file}, so nothing was sent`,
          problems: [...failure.problems, ...(failure.rest ? [failure.rest] : [])],
          next: notAnIpa
            ? `This file is not an IPA, so ${setting(Inputs.Preflight, 'warn')} does not send it either: pass the .ipa that Xcode exported (only ${setting(Inputs.Preflight, 'off')} sends any file).`
            : `Fix the IPA${skipAdvice(failure.codes, setting) ?? `, or set ${setting(Inputs.Preflight, 'warn')} to send it anyway`}.`
        }
      }
    }
    case 'deletes-failed': {
      const { failed, total } = failure
      const headline = `${failed.length} of ${plural(total, 'unsigned IPA')} could not be deleted`
      return {
        explanation: { headline, problems: failed.map(f => `${oneLine(f.id)}: ${f.message}`) },
        message: `${headline}: ${failed.map(f => oneLine(f.id)).join(', ')}. ${failed[0].message}`
      }
    }
    case 'days-unread':
      return {
        explanation: {
          headline: `None of the ${failure.requested} days could be read`,
          problems: [...daysByReason(failure.missing)].map(
            ([why, days]) => `${dayList(days)}: ${why}`
          ),
          next: `Check that the service is up and ${referred(Inputs.BaseUrl)} is right, then run it again; each day was tried with the usual retries.`
        }
      }
    case 'app-not-found': {
      const headline = `App ${failure.appId} not found (or no analytics for ${failure.day})`
      const next = `Check ${referred(Inputs.AppId)}: it is the service's own id of the app, as its dashboard or its app listing (GET ${Routes.apps}, which this action does not read) shows it. Then check ${referred(Inputs.Date)}.`
      return {
        explanation: { headline, problems: [`The service says: ${failure.said}.`], next },
        message: `${headline}: ${failure.said}. ${next}`
      }
    }
  }
}

/**
 * Where every refusal is Apple's, by its code, the safe way past a check that is wrong about an IPA
 * is to skip that check alone (for `submit` and `check` alike); undefined for refusals of the
 * house's own (a development profile) that no App Store code names: for `submit`, `warn`, which
 * sends whatever else preflight finds, is then the last resort.
 */
export function skipAdvice(codes: string[], setting: InputNames['setting']): string | undefined {
  const apple = [...new Set(codes)]
  if (apple.length === 0 || !apple.every(code => /^ITMS-\d+$/.test(code))) return undefined
  const these = apple.length === 1 ? 'this check' : 'these checks'
  return `, or, if you are sure App Store Connect takes it, skip ${these} alone with ${setting(Inputs.PreflightSkip, apple.join(','))}`
}
