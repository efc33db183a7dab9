import { formatCount } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import { limitLabel, type ReadLimitError } from './limits.js'

/** What was not read within the budget: one entry, or those asked for after the archive's limit. */
export type UnreadEntry = 'executable' | 'plist' | 'manifest' | 'profile'

/**
 * What a limit left unread: one entry; the entries asked for after a limit of the archive; or the
 * central directory, read in part (`part`: up to a limit of its bytes, records or time), or not at
 * all (`none`: its end record claims more entries than the limit, refused before any is looked at).
 */
export type Unread =
  | { entry: UnreadEntry }
  | { after: Record<UnreadEntry, number> }
  | { centralDirectory: 'part' | 'none' }

/** What an entry not read keeps from being checked, as the read-limit warning says it. */
const UNCHECKED: Record<UnreadEntry, string> = {
  executable:
    "that bundle's executable (its type, architectures, platform, minimum OS, SDK, bitcode, encryption and the APIs it uses) is",
  plist: "that bundle's identity, versions and executable are",
  manifest: "that privacy manifest (ITMS-91053's declarations, ITMS-91056's validity) is",
  profile: 'the provisioning profile (its expiry and kind) is'
}

/** `40 executables and 80 property lists`: what was not read after an archive's limit. */
function notReadAfter(after: Record<UnreadEntry, number>): string {
  const parts = [
    [after.executable, 'executable', 'executables'],
    [after.plist + after['manifest'], 'property list', 'property lists'],
    [after.profile, 'provisioning profile', 'provisioning profiles']
  ] as const
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${formatCount(count)} ${count === 1 ? one : many}`)
    .join(' and ')
}

/**
 * The read-limit warning, but for its last words: what was read, up to which limit, and what is not
 * checked. It says an entry or a central directory was read only where it was.
 */
export function readLimitMessage(file: string, error: ReadLimitError, unread: Unread): string {
  const limit = `preflight's limit of ${limitLabel(error.limit, error.value)} (${quote(error.detail)})`
  const at = error.entry === undefined ? '' : ` at ${oneLine(error.entry, 200)}`
  if ('entry' in unread)
    return `${file}: ${oneLine(error.entry ?? '', 200)} was not read within ${limit}, so ${UNCHECKED[unread.entry]} not checked`
  if ('after' in unread) {
    const rest = notReadAfter(unread.after)
    const were = rest && /^1 /.test(rest) && !rest.includes(' and ') ? 'was' : 'were'
    return `${file} was read up to ${limit}${at}, and no further: ${rest ? `${rest} ${were} not read after it, so the rules on them are` : 'the rules on that entry are'} not checked`
  }
  const read =
    unread.centralDirectory === 'none'
      ? `its central directory was not read, being over ${limit}`
      : `its central directory was read up to ${limit}, and no further`
  return `${file}: ${read}, so the app and its App Store rules are not checked`
}

function quote(text: string): string {
  return oneLine(text, 160)
}
