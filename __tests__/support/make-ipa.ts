/**
 * Writes IPA archives for tests, the demo and the benchmark: a small, well-formed App Store IPA by
 * default, and options for each way a real one goes wrong or grows large.
 *
 *   npx tsx __tests__/support/make-ipa.ts out.ipa [--size-mb N] [--entries N] [--zip64] [--xml]
 */
import bplistCreator from 'bplist-creator'
import { createWriteStream, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { crc32, deflateRawSync, deflateSync } from 'node:zlib'
import { build as buildXmlPlist, type PlistValue } from 'plist'
import yazl from 'yazl'
import { REASONS_BY_CATEGORY } from '../../src/ipa/rules/privacy-manifest-values.js'
import type { ProfileKind } from '../../src/ipa/types.js'

export interface BundleSpec {
  /** Folder name without its extension. */
  name: string
  bundleId?: string
  /** False leaves the bundle without an Info.plist. */
  infoPlist?: boolean
  /** Exact bytes for the bundle's Info.plist. */
  infoPlistBytes?: Buffer
  /** The name its Info.plist is written under, e.g. `Info-Watch.plist` as a misbuilt watch app has. */
  infoPlistName?: string
  /** More keys for its Info.plist. */
  info?: Record<string, PlistValue>
  /**
   * Its executable: a real iOS Mach-O that imports only `_printf` (the `Plain` fixture) unless given.
   * False leaves it out, as in an archive stripped down to its Info.plists.
   */
  executable?: Buffer | false
  /** Its PrivacyInfo.xcprivacy, by the NSPrivacyAccessedAPIType values it declares. */
  privacyTypes?: string[]
  /** Exact bytes for its PrivacyInfo.xcprivacy (instead of `privacyTypes`). */
  privacyManifestBytes?: Buffer
  /** More files inside it, by path in its folder (`Kit_Privacy.bundle/PrivacyInfo.xcprivacy`). */
  files?: Record<string, Buffer>
  /** Its own embedded.mobileprovision (none unless given), made for its bundle id unless it says. */
  profile?: ProfileSpec
  /**
   * Frameworks in its own `Frameworks/` folder: an extension's (which App Store Connect refuses), an
   * App Clip's, a watch app's or a watch extension's.
   */
  frameworks?: FrameworkSpec[]
  /** Loose dylibs right in its own `Frameworks/` folder. */
  dylibs?: DylibSpec[]
  /**
   * Its icon and launch screen as Xcode builds them (see AppResourcesSpec): an App Clip has them
   * unless false, a watch app its Assets.car and CFBundleIconName alone (WATCH_RESOURCES); an
   * extension or framework only when given.
   */
  resources?: AppResourcesSpec | false
}

/**
 * What Xcode's build puts in an app for an asset-catalog icon and a launch storyboard: `Assets.car`,
 * Info.plist's CFBundleIcons (and CFBundleIcons~ipad) naming the icon and the PNG files it copies
 * beside Info.plist, and `Base.lproj/LaunchScreen.storyboardc/`. Each part can be left out or changed.
 */
export interface AppResourcesSpec {
  /** `Assets.car`, the compiled asset catalog (a stand-in: no check parses it); false leaves it out. */
  assetCatalog?: boolean
  /** CFBundleIconName in each CFBundlePrimaryIcon (`AppIcon`); null leaves it out. */
  iconName?: string | null
  /**
   * The icon files beside Info.plist, each a real PNG of its size (AppIcon60x60@2x.png of 120×120 and
   * AppIcon76x76@2x~ipad.png of 152×152 unless given), named by CFBundleIconFiles as Xcode names
   * them (`AppIcon60x60`; those with `~ipad` in CFBundleIcons~ipad only). An empty list: none, and no
   * CFBundleIconFiles.
   */
  iconFiles?: IconFileSpec[]
  /** The compiled launch storyboard's name (`LaunchScreen`, in `Base.lproj/`); false leaves it out. */
  launchStoryboard?: string | false
}

/** An icon PNG file: its name in the bundle folder and its pixels; `data` for other bytes. */
export interface IconFileSpec {
  name: string
  width: number
  height: number
  data?: Buffer
}

/**
 * A framework the app embeds (`Frameworks/<name>.framework`). Its executable is a real dylib that
 * imports only `_printf` (`Plain-dylib`, or `Watch-dylib` in a watch app) unless given.
 */
export type FrameworkSpec = BundleSpec

/** A loose dylib in a `Frameworks/` folder: `Frameworks/<name>` (`libfoo.dylib`). */
export interface DylibSpec {
  name: string
  /** A real dylib that imports only `_printf` (as a framework's) unless given. */
  data?: Buffer
}

export interface WatchAppSpec extends BundleSpec {
  /** Extensions inside the watch app (`Watch/X.app/PlugIns/*.appex`). */
  extensions?: BundleSpec[]
}

/** A resource bundle: a folder of resources, with an Info.plist unless `info` is false. */
export interface ResourceBundleSpec {
  /** Its folder inside the app, e.g. `Kit.bundle` or `Frameworks/Kit.framework/Kit.bundle`. */
  path: string
  /** Its Info.plist's keys (a CFBundleIdentifier and CFBundlePackageType BNDL unless given). */
  info?: Record<string, PlistValue> | false
  /** More files right in it, by name. */
  files?: Array<{ name: string; data?: Buffer; mode?: number }>
}

export interface ProfileSpec {
  kind?: ProfileKind
  /** A year from now by default. */
  expires?: Date
  name?: string
  teamId?: string
  teamName?: string
  /** The bundle id it is made for (its application-identifier after the prefix), e.g. `com.other.*`. */
  madeFor?: string
  /** The prefix its application-identifier starts with, when not the team id (a profile edited by hand). */
  appIdPrefix?: string
  /** More entitlements it grants, e.g. `{ 'aps-environment': 'production' }`. */
  entitlements?: Record<string, PlistValue>
}

export interface MakeIpaOptions {
  /** Null leaves the key out of Info.plist. */
  bundleId?: string | null
  version?: string | null
  build?: string | null
  /** The app's name: its folder (`<name>.app`) and CFBundleName. */
  name?: string
  /**
   * The main app's icon and launch screen as Xcode builds them (AppResourcesSpec): there unless
   * false. With `fillerBytes`, the filler is its `Assets.car`.
   */
  resources?: AppResourcesSpec | false
  displayName?: string
  minimumOsVersion?: string
  infoPlistFormat?: 'binary' | 'xml'
  /** False leaves the main app without an Info.plist. */
  infoPlist?: boolean
  /** Exact bytes for the main Info.plist, e.g. a damaged one. */
  infoPlistBytes?: Buffer
  /** Folder above `Payload/`, e.g. `MyApp` for `MyApp/Payload/…` (App Store Connect refuses it). */
  root?: string
  /** False: no entries for folders, only files (as some zip tools write archives). */
  folderEntries?: boolean
  /** More apps in `Payload/`, by name. */
  extraApps?: string[]
  /** App extensions (`PlugIns/*.appex`). */
  extensions?: BundleSpec[]
  /** Frameworks the app embeds. */
  frameworks?: FrameworkSpec[]
  /** Loose dylibs right in the app's `Frameworks/` folder. */
  dylibs?: DylibSpec[]
  /** App Clips (`AppClips/*.app`). */
  appClips?: BundleSpec[]
  /** `NFD`: every entry name decomposed, as macOS archivers write them (`Cafe\u0301.app`). */
  entryNames?: 'NFD'
  /** The main app's executable (the `Plain` fixture unless given); false leaves it out. */
  executable?: Buffer | false
  /** The main app's PrivacyInfo.xcprivacy, by the NSPrivacyAccessedAPIType values it declares. */
  privacyTypes?: string[]
  /** Exact bytes for the main app's PrivacyInfo.xcprivacy (instead of `privacyTypes`). */
  privacyManifestBytes?: Buffer
  /** More keys for the main Info.plist. */
  info?: Record<string, PlistValue>
  watchApp?: WatchAppSpec
  /** False: no embedded.mobileprovision. */
  profile?: ProfileSpec | false
  /** Exact bytes for embedded.mobileprovision. */
  profileBytes?: Buffer
  /** False: no `_CodeSignature/CodeResources`. */
  codeSignature?: boolean
  /** Zip64 records for every entry and the end of the archive. */
  zip64?: boolean
  /** Write files as streams, so each is followed by a data descriptor. */
  dataDescriptors?: boolean
  /** A stored (uncompressed) entry of this many bytes, streamed. */
  fillerBytes?: number
  /** Where the filler goes: before the app's files (the default) or after them. */
  fillerAt?: 'start' | 'end'
  /**
   * This many extra tiny entries. Over 1,000 the archive is written in one pass with Zip64 end
   * records (needed past 65,535 entries), without data descriptors or a filler.
   */
  fillerEntries?: number
  /** Finder's `__MACOSX/` and `._*` files, as a zip made by the Finder has. */
  macMetadata?: boolean
  /**
   * More entries, with any name at all (inside the app or not), after the app's own files; `mode`:
   * its Unix mode (0644 unless given: 0o755 marks it executable).
   */
  extraEntries?: Array<{ path: string; data?: Buffer; mode?: number }>
  /** Resource bundles, each at a path inside the app (`Kit.bundle`, `Frameworks/Kit.framework/R.bundle`). */
  resourceBundles?: ResourceBundleSpec[]
  /** The archive's comment, at the end of its end record (printable ASCII, at most 65,535 bytes). */
  comment?: string
}

export const DEFAULTS = {
  bundleId: 'com.example.preflight',
  version: '1.4.2',
  build: '142',
  name: 'Preflight',
  minimumOsVersion: '17.0',
  teamId: 'A1B2C3D4E5',
  teamName: 'Example Team'
} as const

const MTIME = new Date('2024-05-01T12:00:00Z')
/** The Unix modes of Xcode's IPAs: 0755 for executables, 0644 for every other file. */
const FILE_MODE = 0o644
const EXECUTABLE_MODE = 0o755
const FILLER_CHUNK = Buffer.alloc(1024 * 1024, 0x5a)

/** An entry to write, planned before choosing the writer. */
export type PlannedEntry =
  | { kind: 'directory'; path: string }
  | { kind: 'file'; path: string; data: Buffer; compress: boolean; mode?: number }
  | { kind: 'filler'; path: string; size: number }

export async function makeIpa(outPath: string, options: MakeIpaOptions = {}): Promise<void> {
  const entries = planEntries(options)
  // yazl looks for its next entry from the first one each time, so tens of thousands of entries
  // take it tens of seconds: those archives (thousands of fillerEntries, extensions or extra
  // entries) go through the plain writer below.
  if ((options.fillerEntries ?? 0) <= 1000 && entries.length <= 2000)
    return writeWithYazl(outPath, entries, options)
  if (options.dataDescriptors) {
    throw new Error('dataDescriptors cannot be combined with thousands of entries')
  }
  return writePlainZip(outPath, entries, options.comment)
}

/** The entries an IPA of these options holds, in order, before any writer sees them. */
export function planEntries(options: MakeIpaOptions = {}): PlannedEntry[] {
  const entries: PlannedEntry[] = []
  const directory = (path: string): void => {
    if (options.folderEntries !== false) entries.push({ kind: 'directory', path })
  }
  const file = (path: string, data: Buffer, compress = true, mode = FILE_MODE): number =>
    entries.push({ kind: 'file', path, data, compress, mode })
  // As Xcode's export (ditto) writes them: executables 0755, every other file 0644.
  const executable = (path: string, data: Buffer): number => file(path, data, true, EXECUTABLE_MODE)
  const root = options.root ? `${options.root.replace(/\/+$/, '')}/` : ''
  const name = options.name ?? DEFAULTS.name
  const app = `${root}Payload/${name}.app/`
  const bundleId = options.bundleId === undefined ? DEFAULTS.bundleId : options.bundleId
  const bundle = (path: string, spec: BundleSpec, watch = false): void => {
    directory(path)
    if (spec.executable !== false)
      executable(`${path}${spec.name}`, spec.executable ?? PLAIN_EXECUTABLE)
    const manifest =
      spec.privacyManifestBytes ?? (spec.privacyTypes && privacyManifest(spec.privacyTypes))
    if (manifest) file(`${path}PrivacyInfo.xcprivacy`, manifest)
    for (const [inside, data] of Object.entries(spec.files ?? {})) file(`${path}${inside}`, data)
    if (spec.resources) resourceFiles(path, spec.resources, file)
    if (spec.profile) {
      const id = String(nestedInfo(spec, options).CFBundleIdentifier)
      file(`${path}embedded.mobileprovision`, makeProvisioningProfile(id, spec.profile))
    }
    if (spec.infoPlist !== false) {
      const keys = {
        ...(spec.resources ? resourceInfo(spec.resources) : {}),
        ...(spec.resources && spec.resources.launchStoryboard !== false
          ? { UILaunchStoryboardName: spec.resources.launchStoryboard ?? 'LaunchScreen' }
          : {}),
        ...nestedInfo(spec, options)
      }
      const info = spec.infoPlistBytes ?? encodePlist(keys, options.infoPlistFormat)
      file(`${path}${spec.infoPlistName ?? 'Info.plist'}`, info)
    }
    frameworksOf(path, spec, watch)
  }
  /** What a bundle's own Frameworks/ folder holds: frameworks (each a dylib), then loose dylibs. */
  const frameworksOf = (
    path: string,
    spec: Pick<BundleSpec, 'frameworks' | 'dylibs'>,
    watch: boolean
  ): void => {
    const dylib = watch ? WATCH_DYLIB : PLAIN_DYLIB
    for (const framework of spec.frameworks ?? [])
      bundle(
        `${path}Frameworks/${framework.name}.framework/`,
        { executable: dylib, ...framework },
        watch
      )
    for (const loose of spec.dylibs ?? [])
      executable(`${path}Frameworks/${loose.name}`, loose.data ?? dylib)
  }

  if (root) directory(root)
  directory(`${root}Payload/`)
  directory(app)
  const filler = (): void => {
    const size = options.fillerBytes ?? 0
    if (size > 0) entries.push({ kind: 'filler', path: `${app}Assets.car`, size })
  }
  if (options.fillerAt !== 'end') filler()
  if (options.executable !== false)
    executable(`${app}${name}`, options.executable ?? PLAIN_EXECUTABLE)
  if (options.resources !== false) {
    // The filler, when there is one, is the app's Assets.car.
    const filled = (options.fillerBytes ?? 0) > 0
    const resources = options.resources ?? {}
    resourceFiles(app, filled ? { ...resources, assetCatalog: false } : resources, file)
  }
  const manifest =
    options.privacyManifestBytes ?? (options.privacyTypes && privacyManifest(options.privacyTypes))
  if (manifest) file(`${app}PrivacyInfo.xcprivacy`, manifest)
  const info = options.infoPlistBytes ?? encodePlist(mainInfo(options), options.infoPlistFormat)
  if (options.infoPlist !== false) file(`${app}Info.plist`, info)
  if (options.codeSignature !== false) {
    file(`${app}_CodeSignature/CodeResources`, encodePlist({ files: {} }, 'xml'))
  }
  const profile =
    options.profileBytes ??
    (options.profile === false
      ? undefined
      : makeProvisioningProfile(bundleId ?? DEFAULTS.bundleId, options.profile))
  if (profile) file(`${app}embedded.mobileprovision`, profile)
  for (const extension of options.extensions ?? []) {
    bundle(`${app}PlugIns/${extension.name}.appex/`, extension)
  }
  frameworksOf(app, options, false)
  for (const clip of options.appClips ?? [])
    bundle(`${app}AppClips/${clip.name}.app/`, { resources: {}, ...clip })
  if (options.watchApp) {
    const watch = `${app}Watch/${options.watchApp.name}.app/`
    bundle(
      watch,
      { executable: WATCH_EXECUTABLE, resources: WATCH_RESOURCES, ...options.watchApp },
      true
    )
    // A watch app's extensions are named under the watch app, as Xcode names them.
    const watchId = nestedInfo(options.watchApp, options).CFBundleIdentifier
    for (const extension of options.watchApp.extensions ?? []) {
      bundle(
        `${watch}PlugIns/${extension.name}.appex/`,
        {
          executable: WATCH_EXECUTABLE,
          bundleId: `${String(watchId)}.${extension.name.toLowerCase()}`,
          ...extension
        },
        true
      )
    }
  }
  for (const extra of options.extraApps ?? [])
    bundle(`${root}Payload/${extra}.app/`, { name: extra })
  for (let i = 0; i < (options.fillerEntries ?? 0); i++) {
    file(`${app}Resources/r${String(i).padStart(6, '0')}.txt`, Buffer.from([0x0a]), false)
  }
  if (options.macMetadata) {
    file(`__MACOSX/${app}._Info.plist`, Buffer.from('AppleDouble'))
    file(`${app}._Info.plist`, Buffer.from('AppleDouble'))
  }
  for (const resources of options.resourceBundles ?? []) {
    const folder = `${app}${resources.path.replace(/\/+$/, '')}/`
    directory(folder)
    if (resources.info !== false) {
      const id = `${bundleId ?? DEFAULTS.bundleId}.resources`
      const keys = { CFBundleIdentifier: id, CFBundlePackageType: 'BNDL', ...resources.info }
      file(`${folder}Info.plist`, encodePlist(keys))
    }
    for (const inside of resources.files ?? [])
      file(`${folder}${inside.name}`, inside.data ?? Buffer.alloc(0), true, inside.mode)
  }
  for (const extra of options.extraEntries ?? [])
    file(extra.path, extra.data ?? Buffer.alloc(0), true, extra.mode)
  if (options.fillerAt === 'end') filler()
  if (options.entryNames === 'NFD')
    for (const entry of entries) entry.path = entry.path.normalize('NFD')
  return entries
}

async function writeWithYazl(
  outPath: string,
  entries: PlannedEntry[],
  options: MakeIpaOptions
): Promise<void> {
  const zip = new yazl.ZipFile()
  const forceZip64Format = !!options.zip64
  for (const entry of entries) {
    if (entry.kind === 'directory') {
      zip.addEmptyDirectory(entry.path, { mtime: MTIME })
    } else if (entry.kind === 'filler') {
      // Fed chunk by chunk: gigabytes without holding them in memory.
      const fillerOptions = { mtime: MTIME, compress: false, size: entry.size, forceZip64Format }
      zip.addReadStreamLazy(entry.path, fillerOptions, callback =>
        callback(null, Readable.from(fillerChunks(entry.size)))
      )
    } else {
      const mode = 0o100000 | (entry.mode ?? FILE_MODE)
      const fileOptions = { mtime: MTIME, compress: entry.compress, forceZip64Format, mode }
      // A stream entry's sizes and CRC come after its data, in a data descriptor.
      if (options.dataDescriptors) {
        zip.addReadStream(Readable.from([entry.data]), entry.path, fileOptions)
      } else {
        zip.addBuffer(entry.data, entry.path, fileOptions)
      }
    }
  }
  const written = pipeline(zip.outputStream, createWriteStream(outPath))
  zip.end({ forceZip64Format, comment: options.comment ?? '' })
  await written
}

/**
 * A plain zip of small entries with Zip64 end records, in one pass: what yazl is too slow for.
 * Each entry's sizes are known up front, so there are no data descriptors.
 */
async function writePlainZip(
  outPath: string,
  entries: PlannedEntry[],
  commentText = ''
): Promise<void> {
  const comment = Buffer.from(commentText, 'latin1')
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  const { time, date } = dosDateTime(MTIME)
  for (const entry of entries) {
    if (entry.kind === 'filler') {
      throw new Error('fillerBytes cannot be combined with thousands of fillerEntries')
    }
    const name = Buffer.from(entry.path, 'utf8')
    const data = entry.kind === 'file' ? entry.data : Buffer.alloc(0)
    const deflate = entry.kind === 'file' && entry.compress
    const stored = deflate ? deflateRawSync(data) : data
    const mode = entry.kind === 'directory' ? 0o40755 : 0o100000 | (entry.mode ?? FILE_MODE)
    const fields = {
      method: deflate ? 8 : 0,
      crc: crc32(data),
      compressed: stored.length,
      size: data.length
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    writeCommonHeader(local, 4, fields, time, date, name.length)
    const record = Buffer.alloc(46)
    record.writeUInt32LE(0x02014b50, 0)
    record.writeUInt16LE((3 << 8) | 20, 4) // made on Unix
    writeCommonHeader(record, 6, fields, time, date, name.length)
    record.writeUInt32LE((mode << 16) >>> 0, 38)
    record.writeUInt32LE(offset, 42)
    parts.push(local, name, stored)
    central.push(record, name)
    offset += local.length + name.length + stored.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const zip64End = Buffer.alloc(56)
  zip64End.writeUInt32LE(0x06064b50, 0)
  zip64End.writeBigUInt64LE(44n, 4)
  zip64End.writeUInt16LE((3 << 8) | 45, 12)
  zip64End.writeUInt16LE(45, 14)
  zip64End.writeBigUInt64LE(BigInt(entries.length), 24)
  zip64End.writeBigUInt64LE(BigInt(entries.length), 32)
  zip64End.writeBigUInt64LE(BigInt(centralSize), 40)
  zip64End.writeBigUInt64LE(BigInt(offset), 48)
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(offset + centralSize), 8)
  locator.writeUInt32LE(1, 16)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(0xffff, 8) // the real counts are in the Zip64 record
  end.writeUInt16LE(0xffff, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  end.writeUInt16LE(comment.length, 20)
  await writeFile(outPath, Buffer.concat([...parts, ...central, zip64End, locator, end, comment]))
}

/** The fields a local header and a central directory record share, from "version needed" on. */
function writeCommonHeader(
  header: Buffer,
  at: number,
  fields: { method: number; crc: number; compressed: number; size: number },
  time: number,
  date: number,
  nameLength: number
): void {
  header.writeUInt16LE(20, at)
  header.writeUInt16LE(0x0800, at + 2) // names are UTF-8
  header.writeUInt16LE(fields.method, at + 4)
  header.writeUInt16LE(time, at + 6)
  header.writeUInt16LE(date, at + 8)
  header.writeUInt32LE(fields.crc, at + 10)
  header.writeUInt32LE(fields.compressed, at + 14)
  header.writeUInt32LE(fields.size, at + 18)
  header.writeUInt16LE(nameLength, at + 22)
}

function dosDateTime(when: Date): { time: number; date: number } {
  return {
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | (when.getUTCSeconds() >> 1),
    date:
      ((when.getUTCFullYear() - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate()
  }
}

function* fillerChunks(size: number): Generator<Buffer> {
  for (let left = size; left > 0; left -= FILLER_CHUNK.length) {
    yield left >= FILLER_CHUNK.length ? FILLER_CHUNK : FILLER_CHUNK.subarray(0, left)
  }
}

function nestedInfo(spec: BundleSpec, options: MakeIpaOptions): Record<string, PlistValue> {
  const info: Record<string, PlistValue> = {
    CFBundleIdentifier:
      spec.bundleId ?? `${options.bundleId ?? DEFAULTS.bundleId}.${spec.name.toLowerCase()}`,
    CFBundleName: spec.name,
    CFBundleExecutable: spec.name,
    CFBundleShortVersionString: options.version ?? DEFAULTS.version,
    CFBundleVersion: options.build ?? DEFAULTS.build,
    MinimumOSVersion: options.minimumOsVersion ?? DEFAULTS.minimumOsVersion,
    ...spec.info
  }
  // A key given as null in `info` is left out, as for the main Info.plist.
  return Object.fromEntries(Object.entries(info).filter(([, value]) => value !== null))
}

function mainInfo(options: MakeIpaOptions): Record<string, PlistValue> {
  const info: Record<string, PlistValue> = {
    ...(options.resources === false ? {} : resourceInfo(options.resources ?? {})),
    CFBundleDevelopmentRegion: 'en',
    CFBundleExecutable: options.name ?? DEFAULTS.name,
    CFBundleName: options.name ?? DEFAULTS.name,
    CFBundlePackageType: 'APPL',
    CFBundleSupportedPlatforms: ['iPhoneOS'],
    DTPlatformName: 'iphoneos',
    // As Xcode records a build with the iOS 27 SDK (the deadline radar reads it here), and the launch
    // storyboard that an app for iPad as well as iPhone needs (ITMS-90475).
    DTSDKName: 'iphoneos27.0',
    ITSAppUsesNonExemptEncryption: false,
    LSRequiresIPhoneOS: true,
    MinimumOSVersion: options.minimumOsVersion ?? DEFAULTS.minimumOsVersion,
    UIDeviceFamily: [1, 2],
    UILaunchStoryboardName:
      (options.resources !== false && options.resources?.launchStoryboard) || 'LaunchScreen',
    // The UIScene life cycle, which an app built with the iOS 27 SDK adopts to launch at all.
    UIApplicationSceneManifest: { UIApplicationSupportsMultipleScenes: false },
    // And the four orientations it needs to multitask (ITMS-90474).
    'UISupportedInterfaceOrientations~ipad': [
      'UIInterfaceOrientationPortrait',
      'UIInterfaceOrientationPortraitUpsideDown',
      'UIInterfaceOrientationLandscapeLeft',
      'UIInterfaceOrientationLandscapeRight'
    ]
  }
  const keys: Array<[string, string | null | undefined, string]> = [
    ['CFBundleIdentifier', options.bundleId, DEFAULTS.bundleId],
    ['CFBundleShortVersionString', options.version, DEFAULTS.version],
    ['CFBundleVersion', options.build, DEFAULTS.build]
  ]
  for (const [key, value, fallback] of keys) if (value !== null) info[key] = value ?? fallback
  if (options.displayName) info.CFBundleDisplayName = options.displayName
  // A key given as null in `info` is left out.
  const merged = { ...info, ...options.info }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null))
}

function encodePlist(
  value: Record<string, PlistValue>,
  format: 'binary' | 'xml' = 'binary'
): Buffer {
  return format === 'xml' ? Buffer.from(buildXmlPlist(value), 'utf8') : bplistCreator(value)
}

/**
 * An `embedded.mobileprovision` laid out as Apple's are: a CMS SignedData envelope in BER with
 * indefinite lengths, the XML property list as its content, then a certificate and a signer info
 * (stand-ins of random bytes: nothing reads the signature).
 */
export function makeProvisioningProfile(bundleId: string, spec: ProfileSpec = {}): Buffer {
  const kind = spec.kind ?? 'app-store'
  const teamId = spec.teamId ?? DEFAULTS.teamId
  const expires = spec.expires ?? new Date(Date.now() + 365 * 24 * 3600 * 1000)
  const devices = ['00008030-001A2B3C4D5E6F70', '00008101-000A1B2C3D4E5F60']
  const plist: Record<string, PlistValue> = {
    AppIDName: 'Preflight',
    ApplicationIdentifierPrefix: [teamId],
    CreationDate: new Date(expires.getTime() - 365 * 24 * 3600 * 1000),
    Platform: ['iOS'],
    IsXcodeManaged: false,
    DeveloperCertificates: [Buffer.from('not a certificate')],
    Entitlements: {
      'application-identifier': `${spec.appIdPrefix ?? teamId}.${spec.madeFor ?? bundleId}`,
      'com.apple.developer.team-identifier': teamId,
      'get-task-allow': kind === 'development',
      'keychain-access-groups': [`${teamId}.*`],
      ...(kind === 'app-store' ? { 'beta-reports-active': true } : {}),
      ...spec.entitlements
    },
    ExpirationDate: expires,
    Name: spec.name ?? `${bundleId} ${KIND_LABELS[kind]}`,
    ...(kind === 'development' || kind === 'ad-hoc' ? { ProvisionedDevices: devices } : {}),
    ...(kind === 'enterprise' ? { ProvisionsAllDevices: true } : {}),
    TeamIdentifier: [teamId],
    TeamName: spec.teamName ?? DEFAULTS.teamName,
    TimeToLive: 365,
    UUID: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    Version: 1
  }
  return cmsEnvelope(Buffer.from(buildXmlPlist(plist), 'utf8'))
}

/**
 * A CMS SignedData envelope as Apple writes one, around any content (a property list, XML or binary,
 * or anything else a test wants to see read): BER with indefinite lengths, the content as one
 * OCTET STRING inside a constructed one unless `contentOctets` gives the content's encoding itself.
 */
export function cmsEnvelope(content: Buffer, contentOctets?: Buffer): Buffer {
  const sha1 = ber(0x30, ber(0x06, hex('2b0e03021a')), hex('0500'))
  const encapsulated = indefinite(
    0x30,
    ber(0x06, hex('2a864886f70d010701')),
    indefinite(0xa0, contentOctets ?? indefinite(0x24, ber(0x04, content)))
  )
  const certificates = ber(0xa0, ber(0x30, ber(0x02, hex('02')), ber(0x04, pseudoRandom(900, 1))))
  const signerInfos = ber(0x31, ber(0x30, ber(0x02, hex('01')), ber(0x04, pseudoRandom(400, 2))))
  const signedData = indefinite(
    0x30,
    ber(0x02, hex('01')),
    ber(0x31, sha1),
    encapsulated,
    certificates,
    signerInfos
  )
  return indefinite(0x30, ber(0x06, hex('2a864886f70d010702')), indefinite(0xa0, signedData))
}

const KIND_LABELS: Record<ProfileKind, string> = {
  development: 'Development',
  'ad-hoc': 'AdHoc',
  enterprise: 'InHouse',
  'app-store': 'AppStore'
}

export function ber(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content)
  const length = body.length
  let header: number[]
  if (length < 0x80) header = [length]
  else {
    const bytes: number[] = []
    for (let left = length; left > 0; left = Math.floor(left / 256)) bytes.unshift(left % 256)
    header = [0x80 | bytes.length, ...bytes]
  }
  return Buffer.concat([Buffer.from([tag, ...header]), body])
}

export function indefinite(tag: number, ...content: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from([tag, 0x80]), ...content, Buffer.from([0, 0])])
}

