import { Inputs, Outputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { Routes } from '../../service/requests.js'
import { clockTime, formatDuration, plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { Explanation } from './explanation.js'

export type SubmissionFailure =
  /** The submission ended in a failure status. */
  | { type: 'submission-failed'; id: string; status: string; reason?: string; emails?: string[] }
  /** The wait ended at wait-timeout with the submission still going. */
  | { type: 'wait-timed-out'; id: string; status: string; waitTimeoutMs: number; emails?: string[] }
  /** The service answered for the submission, then said it has no such record. */
  | { type: 'submission-vanished'; id: string; lastAnswered: Date; status: string; note?: string }
  /** The wait ended while the service did not answer. */
  | {
      type: 'status-unreachable'
      id: string
      since?: Date
      failedInARow: number
      lastAnswered: Date
      status: string
      lastPollError?: string
    }
  /** Neither the submission's route nor the listing shows the id given. */
  | { type: 'submission-unknown'; id: string }
  /** Deployments given beside submissions they do not record: the two lists are in other orders. */
  | {
      type: 'crossed-pairs'
      crossed: Array<{ deploymentId: number; recorded: string; given: string }>
    }

/** Words of the failures of following a submission. */
export function explainSubmission(failure: SubmissionFailure, names: InputNames): Explanation {
  const { referred, setting } = names
  switch (failure.type) {
    case 'submission-failed': {
      const { reason, emails } = failure
      const emailed = emails?.length
        ? ` The service e-mails the details to ${emails.join(', ')}.`
        : ''
      return {
        headline: `Submission ${oneLine(failure.id)} ended with status '${oneLine(failure.status)}'`,
        problems: [
          reason ? `The service says: ${oneLine(reason, 500)}` : 'The service gave no reason.'
        ],
        next: `Check the app's build in App Store Connect.${emailed}`
      }
    }
    case 'wait-timed-out': {
      const { emails } = failure
      const raise = `raise ${referred(Inputs.WaitTimeout)}`
      return {
        headline: `Submission ${oneLine(failure.id)} was still '${oneLine(failure.status)}' after ${referred(Inputs.WaitTimeout)} (${formatDuration(failure.waitTimeoutMs)})`,
        next: emails
          ? `It may still finish: ${raise}, or set ${setting(Inputs.Wait, 'false')} and follow it by e-mail${emails.length ? '' : ` (give ${referred(Inputs.NotifyEmails)})`}, or in a later job with ${setting(Inputs.Command, 'status')}.`
          : `It may still finish: ${raise}, or run the status command again later.`
      }
    }
    case 'submission-vanished':
    case 'status-unreachable':
      return explainLostTrack(failure, names)
    case 'submission-unknown': {
      const id = oneLine(failure.id)
      return {
        headline: `The service does not know submission ${id}`,
        problems: [
          `Neither GET ${Routes.signedIpa} nor the listing GET ${Routes.signedIpas} shows a submission with the id '${id}'.`
        ],
        next: `Give ${referred(Inputs.SubmissionId)} ${names.output(Outputs.SubmissionId)} of the submit that made it, with the same ${referred(Inputs.ApiKey)} and ${referred(Inputs.BaseUrl)}.`
      }
    }
    case 'crossed-pairs':
      return {
        headline: `${referred(Inputs.DeploymentId)} and ${referred(Inputs.SubmissionId)} are not in the same order, so no submission was followed`,
        problems: failure.crossed.map(
          ({ deploymentId, recorded, given }) =>
            `GitHub Deployment ${deploymentId} records submission ${oneLine(recorded, 60)}, but is given beside ${oneLine(given, 60)}.`
        ),
        next: `Give the deployments in the order of the submissions: the first of ${referred(Inputs.DeploymentId)} with the first of ${referred(Inputs.SubmissionId)}, and so on.`
      }
  }
}

/** Words of a wait that lost track of its submission: the service forgot it, or stopped answering. */
function explainLostTrack(
  failure: Extract<SubmissionFailure, { type: 'submission-vanished' | 'status-unreachable' }>,
  { referred, setting }: InputNames
): Explanation {
  const id = oneLine(failure.id)
  if (failure.type === 'submission-vanished')
    return {
      headline: `The service no longer knows submission ${id}`,
      problems: [
        `The service last answered for it at ${clockTime(failure.lastAnswered)}, with status '${oneLine(failure.status)}'; then it was ${oneLine(failure.note ?? '', 300)}.`
      ],
      next: `Ask the service's operators whether it lost records (a restart, a reset), and check that ${referred(Inputs.BaseUrl)} still names the same service. Look for the build in App Store Connect before sending it again; to read the submission later, run ${setting(Inputs.Command, 'status')} with ${referred(Inputs.SubmissionId)} ${id}.`
    }
  return {
    headline: `No status of submission ${id} could be read since ${clockTime(failure.since)} (${plural(failure.failedInARow, 'poll')} failed in a row), so its outcome is not known`,
    problems: [
      `The service last answered for it at ${clockTime(failure.lastAnswered)}, with status '${oneLine(failure.status)}'. The last failure: ${oneLine(failure.lastPollError ?? '', 300)}.`
    ],
    next: `The submission may still finish: check the service's status page, that ${referred(Inputs.BaseUrl)} is right and reachable from this machine (through its proxy, if it needs one), then read it with ${setting(Inputs.Command, 'status')} and ${referred(Inputs.SubmissionId)} ${id}.`
  }
}
