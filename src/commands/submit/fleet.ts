import * as path from 'node:path'
import { Outputs } from '../../inputs/names.js'
import type { IpaSource } from '../../service/requests.js'
import { plural } from '../../text/format.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import { inTurns } from '../shared/fleet/in-turn.js'
import { outcomeOf, type ItemOutcome } from '../shared/fleet/outcome.js'
import { reportFleet, type Ended } from '../shared/fleet/report.js'
import { scopedContext, type Captured } from '../shared/fleet/scoped-context.js'
import type { ReleaseConfig } from './inputs.js'
import {
  deliver,
  noticeTeamsFromProfiles,
  prepare,
  showDryRun,
  teamsOf,
  type Fleet
} from './release.js'
import type { Delivery } from './submission.js'

/** One IPA of the fleet: its label, its own context, and what it would have set as outputs. */
interface Member {
  label: string
  context: CommandContext
  captured: Captured
}

/**
 * Sends several IPAs from one step, each a release of its own (its key, its deployment, its wait):
 * all are read and their teams chosen before any is sent, and one refusal sends none; then they go
 * side by side, at most `concurrency` creates at once, each followed to its end whatever the others
 * do; one summary and one set of outputs report them, and the step fails naming each failure.
 */
export async function runFleet(
  releases: ReleaseConfig[],
  concurrency: number,
  context: CommandContext
): Promise<void> {
  const { log } = context
  const labels = labelsOf(releases.map(release => release.source))
  const members = releases.map((_, i) => ({
    label: labels[i],
    ...scopedContext(context, labels[i])
  }))
  log.info(
    `${plural(releases.length, 'IPA')}, each a release of its own: all are checked before any is sent.`
  )
  const listTeams = teamsOf(context)
  const prepared: Array<Delivery | { refused: unknown }> = []
  // One at a time: each read of an IPA keeps its own bounds of memory and time.
  for (const [i, config] of releases.entries()) {
    try {
      prepared.push(await prepare(config, members[i].context, listTeams))
    } catch (error) {
      prepared.push({ refused: error })
    }
  }
  const deliveries = readyToSend(members, prepared, context)
  noticeTeamsFromProfiles(
    context,
    deliveries.map(delivery => delivery.team)
  )
  if (context.dryRun) {
    deliveries.forEach((delivery, i) => showDryRun(members[i].context, delivery))
    context.summary.add(
      `🧪 **Dry run**: ${plural(deliveries.length, 'IPA')} and their teams checked; nothing was sent.`
    )
    return
  }
  log.info(`Sending ${plural(deliveries.length, 'IPA')}, at most ${concurrency} at once.`)
  const fleet: Fleet = { inTurn: inTurns(concurrency), made: new Set() }
  const ended = await Promise.all(
    deliveries.map((delivery, i) => deliverOne(members[i], delivery, fleet, context))
  )
  reportFleet(context, ended, { noun: 'IPA', waited: releases[0].wait })
}

/** One IPA sent and followed: how it ended, never thrown, so that the others go on. */
async function deliverOne(
  member: Member,
  delivery: Delivery,
  fleet: Fleet,
  { names }: CommandContext
): Promise<Ended> {
  const started = Date.now()
  const team = delivery.team.name || String(delivery.team.id)
  let error: unknown
  try {
    await deliver(member.context, { ...delivery, started }, fleet)
  } catch (thrown) {
    error = thrown
  }
  const outcome: ItemOutcome = outcomeOf(member.label, member.captured, {
    error,
    names,
    team,
    durationMs: Date.now() - started
  })
  if (outcome.failure) member.context.log.info(`Failed: ${outcome.failure} The others go on.`)
  return { outcome, captured: member.captured }
}

/**
 * The deliveries, when every IPA may be sent: one that preflight or the team refused, or two that
 * are the same release, send none, and each is named.
 */
function readyToSend(
  members: Member[],
  prepared: Array<Delivery | { refused: unknown }>,
  context: CommandContext
): Delivery[] {
  // A failure that is not the IPA's (the service refusing the key, the network) stops the fleet as
  // it stops one IPA, with its own kind of failure.
  const notTheIpas = prepared.find(
    item =>
      'refused' in item && !(item.refused instanceof CommandError && item.refused.kind === 'input')
  )
  if (notTheIpas && 'refused' in notTheIpas) throw notTheIpas.refused
  const problems: string[] = []
  const byKey = new Map<string, string>()
  prepared.forEach((item, i) => {
    const { label } = members[i]
    if ('refused' in item) {
      const ended = outcomeOf(label, members[i].captured, {
        error: item.refused,
        names: context.names
      })
      problems.push(`${label}: ${ended.failure}`)
      return
    }
    const twin = byKey.get(item.key.key)
    if (twin) {
      const app = members[i].captured.outputs
      problems.push(
        `${label} is the same release as ${twin}: ${app.get(Outputs.BundleId) ?? 'the same app'} ${app.get(Outputs.Version) ?? ''} (${app.get(Outputs.Build) ?? '?'}) for the same team, which App Store Connect takes once. Send one of them, or give the other its own build number.`
      )
    }
    byKey.set(item.key.key, label)
  })
  if (problems.length === 0) return prepared as Delivery[]
  throw new CommandError(
    {
      headline: `${plural(problems.length, 'IPA')} of ${members.length} cannot be sent, so none was sent`,
      problems,
      next: 'Fix each, or take it out of ipa-path, then run the step again.'
    },
    undefined,
    'input'
  )
}

/** Each IPA's file name, or its path from here where two share a name. */
function labelsOf(sources: IpaSource[]): string[] {
  const names = sources.map(source => (source.kind === 'file' ? path.basename(source.path) : 'URL'))
  return sources.map((source, i) =>
    source.kind === 'file' && names.indexOf(names[i]) !== names.lastIndexOf(names[i])
      ? path.relative(process.cwd(), source.path) || source.path
      : names[i]
  )
}