function hex(text: string): Buffer {
  return Buffer.from(text, 'hex')
}

/** Same bytes every run, so archives are reproducible. */
function pseudoRandom(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length)
  let state = seed
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    bytes[i] = state >> 16
  }
  return bytes
}

/** Real Mach-O files, made by scripts/make-macho-fixtures.sh: see __tests__/fixtures/macho/. */
export function machoFixture(name: string): Buffer {
  return readFileSync(new URL(`../fixtures/macho/${name}`, import.meta.url))
}

/** An arm64 iOS executable (minimum iOS 17.0, SDK 26.0) that imports only `_printf`. */
const PLAIN_EXECUTABLE = machoFixture('Plain')

/** An arm64_32 watchOS 9.0 executable (SDK 26.0), as a watch app's is. */
const WATCH_EXECUTABLE = machoFixture('Watch')

/** The same two as framework dylibs (MH_DYLIB), as a framework's binary is. */
const PLAIN_DYLIB = machoFixture('Plain-dylib')
const WATCH_DYLIB = machoFixture('Watch-dylib')

/** The icon files Xcode copies beside Info.plist for an AppIcon set of one 1024-pixel image. */
const ICON_FILES: IconFileSpec[] = [
  { name: 'AppIcon60x60@2x.png', width: 120, height: 120 },
  { name: 'AppIcon76x76@2x~ipad.png', width: 152, height: 152 }
]

