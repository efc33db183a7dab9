/** Compares dotted versions (`17.0` < `17.0.1` < `18`); a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(part => Number.parseInt(part, 10) || 0)
  const pb = b.split('.').map(part => Number.parseInt(part, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return Math.sign(diff)
  }
  return 0
}

/** The version in an SDK name such as `iphoneos18.2` (Info.plist's DTSDKName). */
export function sdkNameVersion(name: string): string | undefined {
  return /(\d+(?:\.\d+)*)$/.exec(name)?.[1]
}

/** An SDK the binary records: an SDK of 0 (`0.0`) means the linker was given none. */
export const recorded = (version: string | undefined): version is string =>
  version !== undefined && compareVersions(version, '0') !== 0
