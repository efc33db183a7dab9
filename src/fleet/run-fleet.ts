import * as path from 'node:path'
import type { IpaSource } from '../service/requests.js'
import { plural } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import { stopsEveryRequest } from '../service/retry/index.js'
import { CommandError } from '../commands/command-error.js'
import { refusedHeadline, type RefusedItem } from '../commands/failures/fleet.js'
import type { FleetTeamRefusal } from '../commands/failures/team.js'
import type { CommandContext } from '../commands/context.js'
import { limitConcurrency } from './limit-concurrency.js'
import {
  appText,
  jsonOf,
  outcomeOf,
  recordsOf,
  runFleetItem,
  withRecords,
  type Ended,
  type FleetReport
} from './outcome.js'
import { reportFleet } from './report.js'
import { dryRunReport } from '../summary/fleet.js'
import { stoppedReport } from './stopped.js'
import { stopOf } from '../commands/stop.js'
import { scopedContext, type Captured } from './scoped-context.js'
import { FleetCreates } from './siblings.js'
import type { Siblings } from '../exactly-once/index.js'

/** What the IPAs of a fleet share as each is sent: turns to create, and the creates themselves. */
export interface Fleet {
  inTurn<T>(task: () => Promise<T>): Promise<T>
  /** What a look after a lost answer must tell apart from its own create's record. */
  creates: Siblings
}

/** A task in its turn of the fleet, or at once outside one. */
export function withinConcurrency<T>(fleet: Fleet | undefined, task: () => Promise<T>): Promise<T> {
  return fleet ? fleet.inTurn(task) : task()
}

/** How a command sends one IPA, in the steps a fleet runs them by. */
interface FleetPlan<Prepared> {
  sources: IpaSource[]
  concurrency: number
  /** Reads and checks one IPA and all it needs, sending nothing that changes state. */
  prepare(index: number, context: CommandContext): Promise<Prepared>
  /** What its release is (ReleaseKey.release): two IPAs of one are one release sent twice. */
  keyOf(prepared: Prepared): string
  /**
   * Says as one what several IPAs were refused for alike (a team-id every IPA shares, say): the
   * IPAs it names, its problem, its advice and details; the others are said one by one.
   */
  refusedTogether?(refused: Array<{ label: string; error: unknown }>): FleetTeamRefusal | undefined
  /** Once all are ready: what the step says of them as a whole (each IPA's label beside it). */
  ready?(prepared: Prepared[], labels: string[]): void
  dryRun(prepared: Prepared, context: CommandContext): void
  /** Sends it (its create in turn: `fleet.inTurn`) and follows it to its end. */
  send(prepared: Prepared, context: CommandContext, fleet: Fleet): Promise<void>
  /** The team it went to, for its row. */
  teamOf?(prepared: Prepared): string
  /** What the fleet is of; once all are ready, whether a re-run would send them again (untied). */
  report: FleetReport | ((prepared: Prepared[]) => FleetReport)
  /** Sends those that pass the checks (`send-passing`), the others refused by name, failing the step. */
  sendPassing?: boolean
}

/** One IPA of the fleet: its label, its own context, and what it would have set as outputs. */
interface Member {
  label: string
  context: CommandContext
  captured: Captured
}

/**
 * Sends several IPAs from one step, each a release of its own: all are read and checked before any
 * is sent, and one refusal sends none (with `sendPassing`, it alone is not sent); then they go side
 * by side, at most `concurrency` creates at once, each to its end whatever the others do; one
 * summary and one set of outputs report them, and the step fails naming each failure.
 */
