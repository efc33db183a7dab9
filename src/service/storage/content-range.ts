/** `Content-Range` of a 206 (`bytes 0-99/1234`) or of a 416 (`bytes *\/1234`), as RFC 9110 writes it. */
export interface ContentRange {
  /** First and last byte of the range (inclusive); absent in a 416's. */
  range?: { first: number; last: number }
  /** The whole object's length; undefined when the storage writes `*` (not known). */
  size?: number
}

const RANGE = /^bytes[ \t]+(?:(\d{1,16})-(\d{1,16})|\*)\/(\d{1,16}|\*)$/i

/** The header's parts, or undefined when it is missing or is not such a header. */
export function parseContentRange(header: string | undefined): ContentRange | undefined {
  const match = header === undefined ? null : RANGE.exec(header.trim())
  if (!match) return undefined
  const [, first, last, size] = match
  // Past 2^53 a number is no longer exact: such a length is no length at all.
  if (
    [first, last, size].some(
      part => part !== undefined && part !== '*' && !Number.isSafeInteger(Number(part))
    )
  )
    return undefined
  const parsed: ContentRange = {}
  if (size !== '*') parsed.size = Number(size)
  if (first !== undefined && last !== undefined) {
    parsed.range = { first: Number(first), last: Number(last) }
    if (parsed.range.last < parsed.range.first) return undefined
    if (parsed.size !== undefined && parsed.range.last >= parsed.size) return undefined
  }
  return parsed
}