/** `AppIcon60x60@2x~ipad.png` → `AppIcon60x60`: the name CFBundleIconFiles gives a file. */
const iconBase = (file: string): string => file.replace(/(@\dx)?(~ipad|~iphone)?\.png$/, '')

/** The Info.plist keys Xcode writes for an app's icon (actool's output): CFBundleIcons, and ~ipad. */
function resourceInfo(spec: AppResourcesSpec): Record<string, PlistValue> {
  const files = spec.iconFiles ?? ICON_FILES
  const name = spec.iconName === undefined ? 'AppIcon' : spec.iconName
  const icon = (bases: string[]): Record<string, PlistValue> => ({
    CFBundlePrimaryIcon: {
      ...(bases.length > 0 ? { CFBundleIconFiles: [...new Set(bases)] } : {}),
      ...(name === null ? {} : { CFBundleIconName: name })
    }
  })
  const iphone = files.filter(file => !file.name.includes('~ipad')).map(file => iconBase(file.name))
  // CFBundleIcons~ipad where there are iPad icons, as for an app that runs on iPad.
  const ipad = files.some(file => file.name.includes('~ipad'))
  return {
    CFBundleIcons: icon(iphone),
    ...(ipad ? { 'CFBundleIcons~ipad': icon(files.map(file => iconBase(file.name))) } : {})
  }
}

