import { posix } from 'node:path'
import type { LinkedDylib, MachOSlice } from '../macho/types.js'
import { isLibrary, type BundleFacts, type IpaFacts } from './facts.js'

/**
 * Where dyld finds a dylib an executable links, as the IPA lets us know it: `@rpath/` through the
 * rpaths (LC_RPATH) of the binary and of those that may load it, `@executable_path/` from the folder
 * of the process's main executable, `@loader_path/` from the linking binary's own folder. Only what
 * the layout knows for sure is said missing: a path into a `Frameworks/` folder of a bundle that runs
 * (`Frameworks/Kit.framework/Kit`, `Frameworks/libfoo.dylib`) that no framework or dylib of the IPA
 * is. Whatever else a path resolves to, or an rpath outside the IPA but `/usr/lib/swift`, the
 * system's libraries, weak and lazy links are taken as found.
 */

/** The folder of Swift's runtime in the OS, which holds `libswift*.dylib` only. */
const SWIFT_IN_OS = '/usr/lib/swift'
const SWIFT_RUNTIME = /^libswift[^/]*\.dylib$/s

/** A place a path resolves to: an entry path of the IPA, or somewhere it cannot tell. */
type Place = { entry: string } | { unknown: true }

/** The dylibs the executable of `bundle` links that no place dyld searches holds, each once. */
export function missingDylibs(bundle: BundleFacts, facts: IpaFacts): string[] {
  const read = bundle.executable?.read
  if (read?.kind !== 'macho') return []
  // A library's rpaths come from the binaries that load it: all of them must have been read.
  if (isLibrary(bundle) && facts.bundles.some(other => other.notRead?.has('executable'))) return []
  const missing = new Set<string>()
  for (const slice of read.slices) {
    if (!slice.dylibs?.length) continue
    const search = new Search(bundle, slice, facts)
    for (const dylib of slice.dylibs) if (search.isMissing(dylib)) missing.add(dylib.name)
  }
  return [...missing]
}

/**
 * The places dyld searches for the dylibs one slice links. What it needs of the other binaries (the
 * bundles that run, the rpaths of those that may load a library) is gathered only when a name asks
 * for it, and walked, not copied: an app of hundreds of frameworks would otherwise build the rpaths
 * of all the others once for each of them.
 */
class Search {
  private readonly loader: string
  private readonly libraries: string[]
  private runningPaths: string[] | undefined

  constructor(
    private readonly bundle: BundleFacts,
    private readonly slice: MachOSlice,
    private readonly facts: IpaFacts
  ) {
    this.loader = folderOf(bundle)
    this.libraries =
      facts.libraryPaths ?? facts.bundles.filter(isLibrary).map(library => library.path)
  }

  /** The bundles that run (not libraries): any of them may be a library's main executable. */
  private get running(): string[] {
    this.runningPaths ??= this.facts.bundles
      .filter(other => !isLibrary(other))
      .map(other => other.path)
    return this.runningPaths
  }

  /** A library runs in the app's process or an extension's: any of them may be the main one. */
  private get mains(): string[] {
    return isLibrary(this.bundle) ? this.running : [this.bundle.path]
  }

  /**
   * The rpaths searched, each with the binary whose folders it is read from: the slice's own, then,
   * for a library, those of every other binary, which may load it.
   */
  private *rpaths(): Generator<{ path: string; owner: BundleFacts }> {
    for (const path of this.slice.rpaths ?? []) yield { path, owner: this.bundle }
    if (!isLibrary(this.bundle)) return
    for (const other of this.facts.bundles)
      if (other !== this.bundle) for (const path of rpathsOf(other)) yield { path, owner: other }
  }

  isMissing(dylib: LinkedDylib): boolean {
    if (dylib.weak || dylib.command === 'LC_LAZY_LOAD_DYLIB') return false
    const places = this.places(dylib.name)
    if (places.length === 0) return dylib.name.startsWith('@rpath/') && !this.swiftInOs(dylib)
    return places.every(
      place => 'entry' in place && this.knowable(place.entry) && !this.holds(place.entry)
    )
  }

  /** Where a dylib's name leads (none: an `@rpath/` name without an rpath to search). */
  private places(name: string): Place[] {
    const rest = (prefix: string): string => name.slice(prefix.length)
    if (name.startsWith('@rpath/')) {
      if (this.swiftInOs({ name })) return [{ unknown: true }]
      const places: Place[] = []
      for (const { path, owner } of this.rpaths()) {
        if (path === SWIFT_IN_OS) continue
        const mains = isLibrary(owner) ? this.running : [owner.path]
        for (const place of this.expand(path, folderOf(owner), mains))
          places.push('entry' in place ? { entry: `${place.entry}/${rest('@rpath/')}` } : place)
      }
      return places
    }
    if (name.startsWith('@executable_path/') || name.startsWith('@loader_path/'))
      return this.expand(name, this.loader, this.mains)
    return [{ unknown: true }]
  }

  /** A path that may start with `@executable_path/` or `@loader_path/`, as entry paths. */
  private expand(path: string, loader: string, mains: string[]): Place[] {
    const inside = (folder: string, rest: string): Place => {
      const entry = posix.normalize(`${folder}${rest}`.normalize('NFC')).replace(/\/$/, '')
      return entry.startsWith('../') || entry === '..' ? { unknown: true } : { entry }
    }
    if (path.startsWith('@executable_path/'))
      return mains.map(main => inside(main, path.slice('@executable_path/'.length)))
    if (path.startsWith('@loader_path/'))
      return [inside(loader, path.slice('@loader_path/'.length))]
    return [{ unknown: true }]
  }

  /** `@rpath/libswift*.dylib` where an rpath is the OS's Swift, or the archive has SwiftSupport/. */
  private swiftInOs({ name }: { name: string }): boolean {
    if (!name.startsWith('@rpath/') || !SWIFT_RUNTIME.test(name.slice('@rpath/'.length)))
      return false
    if (this.facts.archiveFolders?.includes('SwiftSupport')) return true
    for (const { path } of this.rpaths()) if (path.replace(/\/$/, '') === SWIFT_IN_OS) return true
    return false
  }

  /** A path right in a `Frameworks/` folder of a bundle that runs: the layout knows all of those. */
  private knowable(entry: string): boolean {
    return this.running.some(path => {
      if (!entry.startsWith(`${path}Frameworks/`)) return false
      const inFolder = entry.slice(`${path}Frameworks/`.length)
      return /^[^/]+\.framework\/./s.test(inFolder) || /^[^/]+\.dylib$/s.test(inFolder)
    })
  }

  private holds(entry: string): boolean {
    return this.libraries.some(path =>
      path.endsWith('/') ? entry.startsWith(path) : entry === path
    )
  }
}

/** The folder a binary sits in: its bundle's, or a loose dylib's `Frameworks/`. */
function folderOf(bundle: BundleFacts): string {
  return bundle.kind === 'dylib' ? `${posix.dirname(bundle.path)}/` : bundle.path
}

function* rpathsOf(bundle: BundleFacts): Generator<string> {
  const read = bundle.executable?.read
  if (read?.kind === 'macho') for (const slice of read.slices) yield* slice.rpaths ?? []
}
