/**
 * The Objective-C selector names of `__TEXT,__objc_methname` (one C string each, back to back) that
 * are among `wanted`, each once. Only those are kept: a large app calls tens of thousands.
 */
export function wantedSelectors(section: Buffer, wanted: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  let at = 0
  while (at < section.length) {
    const end = section.indexOf(0, at)
    const stop = end < 0 ? section.length : end
    // Compared as latin1 bytes: a selector the rules look for is ASCII, so any other never matches.
    const name = section.toString('latin1', at, stop)
    if (wanted.has(name)) found.add(name)
    at = stop + 1
  }
  return [...found]
}