/**
 * A watch app's, as Xcode builds one today: its icon in Assets.car alone, named by CFBundleIconName
 * (App Store Connect refuses a watch app without an icon: carekit-apple/CareKit#216, and
 * semantic-craft/iOS-vibebuddy#27 of 2026, whose fixed build has those two), and no launch storyboard.
 */
const WATCH_RESOURCES: AppResourcesSpec = { iconFiles: [], launchStoryboard: false }

/**
 * The files Xcode's build writes for an app's icon and launch screen: Assets.car, the icon PNGs
 * beside Info.plist, and the launch storyboard compiled (its Info.plist and a nib per scene).
 */
function resourceFiles(
  path: string,
  spec: AppResourcesSpec,
  file: (path: string, data: Buffer) => void
): void {
  if (spec.assetCatalog !== false) file(`${path}Assets.car`, ASSET_CATALOG)
  for (const icon of spec.iconFiles ?? ICON_FILES)
    file(`${path}${icon.name}`, icon.data ?? png(icon.width, icon.height))
  if (spec.launchStoryboard === false) return
  const storyboard = `${path}Base.lproj/${spec.launchStoryboard ?? 'LaunchScreen'}.storyboardc/`
  file(`${storyboard}01J-lp-oVM-view-Ze5-6b-2t3.nib`, NIB)
  file(`${storyboard}UIViewController-01J-lp-oVM.nib`, NIB)
  file(`${storyboard}Info.plist`, STORYBOARD_INFO)
}

