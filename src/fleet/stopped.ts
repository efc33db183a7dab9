import { StoppedError, stoppedFleet, type StopRequest } from '../commands/stop.js'
import { classifyStatus } from '../follow-submission/statuses.js'
import { appText, type Ended, type FleetReport } from './outcome.js'

/** A submission whose wait a stop ended: it goes on at the service, so it has not failed. */
export function leftGoingByStop({ error, outcome }: Ended): boolean {
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
  items: Ended[],
  report: FleetReport
): StoppedError {
  const done = items.filter(item => item.outcome.failure === undefined || leftGoingByStop(item))
  const underWay = done.filter(
    ({ outcome }) => outcome.status && classifyStatus(outcome.status) === 'in-progress'
  )
  const failed = items.filter(item => !done.includes(item))
  const shown = ({ outcome }: Ended): string =>
    `${outcome.label} (${outcome.id ?? ''}, ${outcome.status ?? ''})`
  return stoppedFleet(stop, {
    total: items.length,
    underWay: underWay.map(shown),
    ended: done.length - underWay.length,
    failed: failed.map(({ outcome }) => `${outcome.label}${appText(outcome)}: ${outcome.failure}`),
    reRun: report.tie && {
      made: report.made,
      tie: report.tie,
      githubToken: report.githubToken,
      items: items.map(item => ({ label: item.outcome.label, failed: failed.includes(item) }))
    }
  })
}
