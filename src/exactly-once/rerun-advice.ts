import { Inputs } from '../inputs/names.js'
import type { InputNames } from '../inputs/reader.js'
import type { ReleaseKey } from './idempotency-key.js'

/** What ties a release's key to the job's retries (see ReleaseKey): all a re-run's fate depends on. */
export type Tie = Pick<ReleaseKey, 'tie' | 'ci'>

/** Who runs again with the same key: `A re-run of this job in its workflow run`. */
function reRunner(key: Tie, names: InputNames): string | undefined {
  switch (key.tie) {
    case 'run':
      return 'A re-run of this job (the same workflow run)'
    case 'pipeline':
      return `A retry of this job in its ${key.ci?.ci ?? 'CI'} ${key.ci?.word ?? 'pipeline'}`
    case 'release-id':
      return `A run with the same ${names.referred(Inputs.ReleaseId)}`
    default:
      return undefined
  }
}

/**
 * What a re-run does with what this run sent, decided here alone, by the key's tie: tied (a CI run,
 * a pipeline, a `release-id`), a re-run sends the same Idempotency-Key and nothing is sent twice;
 * untied, its keys are this run's own, so a re-run sends again, and the words say how not to.
 */
export function rerunAdvice(
  key: Tie,
  names: InputNames,
  how: {
    /** What a re-run sends when it does: `it again`, `every IPA again, the 2 sent already too (…)`. */
    again?: string
    /** How to go on without sending again, when untied: following it, sending only what failed. */
    instead?: string[]
    /** What the service answers from the key, tied: `the submission it made`. */
    answers?: string
    /** Whether the run was given a GitHub token (only a GitHub run's advice names one). */
    githubToken?: boolean
    /** `submits`, `stores`. */
    verb?: string
  } = {}
): string {
  const { verb = 'sends', answers = 'what it made' } = how
  const who = reRunner(key, names)
  if (!who) {
    const follow = `follow what was sent with ${names.setting(Inputs.Command, 'status')} and its ${names.referred(Inputs.SubmissionId)} rather than running again`
    return [
      `Nothing ties a re-run to this run (no CI run, no ${names.referred(Inputs.ReleaseId)}): a re-run ${verb} ${how.again ?? 'it again'}.`,
      ...(how.instead ?? [`To avoid that, ${follow}.`]),
      `Give ${names.referred(Inputs.ReleaseId)} (the release's tag, say) to the runs of one release, and a re-run sends nothing twice.`
    ].join(' ')
  }
  // Only a GitHub run has earlier attempts' GitHub Deployments to follow.
  const deployments =
    key.tie === 'run' && !how.githubToken
      ? ` (with ${names.referred(Inputs.GithubToken)}, it also finds them in the earlier attempt's GitHub Deployment)`
      : ''
  return `${who} sends the same Idempotency-Key, so it ${verb} nothing twice: a service that honours the key answers with ${answers}${deployments}.`
}
