import { pathSegmentProblem } from '../service/records.js'

/**
 * What a deployment records of its release, in `payload['app-store-deploy']`: a re-run finds the
 * submission an earlier attempt made by it, and a status step names the app it finishes.
 */
export interface ReleaseRecord {
  submission_id: string
  /** The key the submission was sent with, and the release's own (the same, but for a new try). */
  idempotency_key: string
  release_key: string
  sha256?: string
  bundle_id?: string
  version?: string
  build?: string
  team_id?: number
  run_attempt?: number
}

const PAYLOAD_KEY = 'app-store-deploy'

/** The payload of a deployment that records `release`. */
export function payloadOf(release: ReleaseRecord): Record<string, unknown> {
  return { [PAYLOAD_KEY]: release }
}

/** The release a payload records, its fields checked: it comes back from GitHub as anyone wrote it. */
export function releaseOf(payload: unknown): ReleaseRecord | undefined {
  let value = payload
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  const release = (value as Record<string, unknown> | null)?.[PAYLOAD_KEY]
  if (!release || typeof release !== 'object') return undefined
  const record = release as Record<string, unknown>
  const text = (name: string): string | undefined =>
    typeof record[name] === 'string' ? (record[name] as string) : undefined
  const number = (name: string): number | undefined =>
    Number.isSafeInteger(record[name]) ? (record[name] as number) : undefined
  const [submissionId, key, releaseKey] = ['submission_id', 'idempotency_key', 'release_key'].map(
    text
  )
  // What this action writes: an id that stays one path segment, keys of 64 hex digits.
  if (!submissionId || pathSegmentProblem(submissionId)) return undefined
  if (!key || !releaseKey || ![key, releaseKey].every(value => /^[0-9a-f]{64}$/.test(value)))
    return undefined
  return {
    submission_id: submissionId,
    idempotency_key: key,
    release_key: releaseKey,
    sha256: text('sha256'),
    bundle_id: text('bundle_id'),
    version: text('version'),
    build: text('build'),
    team_id: number('team_id'),
    run_attempt: number('run_attempt')
  }
}