/** A stand-in for a compiled asset catalog: a BOM store's magic, then nothing any check reads. */
const ASSET_CATALOG = Buffer.concat([Buffer.from('BOMStore', 'latin1'), Buffer.alloc(56)])
/** A stand-in for a compiled nib: its archive's magic, then nothing any check reads. */
const NIB = Buffer.concat([Buffer.from('NIBArchive', 'latin1'), Buffer.alloc(22)])
/** A compiled storyboard's Info.plist, as ibtool writes it for Xcode's LaunchScreen. */
const STORYBOARD_INFO = bplistCreator({
  UIStoryboardDesignatedEntryPointIdentifier: 'UIViewController-01J-lp-oVM',
  UIStoryboardVersion: 1,
  UIViewControllerIdentifiersToNibNames: {
    'UIViewController-01J-lp-oVM': 'UIViewController-01J-lp-oVM'
  }
})

/** A real PNG of `width` × `height` opaque pixels of one colour (RGB, 8 bits), deflated with zlib. */
export function png(width: number, height: number): Buffer {
  const key = `${width}x${height}`
  const made = PNGS.get(key) ?? makePng(width, height)
  PNGS.set(key, made)
  return made
}
const PNGS = new Map<string, Buffer>()

function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
    return Buffer.concat([head, data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  // Each row: filter type 0, then its pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/**
 * A PrivacyInfo.xcprivacy declaring these required-reason API categories, each with the first of
 * its approved reasons (as App Store Connect takes it).
 */
export function privacyManifest(types: string[]): Buffer {
  return privacyManifestOf({
    NSPrivacyTracking: false,
    NSPrivacyAccessedAPITypes: types.map(type => ({
      NSPrivacyAccessedAPIType: type,
      NSPrivacyAccessedAPITypeReasons: [REASONS_BY_CATEGORY.get(type)?.[0] ?? 'C617.1']
    }))
  })
}

/** A PrivacyInfo.xcprivacy of any content (preflight's plist values, or the writer's), in XML. */
export function privacyManifestOf(content: object): Buffer {
  return encodePlist(content as Record<string, PlistValue>, 'xml')
}

function parseCli(args: string[]): { out: string; options: MakeIpaOptions } {
  const options: MakeIpaOptions = {}
  let out: string | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    const next = (): number => {
      const value = Number(args[++i])
      if (!Number.isFinite(value) || value < 0) throw new Error(`${arg} needs a number`)
      return value
    }
    if (arg === '--size-mb') options.fillerBytes = Math.round(next() * 1024 * 1024)
    else if (arg === '--entries') options.fillerEntries = next()
    else if (arg === '--zip64') options.zip64 = true
    else if (arg === '--xml') options.infoPlistFormat = 'xml'
    else if (arg?.startsWith('-') || out !== undefined) throw new Error(`unknown argument ${arg}`)
    else out = arg
  }
  if (!out)
    throw new Error('usage: make-ipa.ts out.ipa [--size-mb N] [--entries N] [--zip64] [--xml]')
  return { out, options }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { out, options } = parseCli(process.argv.slice(2))
    await makeIpa(out, options)
    console.log(`Wrote ${out}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}
