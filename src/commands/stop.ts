import { Inputs } from '../inputs/names.js'
import type { InputNames } from '../inputs/reader.js'
import { oneLine } from '../text/untrusted.js'
import { CommandError } from './command-error.js'
import type { FleetNext } from './failures/fleet-next.js'
import type { NextStep } from './failures/once.js'
import type { StopFailure } from './failures/stop.js'
import { describeFailure, type StepFailure } from './describe-failure.js'

/** The signals that stop a run: a cancelled workflow (SIGINT, then SIGTERM), Ctrl-C (SIGINT). */
export type StopSignal = 'SIGINT' | 'SIGTERM'

/** The exit code a shell expects of a process a signal ended: 128 + the signal's number. */
export const STOP_EXIT_CODES: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 }

/**
 * The longest a stopped run waits for what is not the service's (the GitHub Deployment's last
 * status): within the bound of the whole clean-up (stop-signals.ts), with room for the summary.
 */
export const STOP_CLEANUP_MS = 2_000

/** Whether `work` settled within `ms`; the work itself is left to end, or not, on its own. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>(resolve => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true
      ),
      late
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Why a run's one AbortSignal was aborted (its `reason`): the signal, and when it came. The adapter
 * makes the AbortSignal once (see stop-signals.ts); the context carries it to the waits, the sleeps
 * and the transport, which all end at once when it is aborted.
 */
export class StopRequest {
  constructor(
    readonly signal: StopSignal,
    readonly at = Date.now()
  ) {}
}

/** The stop an AbortSignal was aborted for; undefined when it was not (or for another reason). */
export function stopOf(signal: AbortSignal | undefined): StopRequest | undefined {
  return signal?.aborted && signal.reason instanceof StopRequest ? signal.reason : undefined
}

/**
 * A failure that a stop caused, already saying what it left behind (a submission that goes on, an
 * upload whose answer never came): the adapter reports it as it is, with the stop's exit code.
 */
export class StoppedError extends CommandError {
  /** Whether what it stopped goes on at the service (a wait), not cut off (an upload). */
  readonly goesOn: boolean

  constructor(failure: StopFailure, { goesOn = false }: { goesOn?: boolean } = {}) {
    super(failure)
    this.goesOn = goesOn
    this.name = 'StoppedError'
  }
}

/**
 * A create whose answer never came because the run was stopped while it went out: whether the
 * service made the record is not known, so nothing says it was sent, and how to look comes from
 * the create (`nextStepFor`, as for a lost answer: see exactly-once).
 */
export function stoppedCreate(
  stop: StopRequest,
  create: {
    request: { method: string; path: string }
    /** Whether the whole request had gone out (see AttemptOutcome.sent). */
    wentOutWhole: boolean
    noun: string
    sent: string
    nextStepFor: NextStep
  }
): StoppedError {
  const { request, wentOutWhole, noun, sent, nextStepFor } = create
  return new StoppedError({
    type: 'stopped-create',
    signal: stop.signal,
    request: { method: request.method, path: request.path },
    wentOutWhole,
    noun,
    sent,
    nextStepFor
  })
}

/**
 * A wait for a submission that a stop ended: the submission goes on at the service, and a later
 * `status` (a step, or the tool's command) follows it, the GitHub Deployment's id included.
 */
export function stoppedWaiting(
  stop: StopRequest,
  names: InputNames,
  facts: { id: string; status: string; waitedMs: number; deploymentId?: number }
): { error: StoppedError; deployment: string } {
  return {
    error: new StoppedError(
      { type: 'stopped-waiting', signal: stop.signal, ...facts },
      { goesOn: true }
    ),
    deployment: stoppedDeployment(stop, names, facts)
  }
}

/** GitHub keeps 140 characters of a deployment status's description. */
const DESCRIPTION_MAX = 140

/**
 * The deployment's last status after a stopped wait, whole within GitHub's 140 characters: what
 * follows the submission, and this deployment's id, are never the part cut off.
 */
export function stoppedDeployment(
  stop: StopRequest,
  { setting, referred }: InputNames,
  facts: { id: string; status: string; deploymentId?: number }
): string {
  const deployment =
    facts.deploymentId === undefined
      ? ''
      : ` and ${referred(Inputs.DeploymentId)} ${facts.deploymentId}`
  const follow = `follow ${oneLine(facts.id, 40)} with ${setting(Inputs.Command, 'status')}${deployment}`
  const long = `Stopped (${stop.signal}) at '${oneLine(facts.status, 24)}'; the submission goes on: ${follow}`
  return long.length <= DESCRIPTION_MAX ? long : `Stopped (${stop.signal}); ${follow}`
}

/**
 * A fleet a stop ended: how many of its submissions were still under way at the service (they go
 * on: a stop never fails them), how many had ended, how many failed; how to follow them all at once
 * (status given every submission id printed), and what a re-run does (once/rerun-advice.ts).
 */
export function stoppedFleet(
  stop: StopRequest,
  fleet: { total: number; underWay: string[]; ended: number; failed: string[]; reRun?: FleetNext }
): StoppedError {
  return new StoppedError({ type: 'stopped-fleet', signal: stop.signal, ...fleet })
}

/**
 * What a stopped run says: the failure a stop-aware part of it threw (a StoppedError), as it is;
 * else that it was stopped, and what was under way (the failure the stop caused, if any).
 */
export function describeStop(stop: StopRequest, error: unknown, names: InputNames): StepFailure {
  if (error instanceof StoppedError) return describeFailure(error, names)
  const headline = `Stopped on ${stop.signal} before the work ended`
  const caused = error === undefined ? undefined : describeFailure(error, names)
  const problems = caused && [`What was under way: ${caused.explanation.headline}.`]
  const { setting } = names
  const next = `What was sent goes on at the service, and the outputs set so far name it: a submission is followed with ${setting(Inputs.Command, 'status')} and its ${names.referred(Inputs.SubmissionId)}.`
  return {
    message: [`${headline}.`, ...(problems ?? []).map(problem => `- ${problem}`), next].join('\n'),
    explanation: { headline, problems, next }
  }
}
