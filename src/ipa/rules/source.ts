/** Where a rule's facts come from, and the day they were read: stated once, at the source's end. */

const READ_DATE = /\bread (\d{4}-\d{2}-\d{2})\)$/

/**
 * A source split into where and when: the day it was read is the end of its text ("…, read
 * 2026-11-25)"), so that each rule states it once; a format's source has no day.
 */
export function sourceAndDate(source: string): { where: string; read?: string } {
  const read = READ_DATE.exec(source)?.[1]
  if (read === undefined) return { where: source }
  const where = source
    .replace(/ \(read \d{4}-\d{2}-\d{2}\)$/, '')
    .replace(/[,;] read \d{4}-\d{2}-\d{2}\)$/, ')')
  return { where, read }
}

/**
 * Several sources as one, the day read said once at the end (the latest of theirs), as the policy
 * table reads a source.
 */
export function joinedSources(sources: readonly string[]): string {
  const parts = sources.map(sourceAndDate)
  const days = parts.flatMap(part => (part.read ? [part.read] : [])).sort()
  const joined = parts.map(part => part.where).join('; ')
  return days.length ? `${joined} (read ${days.at(-1)})` : joined
}
