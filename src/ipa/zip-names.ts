import { crc32 } from 'node:zlib'
import yauzl from 'yauzl'

/** What each byte is in CP437, the encoding of names without the UTF-8 flag: yauzl's own table. */
const CP437 = Array.from(
  yauzl.getFileNameLowLevel(0, Buffer.from(Array.from({ length: 256 }, (_, i) => i)), [], true),
  char => char.charCodeAt(0)
)
const UTF8_FLAG = 0x800
const UNICODE_PATH_FIELD = 0x7075

/**
 * An entry's name as yauzl would decode and check it (the Info-ZIP Unicode path field when its CRC
 * matches, else UTF-8 or CP437 by the flag; backslashes read as slashes), in time linear in its
 * length. Throws for an absolute name or one that climbs out with `..`, as yauzl does.
 */
export function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer
  let name: string | undefined
  for (const field of entry.extraFields) {
    if (field.id !== UNICODE_PATH_FIELD || field.data.length < 6 || field.data[0] !== 1) continue
    if (crc32(raw) !== field.data.readUInt32LE(1)) continue
    name = field.data.toString('utf8', 5)
    break
  }
  name ??= entry.generalPurposeBitFlag & UTF8_FLAG ? raw.toString('utf8') : cp437(raw)
  name = name.replace(/\\/g, '/')
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/')) throw new Error(`absolute path: ${name}`)
  if (/(?:^|\/)\.\.(?:\/|$)/.test(name)) throw new Error(`invalid relative path: ${name}`)
  return name
}

function cp437(raw: Buffer): string {
  // Printable ASCII is the same in CP437; control characters are not (0x0A is ◙ there).
  if (raw.every(byte => byte >= 0x20 && byte < 0x7f)) return raw.toString('latin1')
  const codes = Uint16Array.from(raw, byte => CP437[byte] as number)
  let text = ''
  for (let i = 0; i < codes.length; i += 8192)
    text += String.fromCharCode(...codes.subarray(i, i + 8192))
  return text
}
