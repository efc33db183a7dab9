import { createHash, randomUUID } from 'node:crypto'
import { fileSha256 } from '../ipa-input/file-sha256.js'
import { acceptedIdentity, type IpaInspection } from '../ipa/index.js'
import type { IpaSource } from '../service/requests.js'
import type { Pipeline, RunContext } from '../commands/run-context.js'

/**
 * What identifies one release, for the `Idempotency-Key` of its create: what ties the job's retries
 * together (the `release-id` input, else the workflow run: its repository and id, the same on every
 * attempt, else another CI's pipeline that a retried job keeps), the job and the step, the command,
 * the team, and the IPA. The
 * IPA is named by the app's bundle id, version and build when the archive gives them (the App Store
 * itself takes a build once, and a re-run that builds the IPA again makes other bytes of the same
 * build), else by the file's SHA-256, and an IPA given by URL by its URL without the query (a
 * pre-signed query differs each time it is signed). The key is the SHA-256 of these, in hex.
 */
export interface ReleaseKey {
  /** The key of the release's first try. */
  key: string
  /** What it was made of, for the debug log. */
  about: string
  /**
   * The release alone, without what ties the job's retries: the command, the team and the IPA. Two
   * IPAs of one step with the same are one release sent twice, whether or not a run ties them.
   */
  release: string
  /**
   * What ties the release to the job's retries; undefined outside a CI run without `release-id`,
   * where the key is this step's own.
   */
  tie?: 'release-id' | 'run' | 'pipeline'
  /**
   * Which attempt of the run this is, when the tie counts them (a GitHub run, an Azure Pipelines
   * build); undefined when it does not (a `release-id`, a GitLab pipeline): then any run may be a
   * retry of one that sent the release.
   */
  attempt?: number
  /** The CI whose run ties the key, and its word for that run: `GitLab CI`, `pipeline`. */
  ci?: Pick<Pipeline, 'ci' | 'word'>
}

export async function releaseKey({
  run,
  releaseId,
  command,
  teamId,
  source,
  inspection,
  fleet = false
}: {
  run: RunContext
  releaseId?: string
  command: string
  teamId?: number
  source: IpaSource
  inspection?: IpaInspection
  /** The release is one app of a fleet (`multiple`), which shards may split. */
  fleet?: boolean
}): Promise<ReleaseKey> {
  const tie = tieOf(run, releaseId)
  const release = [
    `command ${command}`,
    `team ${teamId ?? ''}`,
    await ipaIdentity(source, inspection)
  ]
  const parts = [
    // Untied, resends within the step still share the key.
    tie?.part ?? `step ${randomUUID()}`,
    // A fleet's app may be sent by any copy of a job the CI runs in parallel, which it names apart
    // (GitLab's `submit 2/3`, Azure's job identifier of each position), and which copy sends it is
    // the split's choice, which moves with `shard-total` (1 included): the job names no release
    // there, and is left out, so that a re-run of any shard, of any total or none, sends the app
    // under the key it was first sent with.
    ...(fleet ? [] : [`job ${run.job ?? run.pipeline?.job ?? ''}`]),
    `step ${run.step ?? ''}`,
    ...release
  ]
  return {
    key: sha256(parts.join('\n')),
    about: parts.join(', '),
    release: release.join(', '),
    tie: tie?.kind,
    attempt:
      tie?.kind === 'run'
        ? (run.runAttempt ?? 1)
        : tie?.kind === 'pipeline'
          ? run.pipeline?.attempt
          : undefined,
    ci:
      tie?.kind === 'pipeline' && run.pipeline
        ? { ci: run.pipeline.ci, word: run.pipeline.word }
        : undefined
  }
}

/** What ties a release to the job's retries, and its part of the key: the same in every job of the run. */
export function tieOf(
  run: RunContext,
  releaseId?: string
): { kind: NonNullable<ReleaseKey['tie']>; part: string } | undefined {
  if (releaseId) return { kind: 'release-id', part: `release ${releaseId}` }
  if (run.repository && run.runId)
    return { kind: 'run', part: `run ${run.repository}#${run.runId}` }
  if (run.pipeline) return { kind: 'pipeline', part: `${run.pipeline.ci} ${run.pipeline.id}` }
  return undefined
}

/**
 * Whether this run may retry one that already sent the release: a later attempt of a GitHub run, or
 * any run of a tie that does not count its attempts.
 */
export function mayBeRetry(key: ReleaseKey): boolean {
  return key.tie !== undefined && (key.attempt === undefined || key.attempt > 1)
}

/**
 * The key of the try after a failed submission: it follows from the key that made the failed one and
 * its id, so that every attempt of the run walks the same chain of keys, and finds the same tries.
 */
export function newTryKey(failedKey: string, failedId: string): string {
  return sha256(`${failedKey}\nnew try after ${failedId}`)
}

async function ipaIdentity(source: IpaSource, inspection?: IpaInspection): Promise<string> {
  if (source.kind === 'url') {
    const url = new URL(source.url)
    return `ipa-url ${url.origin}${url.pathname}`
  }
  const { bundleId, version, build } = acceptedIdentity(inspection?.app)
  if (bundleId && version && build) return `app ${bundleId} ${version} (${build})`
  return `file sha256 ${await fileSha256(source.path)}`
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
