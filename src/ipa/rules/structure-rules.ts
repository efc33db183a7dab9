import { isLibrary, shownEntry, type BundleFacts, type RuleFinding, type Rule } from './facts.js'

/** What a bundle's Mach-O is to the one who fixes it, by kind. */
const ROLE: Record<BundleFacts['kind'], string> = {
  app: "the app's executable",
  extension: "an app extension's executable",
  'app-clip': "an App Clip's executable",
  'watch-app': "a watch app's executable",
  framework: "a framework's binary",
  dylib: 'a dylib in Frameworks/'
}

/** What each file type is, in words (mach-o/loader.h). */
const FILE_TYPES: Record<string, string> = {
  MH_EXECUTE: 'an executable',
  MH_DYLIB: 'a dynamic library',
  MH_OBJECT: 'an unlinked object file',
  MH_BUNDLE: 'a loadable bundle',
  MH_DSYM: "a .dSYM's debug symbols, with no code"
}

/** The file type a bundle's Mach-O must have: a framework or a dylib is loaded, the rest run. */
const expectedType = (bundle: BundleFacts): string =>
  isLibrary(bundle) ? 'MH_DYLIB' : 'MH_EXECUTE'

/** How to get the right file type, for the bundle at fault. */
function fileTypeFix(bundle: BundleFacts, found: string): string {
  if (found === 'MH_DSYM')
    return 'copy the binary from the build products, not from its .dSYM, or export the IPA again from the Xcode archive'
  if (bundle.kind === 'dylib')
    return 'embed only dynamic libraries there (built with MACH_O_TYPE = mh_dylib), or leave this file out, and export again'
  if (bundle.kind === 'framework')
    return "rebuild the framework as a dynamic library (Mach-O Type, MACH_O_TYPE = mh_dylib), or use its vendor's dynamic build, and export again"
  return "set that target's Mach-O Type (MACH_O_TYPE) to Executable (mh_execute), and export again"
}

function fileTypeFinding(bundle: BundleFacts): RuleFinding[] {
  const executable = bundle.executable
  const read = executable?.read
  if (!executable || !read) return []
  const entry = shownEntry(executable.entry)
  const role = ROLE[bundle.kind]
  if (read.kind === 'static-library') {
    const fix = isLibrary(bundle)
      ? 'link it statically and do not embed it: set it to "Do Not Embed" in the target\'s Frameworks, Libraries, and Embedded Content (a framework meant to be embedded is built with MACH_O_TYPE = mh_dylib), and export again'
      : "set that target's Mach-O Type (MACH_O_TYPE) to Executable (mh_execute), and export again"
    return [
      {
        entry: executable.entry,
        message: `${entry} is a static library (an ar archive of object files) where ${role} must be a linked Mach-O, and no device loads it (executable-file-type); ${fix}.`
      }
    ]
  }
  if (read.kind !== 'macho') return []
  const expected = expectedType(bundle)
  const wrong = read.slices.find(slice => slice.fileType && slice.fileType !== expected)
  if (!wrong?.fileType) return []
  const found = wrong.fileType
  const what = FILE_TYPES[found] ?? 'another kind of Mach-O'
  return [
    {
      entry: executable.entry,
      message: `${entry} is ${what} (${found}) where ${role} must be ${FILE_TYPES[expected]} (${expected}) (executable-file-type); ${fileTypeFix(bundle, found)}.`
    }
  ]
}

/** The few files a Frameworks folder holds, by name, for a message. */
function heldNames(folder: BundleFacts, bundles: BundleFacts[]): string {
  const names = bundles
    .filter(bundle => bundle.container === folder)
    .map(bundle => shownEntry(bundle.path.replace(/\/$/, '').split('/').pop() ?? ''))
  if (names.length === 0) return ''
  const more = names.length > 3 ? ` and ${names.length - 3} more` : ''
  return ` (${names.slice(0, 3).join(', ')}${more})`
}

export const STRUCTURE_RULES: Rule[] = [
  {
    code: 'executable-file-type',
    title:
      'each executable is linked as what its bundle needs: an executable for an app or extension, a dynamic library for a framework or dylib',
    level: 'refuse',
    fix: 'set the Mach-O Type (`MACH_O_TYPE`) of the target; embed no static library, object file or dSYM',
    source:
      'App Store Connect: "ITMS-90171: Invalid Bundle Structure - The binary file … is not permitted. Your app can\'t contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles"; mach_header.filetype in mach-o/loader.h (read 2026-11-27)',
    check: facts => facts.bundles.flatMap(fileTypeFinding)
  },
  {
    code: 'ITMS-90206',
    title: 'no app extension, and no framework, has a Frameworks folder of its own',
    level: 'refuse',
    fix: 'set the framework to "Do Not Embed" in the extension target (or take it out of the framework that holds it) and embed it in the app',
    source:
      "App Store Connect: \"ITMS-90206: Invalid Bundle. The bundle at 'X.appex' contains disallowed file 'Frameworks'\", and at 'Frameworks/X.framework' alike (Carthage and prebuilt frameworks, reported 2018-2020): an iOS app extension loads the frameworks its app embeds (https://developer.apple.com/library/archive/technotes/tn2435/_index.html, https://github.com/CocoaPods/CocoaPods/issues/4203). No Apple page found names App Clips or watchOS extensions: an App Clip is an app and embeds its own, and CocoaPods embeds frameworks in watchOS 2 extensions (read 2026-11-27)",
    check: facts => [
      ...facts.bundles
        .filter(bundle => bundle.kind === 'extension' && !bundle.watch && bundle.frameworksFolder)
        .map(bundle => ({
          entry: bundle.frameworksFolder,
          message: `${shownEntry(bundle.path)} is an app extension with a Frameworks folder of its own${heldNames(bundle, facts.bundles)}, which App Store Connect refuses: "contains disallowed file 'Frameworks'" (ITMS-90206); in the extension target's Frameworks and Libraries set each one to "Do Not Embed" and embed it in the app target instead (the extension loads it from the app's Frameworks through @rpath), and export again.`
        })),
      // A framework that nests frameworks (an umbrella framework, or a prebuilt one that carries its
      // dependencies) is refused alike: "Frameworks/X.framework contains disallowed file 'Frameworks'".
      ...facts.bundles
        .filter(bundle => bundle.kind === 'framework' && bundle.frameworksFolder)
        .map(bundle => ({
          entry: bundle.frameworksFolder,
          message: `${shownEntry(bundle.path)} is a framework with a Frameworks folder of its own, which App Store Connect refuses: "contains disallowed file 'Frameworks'" (ITMS-90206); embed the frameworks it holds in the app target instead, each once, and remove the folder from that framework (or take a build of it without its dependencies inside), and export again.`
        }))
    ]
  }
]
