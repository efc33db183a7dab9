/** How Apple's tools name CPU types, platforms and versions (mach/machine.h, mach-o/loader.h). */

const ABI64 = 0x0100_0000
const ABI64_32 = 0x0200_0000
const CPU_X86 = 7
const CPU_ARM = 12
const CPU_PPC = 18
/** The high byte of a subtype holds capability bits (arm64e's pointer authentication ABI). */
const SUBTYPE_MASK = 0x00ff_ffff

const ARM_SUBTYPES: Record<number, string> = {
  5: 'armv4t',
  6: 'armv6',
  7: 'armv5',
  9: 'armv7',
  10: 'armv7f',
  11: 'armv7s',
  12: 'armv7k',
  14: 'armv6m',
  15: 'armv7m',
  16: 'armv7em'
}

/** `arm64`, `arm64e`, `x86_64`, `armv7s`…, or `cpu 0x…` for a CPU type Apple's tools do not know. */
export function archName(cpuType: number, cpuSubtype: number): string {
  const subtype = cpuSubtype & SUBTYPE_MASK
  switch (cpuType >>> 0) {
    case CPU_ARM | ABI64:
      return subtype === 2 ? 'arm64e' : 'arm64'
    case CPU_ARM | ABI64_32:
      return 'arm64_32'
    case CPU_ARM:
      return ARM_SUBTYPES[subtype] ?? 'arm'
    case CPU_X86 | ABI64:
      return subtype === 8 ? 'x86_64h' : 'x86_64'
    case CPU_X86:
      return 'i386'
    case CPU_PPC:
      return 'ppc'
    case CPU_PPC | ABI64:
      return 'ppc64'
    default:
      return `cpu 0x${(cpuType >>> 0).toString(16)}`
  }
}

/** Intel slices run only in a simulator, whatever their LC_VERSION_MIN_* says (dyld reads it so). */
export function isIntel(cpuType: number): boolean {
  return ((cpuType >>> 0) & ~(ABI64 | ABI64_32)) === CPU_X86
}

const FILE_TYPES: Record<number, string> = {
  0x1: 'MH_OBJECT',
  0x2: 'MH_EXECUTE',
  0x3: 'MH_FVMLIB',
  0x4: 'MH_CORE',
  0x5: 'MH_PRELOAD',
  0x6: 'MH_DYLIB',
  0x7: 'MH_DYLINKER',
  0x8: 'MH_BUNDLE',
  0x9: 'MH_DYLIB_STUB',
  0xa: 'MH_DSYM',
  0xb: 'MH_KEXT_BUNDLE',
  0xc: 'MH_FILESET'
}

/** mach_header.filetype as loader.h names it (`filetype N` when unknown). */
export function fileTypeName(fileType: number): string {
  return FILE_TYPES[fileType] ?? `filetype ${fileType >>> 0}`
}

const PLATFORMS: Record<number, string> = {
  1: 'macos',
  2: 'ios',
  3: 'tvos',
  4: 'watchos',
  5: 'bridgeos',
  6: 'mac-catalyst',
  7: 'ios-simulator',
  8: 'tvos-simulator',
  9: 'watchos-simulator',
  10: 'driverkit',
  11: 'visionos',
  12: 'visionos-simulator'
}

/** LC_BUILD_VERSION's platform number, as the interface names it (`platform N` when unknown). */
export function platformName(platform: number): string {
  return PLATFORMS[platform] ?? `platform ${platform >>> 0}`
}

/** A version encoded xxxx.yy.zz in nibbles: `17.0`, `16.4.1`. */
export function formatVersion(encoded: number): string {
  const major = encoded >>> 16
  const minor = (encoded >>> 8) & 0xff
  const patch = encoded & 0xff
  return patch ? `${major}.${minor}.${patch}` : `${major}.${minor}`
}
