import { parse as parseXmlPlist } from 'fast-plist'
import { errorMessage } from '../text/error-message.js'
import { parseBinaryPlist } from './binary-plist.js'
import { ReadBudget } from './limits.js'
import { PlistError, type PlistDict, type PlistValue } from './plist-value.js'

export { PlistError, type PlistDict, type PlistValue } from './plist-value.js'

const BINARY_MAGIC = Buffer.from('bplist')
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf])

/**
 * Parses a binary (`bplist00`) or XML property list; throws a PlistError for anything else, and a
 * ReadLimitError when it would take more than the budget allows (a budget of its own by default).
 */
export function parsePlist(data: Buffer, budget = new ReadBudget()): PlistValue {
  if (data.subarray(0, 6).equals(BINARY_MAGIC)) return parseBinary(data, budget)
  const text = decodeXmlText(data)
  if (text === undefined)
    throw new PlistError(
      `neither a binary nor an XML property list (starts with ${describeStart(data)})`
    )
  return parseXml(text, budget)
}

export function isPlistDict(value: PlistValue | undefined): value is PlistDict {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value)
  )
}

/** A dictionary's own value for a key: a `__proto__` key in a plist must not lend values. */
export function ownValue(dict: PlistDict, key: string): PlistValue | undefined {
  return Object.hasOwn(dict, key) ? dict[key] : undefined
}

/** A non-empty string value of a dictionary. */
export function stringValue(dict: PlistDict, key: string): string | undefined {
  const value = ownValue(dict, key)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function parseBinary(data: Buffer, budget: ReadBudget): PlistValue {
  const version = data.subarray(6, 8).toString('latin1')
  if (version !== '00')
    throw new PlistError(`binary property list version ${JSON.stringify(version)} is not supported`)
  return parseBinaryPlist(data, budget)
}

function parseXml(text: string, budget: ReadBudget): PlistValue {
  // The parser is lenient about truncation; Xcode always closes the document.
  if (!/<plist[\s>]/.test(text) || !/<\/plist>\s*$/.test(text)) {
    throw new PlistError('XML without a complete <plist> element')
  }
  chargeXmlElements(text, budget)
  try {
    return parseXmlPlist(text) as PlistValue
  } catch (error) {
    throw new PlistError(`damaged XML property list: ${errorMessage(error)}`, { cause: error })
  }
}

/**
 * Counts the elements of an XML plist against the budget, with the depth at which each sits, before
 * fast-plist builds them: it builds with a stack of its own, so depth costs it no recursion, but every
 * element costs memory. An upper bound (every opening tag counts, keys and comments too), in one pass
 * with no regular expression; fast-plist reads tag names as this does, spaces trimmed.
 */
function chargeXmlElements(text: string, budget: ReadBudget): void {
  let depth = 0
  let close = -1
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    const name = skipSpaces(text, at + 1)
    const first = text.charCodeAt(name)
    if (first === 0x3f /* ? */ || first === 0x21 /* ! */) continue
    if (first === 0x2f /* / */) {
      if (isContainer(text, skipSpaces(text, name + 1))) depth = Math.max(0, depth - 1)
      continue
    }
    budget.plistObject(depth + 1)
    // The end of this tag: searched again only once passed, so that tags never closed cost one scan.
    if (close < at) close = text.indexOf('>', at)
    if (close < 0) break
    if (isContainer(text, name) && text.charCodeAt(close - 1) !== 0x2f) depth++
  }
}

function skipSpaces(text: string, at: number): number {
  let i = at
  for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;)
    c = text.charCodeAt(++i)
  return i
}

function isContainer(text: string, at: number): boolean {
  return text.startsWith('array', at) || text.startsWith('dict', at)
}

/** XML text in UTF-8 or UTF-16 (with or without a byte order mark), or undefined when it is not XML. */
function decodeXmlText(data: Buffer): string | undefined {
  let encoding: 'utf-8' | 'utf-16le' | 'utf-16be' = 'utf-8'
  let body = data
  if (data.subarray(0, 3).equals(UTF8_BOM)) body = data.subarray(3)
  else if (data[0] === 0xff && data[1] === 0xfe) [encoding, body] = ['utf-16le', data.subarray(2)]
  else if (data[0] === 0xfe && data[1] === 0xff) [encoding, body] = ['utf-16be', data.subarray(2)]
  else if (data[0] === 0x3c && data[1] === 0x00) encoding = 'utf-16le'
  else if (data[0] === 0x00 && data[1] === 0x3c) encoding = 'utf-16be'
  let text: string
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(body)
  } catch {
    return undefined
  }
  return text.trimStart().startsWith('<') ? text.trim() : undefined
}

function describeStart(data: Buffer): string {
  if (data.length === 0) return 'nothing: it is empty'
  const head = data.subarray(0, 8)
  const printable = [...head].every(byte => byte >= 0x20 && byte < 0x7f)
  return printable ? `"${head.toString('latin1')}"` : `bytes ${head.toString('hex')}`
}
