import type { InputNames } from '../../inputs/reader.js'
import { explainCheck, type CheckFailure } from './check.js'
import type { Explanation } from './explanation.js'
import { explainFleet, type FleetFailure } from './fleet.js'
import { explainGather, type GatherFailure } from './gather.js'
import { explainOnce, type OnceFailure } from './once.js'
import { explainOther, type OtherFailure } from './other.js'
import { explainStop, type StopFailure } from './stop.js'
import { explainStorage, type StorageRefusedFailure } from './storage.js'
import { explainSubmission, type SubmissionFailure } from './submission.js'
import { explainTeam, type TeamFailure } from './team.js'

/**
 * The failures commands throw, each its facts alone (ids, statuses, counts, durations, file names,
 * the lower layers' own texts): this layer words them, naming inputs as the platform names them.
 */
export type Failure =
  | OnceFailure
  | SubmissionFailure
  | FleetFailure
  | StopFailure
  | TeamFailure
  | OtherFailure
  | StorageRefusedFailure
  | CheckFailure
  | GatherFailure

/** What failed, each problem with its fix, and what to do, for a failure of a command. */
export function explain(failure: Failure, names: InputNames): Explanation {
  return failureInWords(failure, names).explanation
}

/** A failure in words: its parts for the summary, and the one message the log ends with. */
export function failureInWords(
  failure: Failure,
  names: InputNames
): { explanation: Explanation; message: string } {
  const { explanation, message } = wordsOf(failure, names)
  return { explanation, message: message ?? messageOf(explanation) }
}

function wordsOf(
  failure: Failure,
  names: InputNames
): { explanation: Explanation; message?: string } {
  switch (failure.type) {
    case 'tried-already':
    case 'tries-spent':
    case 'create-in-doubt':
    case 'found-unusable':
    case 'collision-unfound':
      return { explanation: explainOnce(failure, names) }
    case 'submission-failed':
    case 'wait-timed-out':
    case 'submission-vanished':
    case 'status-unreachable':
    case 'submission-unknown':
    case 'crossed-pairs':
      return { explanation: explainSubmission(failure, names) }
    case 'fleet-failed':
    case 'fleet-refused':
    case 'same-release':
    case 'manifest-match':
      return { explanation: explainFleet(failure, names) }
    case 'stopped-create':
    case 'stopped-waiting':
    case 'stopped-fleet':
      return { explanation: explainStop(failure, names) }
    case 'team-choice':
      return explainTeam(failure, names)
    case 'preflight-refused':
    case 'deletes-failed':
    case 'days-unread':
    case 'app-not-found':
      return explainOther(failure, names)
    case 'storage-refused':
      return { explanation: explainStorage(failure, names) }
    case 'check-refused':
    case 'report-unwritten':
      return { explanation: explainCheck(failure, names) }
    case 'gather-failed':
      return { explanation: explainGather(failure, names) }
  }
}

function messageOf({ headline, problems = [], next }: Explanation): string {
  const head = problems.length > 0 ? `${headline}:` : `${headline}.`
  return [head, ...problems.map(problem => `- ${problem}`), next].filter(Boolean).join('\n')
}
