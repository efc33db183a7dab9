import { inspectIpa, type InspectOptions, type IpaInspection, SourceFailure } from '../ipa/index.js'
import { StorageError } from '../service/storage/index.js'
import { formatBytes, plural } from '../text/format.js'
import { shownUrl } from '../text/signed-url.js'
import { CommandError } from '../commands/command-error.js'
import type { LocalContext } from '../commands/context.js'
import { uncheckedWarning } from '../commands/failures/storage.js'

/**
 * Reads an IPA given by URL where it lives, in HTTP ranges (service/storage), before the service is
 * asked to fetch it. A refusal by its storage (an expired signature, no such object) stops the
 * release under `strict`, as the service would most likely be refused the same URL; under `warn` it
 * is a warning, as a preflight problem is (storage may let the service alone in). Storage that
 * cannot be read as it should (other bytes than it claims, no answer, the whole file only and too
 * large) leaves the IPA unchecked in either mode, with a warning that says why: the service may
 * still fetch it, and App Store Connect checks it then. Undefined when it was left unchecked.
 */
export async function readIpaUrl(
  url: string,
  options: InspectOptions,
  /** Under `strict`; under `warn`, a refusal is a warning. */
  { refusalStops }: { refusalStops: boolean },
  { openIpaUrl, log, names, signal }: LocalContext
): Promise<IpaInspection | undefined> {
  const shown = shownUrl(url)
  const started = Date.now()
  try {
    const ipa = await openIpaUrl(url)
    try {
      const inspection = await inspectIpa({ name: fileName(url), source: ipa }, options)
      const { requests, bytes } = ipa.fetched
      const took = `${((Date.now() - started) / 1000).toFixed(1)}s`
      log.info(
        ipa.wholeFile
          ? `Read ${shown} whole (${formatBytes(bytes)}) in ${took}: its storage ignores Range requests.`
          : `Read ${formatBytes(bytes)} of ${shown} (${formatBytes(ipa.size)}) in ${plural(requests, 'range request')}, ${took}; its SHA-256 is not known without the whole file.`
      )
      return inspection
    } finally {
      await ipa.close()
    }
  } catch (error) {
    const cause = error instanceof SourceFailure ? error.cause : error
    // A run that is stopping says so itself (stop.ts): its cut requests are no storage's failure.
    if (!(cause instanceof StorageError) || signal?.aborted) throw error
    const { failure } = cause
    if ((failure.kind === 'refused' || failure.kind === 'redirect-refused') && refusalStops) {
      const kind = failure.kind === 'refused' && failure.status === 404 ? 'not-found' : 'input'
      throw new CommandError({ type: 'storage-refused', url: shown, refusal: failure }, kind)
    }
    log.warning(uncheckedWarning(shown, failure, names), {
      title: 'IPA preflight (not checked)',
      rule: 'preflight, not checked'
    })
    return undefined
  }
}

/** The file's name in the URL's path (`App.ipa`), as problems name the IPA; else its host. */
function fileName(url: string): string {
  const { pathname, host } = new URL(url)
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  try {
    return decodeURIComponent(last) || host
  } catch {
    return last
  }
}
