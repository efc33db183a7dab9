import { formatCount } from '../text/format.js'

/**
 * What a JSON answer may be before it is parsed. `JSON.parse` itself copes with any nesting, but
 * everything after it walks the value recursively (the `json` output's `JSON.stringify`, the record
 * readers, the service's words of an error): an answer nested 400,000 levels would end the step with
 * the engine's "Maximum call stack size exceeded". And an answer made of tiny objects (`[{},{},…]`)
 * takes some 90 bytes of memory per 3 bytes of text. So the text is measured first, in one pass
 * without recursion, and refused past these bounds.
 */

/**
 * Longest answer read unless the request says otherwise (ServiceRequest.maxResponseBytes): a listing
 * of hundreds of records is well under it. The client's default, and the transport's.
 */
export const MAX_RESPONSE_BYTES = 1024 * 1024

/** Deepest nesting read. The service's records nest 6 levels (an analytics row); 64 leaves room. */
export const MAX_JSON_DEPTH = 64

/**
 * Most objects and arrays in one answer. A day of analytics of a large app, 32 MiB, holds some
 * 200,000; half a million empty objects take about 90 MB once parsed.
 */
export const MAX_JSON_CONTAINERS = 500_000

interface JsonShape {
  /** The deepest nesting of objects and arrays (0 for a bare value). */
  depth: number
  containers: number
}

/**
 * The nesting and the number of objects and arrays of a JSON text, counted outside strings; it
 * stops counting as soon as a bound is passed. Linear in the text, constant in memory.
 */
export function jsonShape(text: string): JsonShape {
  let depth = 0
  let deepest = 0
  let containers = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c /* \ */) i++
      else if (c === 0x22 /* " */) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      containers++
      if (++depth > deepest) deepest = depth
      if (deepest > MAX_JSON_DEPTH || containers > MAX_JSON_CONTAINERS) break
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--
  }
  return { depth: deepest, containers }
}

/** Why a JSON text is not read, or undefined when it is within the bounds. */
export function jsonTooBig(text: string): string | undefined {
  const { depth, containers } = jsonShape(text)
  if (depth > MAX_JSON_DEPTH) return `the answer nests deeper than ${MAX_JSON_DEPTH} levels`
  if (containers > MAX_JSON_CONTAINERS) {
    return `the answer holds more than ${formatCount(MAX_JSON_CONTAINERS)} objects and arrays`
  }
  return undefined
}
