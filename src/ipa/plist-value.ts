/**
 * A property list value. Binary `<data>` comes back as a Buffer, XML `<data>` as its base64 text
 * (nothing here reads data values); a binary UID as `{ CF$UID: n }`.
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
