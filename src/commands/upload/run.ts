import { readUnsignedIpa } from '../../service/records.js'
import { Requests } from '../../service/requests.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import type { IpaInspection } from '../../ipa/index.js'
import type { IpaSource } from '../../service/requests.js'
import { countedAsOne } from '../../fleet/report.js'
import { shareOfFleet } from '../../fleet/share.js'
import { withinConcurrency, runFleet, type Fleet } from '../../fleet/run-fleet.js'
import {
  createOnce,
  namesAnotherFile,
  releaseKey,
  type ReleaseKey
} from '../../exactly-once/index.js'
import { preflightIpa, sendIpa } from '../../ipa-input/ipa-file.js'
import type { UploadConfig } from './inputs.js'

/** Stores a developer-signed IPA on the service for later resigning, once; with `multiple`, each. */
export async function runUpload(config: UploadConfig, context: CommandContext): Promise<void> {
  const { reportFile, releaseId } = config
  const { run, dryRun } = context
  if (reportFile) context.report?.writeTo(reportFile, 'upload', { run, releaseId, dryRun })
  if (config.multiple) {
    const sources = await shareOfFleet(config.sources, config.shard, context, 'stored IPAs')
    if (sources.length === 0) return
    const uploads = sources.map(source => ({ ...config, source }))
    return runFleet(
      {
        sources,
        concurrency: config.concurrency,
        sendPassing: config.sendPassing,
        prepare: (i, scoped) => prepareUpload(uploads[i], scoped),
        keyOf: prepared => prepared.key.release,
        dryRun: (prepared, scoped) => showDryRun(prepared, scoped),
        send: (prepared, scoped, fleet) => store(prepared, scoped, fleet),
        report: ready => ({
          noun: 'IPA',
          made: 'stored IPAs',
          tie: ready[0]?.key ?? {}
        })
      },
      context
    )
  }
  await countedAsOne(context, async () => {
    const prepared = await prepareUpload({ ...config, source: config.sources[0] }, context)
    if (context.dryRun) return showDryRun(prepared, context)
    await store(prepared, context)
  })
}

/** One upload, read and checked, with its release's key: nothing is sent yet. */
interface Prepared {
  source: IpaSource
  inspection?: IpaInspection
  key: ReleaseKey
}

async function prepareUpload(
  config: UploadConfig & { source: IpaSource },
  context: CommandContext
): Promise<Prepared> {
  const { source } = config
  const inspection = await preflightIpa(source, config, 'upload', context)
  const key = await releaseKey({
    run: context.run,
    releaseId: config.releaseId,
    command: 'upload',
    source,
    inspection,
    fleet: config.multiple
  })
  context.log.debug(`Idempotency-Key "${key.key}": ${key.about}.`)
  return { source, inspection, key }
}

function showDryRun({ source, key }: Prepared, context: CommandContext): void {
  const { client, log } = context
  const request = Requests.storeUnsignedIpa({ source, idempotencyKey: key.key })
  log.info(
    ['Dry run: nothing is sent. The upload would be:', ...client.describe(request)].join('\n')
  )
  if (source.kind === 'file') context.outcome.record({ size: source.size })
  context.outcome.happened('upload', 'dry-run')
}

/** Stores it once (see createOnce): in its turn, in a fleet. */
async function store(
  { source, key }: Prepared,
  context: CommandContext,
  fleet?: Fleet
): Promise<void> {
  const { client, log } = context
  const upload = { source, idempotencyKey: key.key }
  const created = await withinConcurrency(fleet, () =>
    createOnce(context, {
      listing: 'unsigned IPAs',
      noun: 'stored IPA',
      sent: 'the IPA',
      create: attempt =>
        sendIpa(source, context, progress =>
          client.storeUnsignedIpa(upload, { ...progress, attempt })
        ),
      read: record => readUnsignedIpa(record),
      // Another upload's, made meanwhile: another file.
      isNotOurs: namesAnotherFile,
      siblings: fleet?.creates,
      earlier: {
        key,
        what: 'this IPA',
        noun: 'stored IPA',
        unmatchable: "its records of stored IPAs do not name the app's bundle id, version and build"
      },
      nextStepFor: { for: 'upload', key }
    })
  )
  const { answer, replayed } = created
  const record = answer.data
  context.outcome.record({
    ipaId: record.id,
    sourceUrl: record.source,
    createdAt: record.created_at,
    sha256: answer.sha256,
    record: answer.json,
    how: howMade(created)
  })
  if (replayed) {
    log.info(
      `The service answered with unsigned IPA ${oneLine(record.id)}, which it already held: an earlier upload of this release (same Idempotency-Key) stored it. Nothing new was stored.`
    )
  }
  log.info(
    `Stored unsigned IPA ${oneLine(record.id)}${record.source ? ` at ${oneLine(record.source)}` : ''}.`
  )
  context.outcome.happened('upload', 'stored')
}

/** What the summary says of how the record came, when not simply from this step's create. */
function howMade({
  replayed,
  recoveredAfter
}: {
  replayed?: boolean
  recoveredAfter?: string
}): string | undefined {
  if (recoveredAfter)
    return `The answer to the upload was lost (${recoveredAfter}), but the service had stored the IPA: this is that record, found in its listing. No IPA was stored twice.`
  if (replayed)
    return 'The service already held this IPA from an earlier upload of the same release (same Idempotency-Key), and answered with it. Nothing new was stored.'
  return undefined
}
