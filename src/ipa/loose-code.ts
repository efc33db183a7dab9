import { posix } from 'node:path'
import type { AppEntries } from './layout.js'
import { fileTypeName } from './macho/names.js'
import { AR_MAGIC, FAT_MAGIC, FAT_MAGIC_64, MH_MAGIC, MH_MAGIC_64 } from './macho/read.js'
import { stringValue } from './plist.js'
import type { BundleFacts, LooseCode, ResourceBundleFacts } from './rules/facts.js'

/**
 * The files of the app that could be code (layout-files.ts) and are no bundle's part, each told by
 * its first bytes: the Mach-O files, static libraries and scripts among them. A file is a bundle's
 * part, and not looked at, when it is:
 * - the executable a bundle's Info.plist names (the app's, an extension's, a framework's…), or a
 *   dylib right in a `Frameworks/` folder: the rules read those whole;
 * - right in the folder of a bundle whose executable is unknown (no Info.plist, or one not read, or
 *   one without CFBundleExecutable: other checks say so), or inside a framework at the wrong place
 *   (ITMS-90680 says so);
 * - named as its folder, as Xcode names a bundle's executable (`Helper.xpc/Helper`), or the
 *   CFBundleExecutable a resource bundle names: code of a bundle this check does not judge;
 * - a watch app's `_WatchKitStub/WK`, the stub Xcode puts in watch apps of watchOS 2 to 6.
 */
export async function findLooseCode<T>(
  app: AppEntries<T>,
  bundles: readonly BundleFacts[],
  resourceBundles: readonly ResourceBundleFacts[],
  peek: (entry: T) => Promise<Buffer | undefined>
): Promise<LooseCode[]> {
  const accounted = new Set(bundles.flatMap(bundle => bundle.executable?.entry ?? []))
  for (const bundle of resourceBundles) {
    const name = stringValue(bundle.plist, 'CFBundleExecutable')?.normalize('NFC')
    if (name) accounted.add(`${bundle.path}${name}`)
  }
  const unknownExecutable = new Set(
    bundles
      .filter(bundle => bundle.kind !== 'dylib' && !bundle.executable)
      .map(bundle => bundle.path)
  )
  const misplaced = [...app.other.misplacedFrameworks]
  const found: LooseCode[] = []
  for (const [path, { entry, executable }] of app.other.codeCandidates) {
    const folder = `${posix.dirname(path)}/`
    if (
      accounted.has(path) ||
      unknownExecutable.has(folder) ||
      misplaced.some(framework => path.startsWith(framework)) ||
      namedAsItsFolder(path) ||
      /\/_WatchKitStub\/WK$/s.test(path)
    )
      continue
    const head = await peek(entry)
    const kind = head && codeKind(head, executable)
    if (kind) found.push({ entry: path, ...kind })
  }
  return found
}

/** `Helper.xpc/Helper`: a file named as the bundle folder it is right in. */
function namedAsItsFolder(path: string): boolean {
  const folder = posix.basename(posix.dirname(path))
  const extension = posix.extname(folder)
  return extension !== '' && posix.basename(folder, extension) === posix.basename(path)
}

/**
 * What a file's first bytes say it is, when it is code or a script: a Mach-O header either way
 * round, a fat header (whose count of slices is small: a Java class file starts with the same magic
 * and its version, 45 or more, in their place), an `ar` archive, or `#!` in a file marked
 * executable. Anything else (an image, a text, a file too short to tell) is not code.
 */
export function codeKind(
  head: Buffer,
  executable: boolean
): Pick<LooseCode, 'kind' | 'fileType'> | undefined {
  if (head.length >= 8 && head.subarray(0, 8).equals(AR_MAGIC)) return { kind: 'static-library' }
  if (executable && head.length >= 2 && head.toString('latin1', 0, 2) === '#!')
    return { kind: 'script' }
  if (head.length < 8) return undefined
  const little = head.readUInt32LE(0)
  if (little === MH_MAGIC || little === MH_MAGIC_64)
    return head.length >= 16
      ? { kind: 'macho', fileType: fileTypeName(head.readUInt32LE(12)) }
      : { kind: 'macho' }
  const big = head.readUInt32BE(0)
  if (big === MH_MAGIC || big === MH_MAGIC_64) return { kind: 'macho' }
  const slices = head.readUInt32BE(4)
  if ((big === FAT_MAGIC || big === FAT_MAGIC_64) && slices > 0 && slices < 45)
    return { kind: 'macho' }
  return undefined
}
