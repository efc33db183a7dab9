/**
 * A failure a command can explain: what failed in one line, each problem with its fix, and what was
 * already known. The log gets it as one message; the job summary shows its parts.
 */
export interface Explanation {
  /** What failed, in one line. */
  headline: string
  /** Each problem, with what to do about it. */
  problems?: string[]
  /** What to do, when it is the same whatever the problem. */
  next?: string
  /** Markdown of what was already known when it failed: a table of teams, say. */
  details?: string
}

/**
 * What kind of failure it is, for a program that tells them apart (the command-line tool's exit
 * codes): the work failed; an input (or the IPA) is wrong and nothing was sent; what was asked for
 * is not there; the service or the network failed.
 */
type FailureKind = 'work' | 'input' | 'not-found' | 'service'

export class CommandError extends Error {
  constructor(
    readonly explanation: Explanation,
    /** The log's message, when it says more than the parts do. */
    message?: string,
    readonly kind: FailureKind = 'work'
  ) {
    super(message ?? messageOf(explanation))
    this.name = 'CommandError'
  }
}

function messageOf({ headline, problems = [], next }: Explanation): string {
  const head = problems.length > 0 ? `${headline}:` : `${headline}.`
  return [head, ...problems.map(problem => `- ${problem}`), next].filter(Boolean).join('\n')
}
