/**
 * What the App Store rules need of one executable: its slices, each with its architecture, the
 * platform and versions it was built for, whether it is encrypted, its segments, the symbols it
 * imports, the selectors it calls that the rules look for, and the dylibs and rpaths it links
 * with. Read by `readMachO` (read.ts) from the executable's bytes as a stream, forward only.
 */

/** One architecture of an executable: the whole file when it is thin, one fat slice otherwise. */
export interface MachOSlice {
  /** `arm64`, `arm64e`, `x86_64`, `i386`, `armv7`, `armv7s`, or `cpu 0x…` for another CPU type. */
  arch: string
  /**
   * From LC_BUILD_VERSION or the older LC_VERSION_MIN_*: `ios`, `ios-simulator`, `macos`,
   * `mac-catalyst`, `watchos`, `watchos-simulator`, `tvos`, `tvos-simulator`, `visionos`,
   * `visionos-simulator`, `driverkit`, or `platform N`; undefined when the slice says nothing.
   */
  platform?: string
  /**
   * What the slice is (mach_header.filetype, by loader.h's names): `MH_EXECUTE` for an app's or an
   * extension's executable, `MH_DYLIB` for a framework's or a dylib's, `MH_DSYM`, `MH_OBJECT`,
   * `MH_BUNDLE`…, or `filetype N`; undefined in a PowerPC slice, which is not read further.
   */
  fileType?: string
  /** The minimum OS and the SDK it was built with, as `17.0` or `16.4.1`. */
  minOs?: string
  sdk?: string
  /** LC_ENCRYPTION_INFO(_64) with a cryptid other than 0: an app decrypted by no one. */
  encrypted: boolean
  /**
   * LC_CODE_SIGNATURE: the slice carries a code signature (ad hoc or a certificate's: which is not
   * read). Undefined where the slice was not read as Mach-O (a PowerPC slice) or not said.
   */
  signed?: boolean
  /** Segment names, in load-command order (`__PAGEZERO`, `__TEXT`, `__LLVM`, …). */
  segments: string[]
  /**
   * Symbols the code imports, each once: the undefined external symbols of LC_SYMTAB and the
   * imports of LC_DYLD_CHAINED_FIXUPS or of LC_DYLD_INFO(_ONLY)'s bind opcodes, as the linker
   * spells them (`_stat`, `_mach_absolute_time`, `_OBJC_CLASS_$_NSUserDefaults`).
   */
  imports: string[]
  /**
   * Objective-C selector names the code calls, of those the reader was asked for (the App Store
   * rules' required-reason selectors such as `systemUptime`): C strings of `__TEXT,__objc_methname`.
   */
  selectors: string[]
  /**
   * The dylibs it links, in load-command order, as each names it (`@rpath/Kit.framework/Kit`,
   * `/usr/lib/libSystem.B.dylib`); absent when it links none.
   */
  dylibs?: LinkedDylib[]
  /** The paths of its LC_RPATH commands, in order (`@executable_path/Frameworks`); absent: none. */
  rpaths?: string[]
  /** A dylib's own install name (LC_ID_DYLIB), as those that link it name it. */
  installName?: string
}

/** The load commands that link a dylib, by loader.h's names. */
export type DylibCommand =
  | 'LC_LOAD_DYLIB'
  | 'LC_LOAD_WEAK_DYLIB'
  | 'LC_REEXPORT_DYLIB'
  | 'LC_LAZY_LOAD_DYLIB'
  | 'LC_LOAD_UPWARD_DYLIB'

/** One dylib a slice links. */
export interface LinkedDylib {
  name: string
  command: DylibCommand
  /** LC_LOAD_WEAK_DYLIB: dyld runs the code without it when it is absent. */
  weak: boolean
}

export type MachORead =
  | { kind: 'macho'; slices: MachOSlice[] }
  /** Not a Mach-O file at all (a script, a text file, random bytes): its first bytes, in hex. */
  | { kind: 'not-macho'; magic: string }
  /**
   * An `ar` archive (`!<arch>\n`, thin or in a fat file): a static library, objects still to be
   * linked, which no device loads.
   */
  | { kind: 'static-library' }
  /**
   * A Mach-O header, but the file lies about itself: a load command past its bounds, an offset past
   * the end, fat slices that overlap. What was learnt before is kept.
   */
  | { kind: 'malformed'; detail: string; slices: MachOSlice[] }
