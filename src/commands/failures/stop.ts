import { Inputs, Outputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { formatDuration } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { Explanation } from './explanation.js'
import type { FleetNext } from './fleet-next.js'
import { rerunAfterStop } from './fleet-next.js'
import { nextStepFor, type NextStep } from './once.js'

export type StopFailure =
  /** A create whose answer never came because the run was stopped while it went out. */
  | {
      type: 'stopped-create'
      signal: string
      request: { method: string; path: string }
      /** Whether the whole request had gone out (see AttemptOutcome.sent). */
      wentOutWhole: boolean
      noun: string
      sent: string
      nextStepFor: NextStep
    }
  /** A wait for a submission that a stop ended: the submission goes on at the service. */
  | {
      type: 'stopped-waiting'
      signal: string
      id: string
      status: string
      waitedMs: number
      deploymentId?: number
    }
  /** A fleet a stop ended, with what was under way, what ended, what failed. */
  | {
      type: 'stopped-fleet'
      signal: string
      total: number
      underWay: string[]
      ended: number
      failed: string[]
      /** What a re-run does, by the fleet's tie (undefined: it sends nothing). */
      reRun?: FleetNext
    }

/** Words of what a stop left behind. */
export function explainStop(failure: StopFailure, names: InputNames): Explanation {
  switch (failure.type) {
    case 'stopped-create': {
      const request = `${failure.request.method} ${failure.request.path}`
      const what = failure.wentOutWhole
        ? `${capital(failure.sent)} had gone out whole, so the service may have made the ${failure.noun} before its answer came.`
        : `${capital(failure.sent)} had not all gone out when the run stopped, so the service did not get it whole: most likely no ${failure.noun} was made, but look before sending it again.`
      return {
        headline: `Stopped on ${failure.signal} while ${failure.sent} went out (${request}): the service's answer never came`,
        problems: [what],
        next: `The run stopped without sending it again. ${nextStepFor(failure.nextStepFor, names)}`
      }
    }
    case 'stopped-waiting': {
      const { setting } = names
      const id = oneLine(failure.id, 100)
      const status = oneLine(failure.status, 100)
      const handOff = [setting(Inputs.SubmissionId, id)]
      if (failure.deploymentId !== undefined)
        handOff.push(setting(Inputs.DeploymentId, String(failure.deploymentId)))
      const follow = `${setting(Inputs.Command, 'status')}, given ${handOff.join(' and ')}`
      const after = formatDuration(failure.waitedMs)
      return {
        headline: `Stopped waiting for submission ${id} at '${status}' after ${after}, on ${failure.signal}`,
        problems: [
          `The submission goes on at the service: stopping the wait does not stop it, and its outcome is not known yet.`
        ],
        next: `Follow it with ${follow}.`
      }
    }
    case 'stopped-fleet': {
      const { total, underWay, ended, failed } = failure
      const counts = [
        underWay.length > 0 ? `${underWay.length} still under way at the service` : undefined,
        ended > 0 ? `${ended} ended` : undefined,
        failed.length > 0 ? `${failed.length} failed` : undefined
      ].filter(Boolean)
      const follow =
        underWay.length > 0
          ? `Follow them all with ${names.setting(Inputs.Command, 'status')}, given ${names.handedOn(Inputs.SubmissionId, Outputs.SubmissionIds)}: it reads every submission id at once.`
          : undefined
      const reRun = failure.reRun ? rerunAfterStop(failure.reRun, names) : ''
      return {
        headline: `Stopped on ${failure.signal} before the fleet's ${total} IPAs were all done: ${counts.join(', ')}`,
        problems: [
          underWay.length > 0
            ? `Still under way (stopping the wait does not stop them, and their outcome is not known yet): ${underWay.join(', ')}.`
            : undefined,
          ...failed
        ].filter((line): line is string => Boolean(line)),
        next: [follow, reRun].filter(Boolean).join(' ')
      }
    }
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
