import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import type { StorageFailure } from '../../service/storage/index.js'
import { formatBytes } from '../../text/format.js'
import type { Explanation } from './explanation.js'

/**
 * The storage that holds an `ipa-url` refused it (or redirected it, with its signature, to another
 * host): said before the service is asked to fetch the same URL, which would fail the same way.
 */
export interface StorageRefusedFailure {
  type: 'storage-refused'
  /** The URL as logs show it (no query, no credentials). */
  url: string
  refusal: Extract<StorageFailure, { kind: 'refused' | 'redirect-refused' }>
}

/** Why the storage refused, and what to do. */
export function explainStorage(
  { url, refusal }: StorageRefusedFailure,
  names: InputNames
): Explanation {
  const { referred, setting } = names
  const onlyTheService = `If only the service can reach it (storage that lets its addresses alone in), set ${setting(Inputs.Preflight, 'warn')} (a warning, and the release goes on) or ${setting(Inputs.Preflight, 'off')} (nothing of a URL is read).`
  if (refusal.kind === 'redirect-refused')
    return {
      headline: `The storage of ${url} redirected it (HTTP ${refusal.status}) to ${refusal.host}, carrying its signature there, so it was not followed and nothing was sent`,
      next: `Give the URL it leads to in ${referred(Inputs.IpaUrl)}, signed for that host.`
    }
  const { status, code, message } = refusal
  const missing =
    status === 404 || status === 410 || code === 'NoSuchKey' || code === 'BlobNotFound'
  return {
    headline: `The storage refused ${url} with HTTP ${status}${code ? ` ${code}` : ''}, so the service was not asked to fetch it`,
    problems: message ? [`The storage said: ${message}`] : undefined,
    next: missing
      ? `No file is at that address: check ${referred(Inputs.IpaUrl)} (the bucket, the path, the upload that should have put it there). ${onlyTheService}`
      : `A pre-signed URL may have expired or been signed for another request: give ${referred(Inputs.IpaUrl)} a fresh one, valid until the service has fetched it. ${onlyTheService}`
  }
}

/**
 * The warning of an IPA left unchecked because its storage could not be read as it should (its
 * bytes, its size, its availability), or refused it under `preflight: warn`: the release goes on, as
 * the service may still fetch it.
 */
export function uncheckedWarning(url: string, failure: StorageFailure, names: InputNames): string {
  const off = names.setting(Inputs.Preflight, 'off')
  const why = (() => {
    switch (failure.kind) {
      case 'refused': {
        const said = [failure.code, failure.message].filter(Boolean).join(': ')
        return `its storage refused it with HTTP ${failure.status}${said ? ` (${said})` : ''}, and the service may be refused too: give ${names.referred(Inputs.IpaUrl)} a URL valid until the service has fetched it`
      }
      case 'redirect-refused':
        return `its storage redirected it (HTTP ${failure.status}) to ${failure.host}, carrying its signature there, which was not followed`
      case 'whole-file-only': {
        const size = failure.size === undefined ? '' : ` (${formatBytes(failure.size)})`
        return failure.incomplete === undefined
          ? `its storage ignores Range requests, and the whole file it answers with${size} is more than the ${formatBytes(failure.limitBytes)} preflight reads whole`
          : `its storage ignores Range requests, and the whole file it answers with${size} did not come (${failure.incomplete})`
      }
      case 'other-bytes':
        return `its storage did not answer with the bytes asked for (${failure.asked}: it answered ${failure.answered}), so no verdict was drawn from what came`
      case 'unavailable': {
        const said = [failure.code, failure.message].filter(Boolean).join(': ')
        return failure.status === undefined
          ? `its storage could not be read (${failure.message ?? failure.code})`
          : `its storage answered HTTP ${failure.status}${said ? ` (${said})` : ''}`
      }
    }
  })()
  return `Preflight did not check ${url}: ${why}. The service is still asked to fetch it; App Store Connect checks it then. Set ${off} to skip reading it.`
}
