import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { acceptedIdentity, type IpaInspection } from '../../ipa/index.js'
import type { IpaSource } from '../../service/requests.js'
import type { RunContext } from '../context.js'

/**
 * What identifies one release, for the `Idempotency-Key` of its create: the workflow run (its
 * repository and id, the same on every attempt), the job and the step, the command, the team, and
 * the IPA. The
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
  /** Whether it ties the release to a workflow run (outside one, it is this step's own). */
  ofRun: boolean
}

export async function releaseKey({
  run,
  command,
  teamId,
  source,
  inspection
}: {
  run: RunContext
  command: string
  teamId?: number
  source: IpaSource
  inspection?: IpaInspection
}): Promise<ReleaseKey> {
  const ofRun = Boolean(run.repository && run.runId)
  // Outside a workflow run there is no run to tie it to: resends within the step still share it.
  const runPart = ofRun ? `run ${run.repository}#${run.runId}` : `step ${randomUUID()}`
  const parts = [
    runPart,
    `job ${run.job ?? ''}`,
    `step ${run.step ?? ''}`,
    `command ${command}`,
    `team ${teamId ?? ''}`,
    await ipaIdentity(source, inspection)
  ]
  return { key: sha256(parts.join('\n')), about: parts.join(', '), ofRun }
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

function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', chunk => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
