import { Inputs } from '../../../inputs/names.js'
import type { CommandContext } from '../../context.js'
import { StoppedError, stoppedFleet, type StopRequest } from '../../stop.js'
import { whatAReRunDoes } from '../once/rerun-advice.js'
import { classifyStatus } from '../submission/statuses.js'
import { appText, type Ended } from './outcome.js'
import type { FleetReport } from './report.js'

/** A submission whose wait a stop ended: it goes on at the service, so it has not failed. */
export function stillUnderWay({ error, outcome }: Ended): boolean {
  return (
    error instanceof StoppedError &&
    outcome.id !== undefined &&
    classifyStatus(outcome.status ?? '') === 'in-progress'
  )
}

/**
 * What a stopped fleet says (see stoppedFleet): each submission still under way, each ended, each
 * failed, from its outcome as reportFleet made it.
 */
export function stoppedReport(
  stop: StopRequest,
  context: CommandContext,
  items: Ended[],
  report: FleetReport
): StoppedError {
  const { names } = context
  const done = items.filter(item => item.outcome.failure === undefined || stillUnderWay(item))
  const underWay = done.filter(
    ({ outcome }) => outcome.status && classifyStatus(outcome.status) === 'in-progress'
  )
  const failed = items.filter(item => !done.includes(item))
  const shown = ({ outcome }: Ended): string =>
    `${outcome.label} (${outcome.id ?? ''}, ${outcome.status ?? ''})`
  return stoppedFleet(stop, names, {
    total: items.length,
    underWay: underWay.map(shown),
    ended: done.length - underWay.length,
    failed: failed.map(({ outcome }) => `${outcome.label}${appText(outcome)}: ${outcome.failure}`),
    reRun: report.tie
      ? whatAReRunDoes(report.tie, names, {
          verb: report.made === 'stored IPAs' ? 'stores' : 'submits',
          again: 'every IPA again',
          answers: 'what was sent, and only what was not is sent',
          githubToken: report.githubToken,
          instead: [
            `To avoid that, follow what was sent rather than running again${failed.length > 0 ? `, and send only what failed (${names.referred(Inputs.IpaPath)} naming only ${failed.map(item => item.outcome.label).join(', ')})` : ''}.`
          ]
        })
      : ''
  })
}