export async function runFleet<P>(plan: FleetPlan<P>, context: CommandContext): Promise<void> {
  const { log } = context
  const labels = labelsOf(plan.sources)
  const members = labels.map(label => ({ label, ...scopedContext(context, label) }))
  log.info(
    `${plural(members.length, 'IPA')}, each a release of its own: all are checked before any is sent.`
  )
  const prepared: Array<P | { refused: unknown }> = []
  // One at a time: each read of an IPA keeps its own bounds of memory and time.
  for (const [i, member] of members.entries()) {
    try {
      prepared.push(await plan.prepare(i, member.context))
    } catch (error) {
      prepared.push({ refused: error })
    }
  }
  const { ready, sending, refused } = readyToSend(plan, members, prepared, context)
  plan.ready?.(
    ready,
    sending.map(member => member.label)
  )
  const report = typeof plan.report === 'function' ? plan.report(ready) : plan.report
  if (context.dryRun) return showDryRun(plan, ready, sending, report, context, refused)
  log.info(`Sending ${plural(ready.length, 'IPA')}, at most ${plan.concurrency} at once.`)
  const turns = new FleetTurns(plan.concurrency)
  const sent = await Promise.all(
    ready.map(async (item, i) => {
      const one = await runFleetItem(
        sending[i],
        () => plan.send(item, sending[i].context, turns),
        () => ({ made: report.made, team: plan.teamOf?.(item) })
      )
      turns.stopIfAll(one.error)
      return one
    })
  )
  const ended = inOrder(members, [...refused, ...sent])
  const failure = reportFleet(context, ended, report)
  // Stopped (SIGINT, SIGTERM): what was under way goes on, and is said as such, not as failed.
  const stopped = stopOf(context.signal)
  if (stopped)
    throw withRecords(
      stoppedReport(stopped, ended, report),
      recordsOf(failure) ?? ended.map(item => jsonOf(item.outcome))
    )
  // Stopped, the step fails as one IPA would have (a refused key: the tool's exit 3, say).
  if (turns.stopped) throw withRecords(turns.stopped.error, recordsOf(failure) ?? [])
  if (failure) throw failure
}

/**
 * The turns of a fleet's creates, at most `concurrency` at once, and what stops them all (the key
 * refused, no service there): the IPAs not yet sent are not, once it is known, which is before the
 * next turn is handed on.
 */
class FleetTurns implements Fleet {
  readonly creates = new FleetCreates()
  stopped: { error: unknown } | undefined
  private readonly turns: <T>(task: () => Promise<T>) => Promise<T>

  constructor(concurrency: number) {
    this.turns = limitConcurrency(concurrency)
  }

  inTurn<T>(task: () => Promise<T>): Promise<T> {
    return this.turns(async () => {
      if (this.stopped) throw this.stopped.error
      try {
        return await task()
      } catch (error) {
        this.stopIfAll(error)
        throw error
      }
    })
  }

  /** Stops the turns not yet begun when `error` would fail every request of the step. */
  stopIfAll(error: unknown): void {
    if (stopsEveryRequest(error)) this.stopped ??= { error }
  }
}

/** A dry run of the fleet: each IPA's dry run, and one table of what would be sent. */
function showDryRun<P>(
  plan: FleetPlan<P>,
  ready: P[],
  members: Member[],
  report: FleetReport,
  context: CommandContext,
  refused: Ended[]
): void {
  ready.forEach((item, i) => plan.dryRun(item, members[i].context))
  const checked = ready.map((item, i) =>
    outcomeOf(members[i].label, members[i].captured, {
      names: context.names,
      team: plan.teamOf?.(item)
    })
  )
  const all = [...refused.map(item => item.outcome), ...checked]
  context.report?.ended(all)
  context.summary.add(dryRunReport(all, report))
  // With send-passing, the refused are shown among the others, and fail the dry run as they would the run.
  if (refused.length > 0) {
    const items = refused.map(({ outcome }) => ({
      label: outcome.label,
      failure: outcome.failure ?? ''
    }))
    const total = ready.length + refused.length
    const refusal = new CommandError(
      { type: 'fleet-refused', count: refused.length, total, items },
      'input'
    )
    throw withRecords(refusal, all.map(jsonOf))
  }
}

/** The items of a fleet in the order of its IPAs (their labels are each their own). */
function inOrder(members: Member[], items: Ended[]): Ended[] {
  const place = new Map(members.map((member, i) => [member.label, i]))
  return [...items].sort(
    (a, b) => (place.get(a.outcome.label) ?? 0) - (place.get(b.outcome.label) ?? 0)
  )
}

/**
 * Every IPA, when all may be sent: one that its checks refused, or two that are the same release,
 * send none, and each is named; with `sendPassing`, the others are sent and these refused alone.
 */
