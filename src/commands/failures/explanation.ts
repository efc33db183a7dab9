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
