import { Outputs, type OutputName } from '../inputs/names.js'
import type { IpaInspection } from '../ipa/index.js'
import type { IpaSource } from '../service/requests.js'
import type { RateLimitWaits } from '../service/retry/index.js'
import type { ReleaseRecord } from '../exactly-once/release-record.js'
import type { WaitResult } from '../follow-submission/wait.js'
import type { Failure } from './failures/index.js'

/** A unit of work: a submission sent and followed, an IPA stored, a submission read, an IPA checked. */
export type UnitKind = 'submit' | 'upload' | 'status' | 'check'

/**
 * What happened to a unit, as far as it got: checked only (a dry run), checked and nothing refused
 * (`check`), refused by preflight, stored, or a submission that went through, was accepted and is
 * still in progress, goes on by e-mail only (its status cannot be followed), failed, was not done
 * within the wait, could no longer be read, vanished from the service, or was left going by a stop.
 */
export type Happened =
  | 'dry-run'
  | 'checked'
  | 'refused'
  | 'stored'
  | 'succeeded'
  | 'accepted'
  | 'untracked'
  | 'failed'
  | 'timed-out'
  | 'unreachable'
  | 'vanished'
  | 'stopped'

/** A problem preflight found in the IPA: Apple's code (or the check's), its sentence, and whether it refuses the IPA. */
export interface PreflightProblem {
  code: string
  message: string
  refuses: boolean
}

/**
 * The facts of a unit of work, as they are known: those that are outputs (each an output of a unit
 * run alone; a fleet's row and record), and those its summary shows.
 */
export interface UnitFacts {
  submissionId?: string
  status?: string
  createdAt?: string
  ipaId?: string
  /** Where the service fetched a stored IPA from (a URL, maybe pre-signed). */
  sourceUrl?: string
  teamId?: number
  bundleId?: string
  version?: string
  build?: string
  sha256?: string
  size?: number
  failureReason?: string
  deploymentId?: number
  /** The record as the service last answered it: the `json` output of one. */
  record?: unknown
  /** The IPA given: a file, or a URL. */
  source?: IpaSource
  /** What preflight read of the IPA (its app, profile and problems). */
  inspection?: IpaInspection
  /** False when preflight was off: the app was read, not checked. */
  checked?: boolean
  /** What `check` judged the IPA for: as `submit` or `upload` would. */
  purpose?: 'submit' | 'upload'
  /** The team it is sent to; `account`, the service's account that reaches it. */
  team?: { id: number; name: string; account?: string }
  /** The addresses the service e-mails progress to. */
  notifyEmails?: string[]
  /** The GitHub Deployment that follows it; its environment, where this step made it. */
  deployment?: { id: number; url?: string; environment?: string }
  /** What the deployment records of the release (status finds the app there). */
  release?: ReleaseRecord
  /** The wait, when there was one: the statuses seen, how it ended. */
  wait?: WaitResult
  /** The status first read, and when (without a wait, the history is this one status). */
  firstStatus?: { status: string; at: number }
  /** Whether the step waited for a final status (`wait`, and not a dry run). */
  waited?: boolean
  /** A dry run: read, checked, nothing changed. */
  dryRun?: boolean
  /** How long the unit took, to the end of its wait. */
  durationMs?: number
  /** How it came, when not simply from this step's create (a lost answer found, a re-run). */
  how?: string
  /** The submission holds an earlier attempt's file, whose size is not known here. */
  otherFile?: boolean
  /**
   * The run's, not one unit's: how often the service's rate limit held it (a 429 with Retry-After),
   * and how long in all; recorded once the run ends (runIn), for a unit and a fleet alike.
   */
  rateLimit?: RateLimitWaits
}

/**
 * One unit of work, typed: what kind, what happened, its facts, its preflight problems and its
 * failure as data. The command fills it as the work goes (so that what was known before a failure
 * still reaches the outputs); the adapters render the outputs, the summary (src/summary/) and the
 * failure message from it.
 */
export interface UnitOutcome {
  kind?: UnitKind
  happened?: Happened
  facts: UnitFacts
  problems: PreflightProblem[]
  /** Why it failed, as the CommandError carried it. */
  failure?: Failure
}

export function emptyOutcome(): UnitOutcome {
  return { facts: {}, problems: [] }
}

/** Where a unit's outcome goes as it is known: the step's outputs and summary, or its item of a fleet. */
export interface OutcomeSink {
  /** Adds what is now known; a field left undefined keeps what was known of it. */
  record(facts: Partial<UnitFacts>): void
  /** Preflight's problems of the IPA, each refusing it or not. */
  problems(problems: PreflightProblem[]): void
  /** What happened, once known: the summary shows the unit from then on. */
  happened(kind: UnitKind, happened: Happened): void
}

/** The output each fact is: said once, for a command run alone and for a fleet of one. */
const OUTPUT_OF_FIELD = {
  submissionId: Outputs.SubmissionId,
  status: Outputs.Status,
  createdAt: Outputs.CreatedAt,
  ipaId: Outputs.IpaId,
  sourceUrl: Outputs.SourceUrl,
  teamId: Outputs.TeamId,
  bundleId: Outputs.BundleId,
  version: Outputs.Version,
  build: Outputs.Build,
  sha256: Outputs.Sha256,
  size: Outputs.Size,
  failureReason: Outputs.FailureReason,
  deploymentId: Outputs.DeploymentId
} as const satisfies Partial<Record<keyof UnitFacts, OutputName>>

/** The outputs of a unit's fields, as a step of one sets them: each field's, and its id as a list. */
export function outputsOfUnit(
  facts: Partial<UnitFacts>
): Array<[OutputName, string | number | string[]]> {
  const outputs: Array<[OutputName, string | number | string[]]> = []
  for (const [field, output] of Object.entries(OUTPUT_OF_FIELD)) {
    const value = facts[field as keyof typeof OUTPUT_OF_FIELD]
    if (value !== undefined) outputs.push([output, value])
  }
  if (facts.submissionId !== undefined) outputs.push([Outputs.SubmissionIds, [facts.submissionId]])
  if (facts.ipaId !== undefined) outputs.push([Outputs.IpaIds, [facts.ipaId]])
  return outputs
}

/** A unit run alone: each output fact is an output at once, its record the `json` output; all kept in `outcome`. */
export function outcomeToOutputs(
  outputs: {
    set(name: OutputName, value: string | number | string[]): void
    json(value: unknown): void
  },
  outcome: UnitOutcome
): OutcomeSink {
  const kept = outcomeKeptIn(outcome)
  return {
    ...kept,
    record: facts => {
      for (const [name, value] of outputsOfUnit(facts)) outputs.set(name, value)
      if (facts.record !== undefined) outputs.json(facts.record)
      kept.record(facts)
    }
  }
}

/** An outcome kept as it is known: one item of a fleet's, for the fleet to report once all have ended. */
export function outcomeKeptIn(outcome: UnitOutcome): OutcomeSink {
  return {
    record: facts => {
      for (const [field, value] of Object.entries(facts))
        if (value !== undefined) Object.assign(outcome.facts, { [field]: value })
    },
    problems: problems => void (outcome.problems = problems),
    happened: (kind, happened) => Object.assign(outcome, { kind, happened })
  }
}
