/**
 * What the layout keeps of the app's other files, for the rules on its structure: the files that
 * could be code (their first bytes say what they are: ITMS-90171, ITMS-90035), the resource bundles
 * with their Info.plists (ITMS-90535), and the frameworks that are not in a `Frameworks/` folder
 * (ITMS-90680). From entry names and Unix modes alone; names are NFC already (layout.ts).
 */

/** The files of an app that the rules on its structure look at, each set by path. */
export interface AppFiles<T> {
  /**
   * Files that could be code, by path: with the executable bit, or named as a library or an object
   * file (`.dylib`, `.so`, `.a`, `.o`), or with no extension where the zip gives no Unix mode or in
   * a `.dSYM`; `executable`: the executable bit is set. Their first bytes say what they are.
   */
  codeCandidates: Map<string, { entry: T; executable: boolean }>
  /** Resource bundles (`*.bundle/` anywhere in the app), by path: its Info.plist, the names right in it. */
  resourceBundles: Map<string, { infoPlist?: T; files: Set<string> }>
  /** Framework folders that are not right in a `Frameworks/` folder, the outermost of each, by path. */
  misplacedFrameworks: Set<string>
}

export const emptyAppFiles = <T>(): AppFiles<T> => ({
  codeCandidates: new Map(),
  resourceBundles: new Map(),
  misplacedFrameworks: new Set()
})

/** Named as what the linker makes besides executables: a library or an object file. */
const CODE_EXTENSIONS = new Set(['dylib', 'so', 'a', 'o'])

/**
 * The Unix mode a zip entry's external attributes hold, when the archiver says it wrote one (made
 * on Unix, 3, or on OS X, 19, as `ditto` and `zip` do); undefined otherwise, or when it is 0.
 */
export function unixMode(
  versionMadeBy: number,
  externalFileAttributes: number
): number | undefined {
  const host = versionMadeBy >>> 8
  const mode = externalFileAttributes >>> 16
  return (host === 3 || host === 19) && mode !== 0 ? mode : undefined
}

/** One entry of the app (`relative` to its folder, `path` the whole name), with its Unix mode. */
export function addAppFile<T>(
  files: AppFiles<T>,
  app: string,
  relative: string,
  entry: T,
  mode: number | undefined
): void {
  const segments = relative.split('/')
  const folder = relative.endsWith('/')
  if (folder) segments.pop()
  const misplaced = segments.findIndex(
    (segment, i) => segment.endsWith('.framework') && segments[i - 1] !== 'Frameworks'
  )
  if (misplaced >= 0)
    files.misplacedFrameworks.add(`${app}${segments.slice(0, misplaced + 1).join('/')}/`)
  if (folder || relative === '') return
  const name = segments.at(-1) as string
  const parent = segments.slice(0, -1).join('/')
  if (parent.endsWith('.bundle')) {
    const bundlePath = `${app}${parent}/`
    let bundle = files.resourceBundles.get(bundlePath)
    if (!bundle) files.resourceBundles.set(bundlePath, (bundle = { files: new Set() }))
    bundle.files.add(name)
    if (name === 'Info.plist') bundle.infoPlist = entry
  }
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined
  const executable = mode !== undefined && (mode & 0o111) !== 0
  const couldBeCode =
    executable ||
    (extension !== undefined && CODE_EXTENSIONS.has(extension)) ||
    (extension === undefined && (mode === undefined || relative.includes('.dSYM/')))
  if (couldBeCode) files.codeCandidates.set(`${app}${relative}`, { entry, executable })
}
