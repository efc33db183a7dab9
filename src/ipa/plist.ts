import { parseBuffer as parseBinaryPlist } from 'bplist-parser'
import { parse as parseXmlPlist } from 'fast-plist'
import { errorMessage } from '../text/error-message.js'

/**
 * A property list value. Binary `<data>` comes back as a Buffer, XML `<data>` as its base64 text
 * (nothing here reads data values).
 */
export type PlistValue =
  | string
  | number
  | bigint
  | boolean
  | Date
  | Buffer
  | null
  | PlistValue[]
  | { [key: string]: PlistValue }

export type PlistDict = { [key: string]: PlistValue }

export class PlistError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PlistError'
  }
}

const BINARY_MAGIC = Buffer.from('bplist')
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf])

/** Parses a binary (`bplist00`) or XML property list; throws a PlistError for anything else. */
export function parsePlist(data: Buffer): PlistValue {
  if (data.subarray(0, 6).equals(BINARY_MAGIC)) return parseBinary(data)
  const text = decodeXmlText(data)
  if (text === undefined)
    throw new PlistError(
      `neither a binary nor an XML property list (starts with ${describeStart(data)})`
    )
  return parseXml(text)
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

function parseBinary(data: Buffer): PlistValue {
  const version = data.subarray(6, 8).toString('latin1')
  if (version !== '00')
    throw new PlistError(`binary property list version ${JSON.stringify(version)} is not supported`)
  try {
    return parseBinaryPlist<PlistValue>(data)[0]
  } catch (error) {
    // A reference cycle overflows the stack: still just a damaged property list.
    throw new PlistError(`damaged binary property list: ${errorMessage(error)}`, { cause: error })
  }
}

function parseXml(text: string): PlistValue {
  // The parser is lenient about truncation; Xcode always closes the document.
  if (!/<plist[\s>]/.test(text) || !/<\/plist>\s*$/.test(text)) {
    throw new PlistError('XML without a complete <plist> element')
  }
  try {
    return parseXmlPlist(text) as PlistValue
  } catch (error) {
    throw new PlistError(`damaged XML property list: ${errorMessage(error)}`, { cause: error })
  }
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