function readyToSend<P>(
  plan: FleetPlan<P>,
  members: Member[],
  prepared: Array<P | { refused: unknown }>,
  context: CommandContext
): { ready: P[]; sending: Member[]; refused: Ended[] } {
  // A failure that is not the IPA's (the service refusing the key, the network) stops the fleet as
  // it stops one IPA, with its own kind of failure.
  for (const item of prepared)
    if (isRefused(item) && !(item.refused instanceof CommandError && item.refused.kind === 'input'))
      throw item.refused
  if (plan.sendPassing) return passingOnly(plan, members, prepared, context)
  const together = plan.refusedTogether?.(
    prepared.flatMap((item, i) =>
      isRefused(item) ? [{ label: members[i].label, error: item.refused }] : []
    )
  )
  const items: RefusedItem[] = []
  let count = together?.labels.length ?? 0
  const byKey = new Map<string, string>()
  prepared.forEach((item, i) => {
    const { label, captured } = members[i]
    if (isRefused(item) && together?.labels.includes(label)) return
    if (isRefused(item)) {
      count++
      const { failure } = outcomeOf(label, captured, { error: item.refused, names: context.names })
      items.push({ label, failure: failure ?? '' })
      return
    }
    const twin = byKey.get(plan.keyOf(item))
    if (twin) {
      const app = appText(outcomeOf(label, captured, { names: context.names }))
      count++
      items.push({ label, twin, app })
    }
    byKey.set(plan.keyOf(item), label)
  })
  if (!together && items.length === 0)
    return { ready: prepared as P[], sending: members, refused: [] }
  const headline = refusedHeadline(count, members.length)
  // Each IPA's record for --json, from its inspection and its own failure (or why it was not sent).
  const outcomes = prepared.map((item, i) =>
    outcomeOf(members[i].label, members[i].captured, {
      error: isRefused(item) ? item.refused : new Error(`Not sent: ${headline}.`),
      names: context.names
    })
  )
  context.report?.ended(outcomes)
  const records = outcomes.map(jsonOf)
  const refusal = new CommandError(
    { type: 'fleet-refused', count, total: members.length, items, together },
    'input'
  )
  throw withRecords(refusal, records)
}

/**
 * With `send-passing`: the IPAs that pass are sent; each other one is refused on its own (its checks'
 * failure, or the release another IPA is), with its row and record as a failed item's.
 */
function passingOnly<P>(
  plan: FleetPlan<P>,
  members: Member[],
  prepared: Array<P | { refused: unknown }>,
  context: CommandContext
): { ready: P[]; sending: Member[]; refused: Ended[] } {
  const passing: { ready: P[]; sending: Member[]; refused: Ended[] } = {
    ready: [],
    sending: [],
    refused: []
  }
  // Two IPAs of one release are both refused, as without send-passing: which of them was meant to
  // go is not the glob's order to decide.
  const byKey = new Map<string, string[]>()
  prepared.forEach((item, i) => {
    if (isRefused(item)) return
    const key = plan.keyOf(item)
    byKey.set(key, [...(byKey.get(key) ?? []), members[i].label])
  })
  prepared.forEach((item, i) => {
    const { label, captured } = members[i]
    let error = isRefused(item) ? item.refused : undefined
    const twin = isRefused(item)
      ? undefined
      : byKey.get(plan.keyOf(item))?.find(other => other !== label)
    if (twin) {
      const app = appText(outcomeOf(label, captured, { names: context.names }))
      error = new CommandError({ type: 'same-release', label, twin, app }, 'input')
    }
    if (error === undefined) {
      passing.ready.push(item as P)
      passing.sending.push(members[i])
      return
    }
    if (error instanceof CommandError) captured.outcome.failure = error.failure
    const outcome = outcomeOf(label, captured, { error, names: context.names })
    members[i].context.log.info(`Refused: ${outcome.failure} The others go on.`)
    passing.refused.push({ outcome, captured, error })
  })
  return passing
}

function isRefused<P>(item: P | { refused: unknown }): item is { refused: unknown } {
  return typeof item === 'object' && item !== null && 'refused' in item
}

/** Each IPA's file name, or its path from here where two share a name. */
export function labelsOf(sources: IpaSource[]): string[] {
  const names = sources.map(source => (source.kind === 'file' ? path.basename(source.path) : 'URL'))
  // A file's name is anyone's text: one line, so that no log line it starts can be a command.
  return sources.map((source, i) =>
    oneLine(
      source.kind === 'file' && names.indexOf(names[i]) !== names.lastIndexOf(names[i])
        ? path.relative(process.cwd(), source.path) || source.path
        : names[i],
      120
    )
  )
}
