/**
 * Just enough BER to take the signed content out of a CMS (PKCS#7) SignedData envelope, as found in
 * an `embedded.mobileprovision`. Apple writes it with indefinite lengths and the content split into
 * OCTET STRING chunks, so this reads BER, not only DER. Nothing here checks the signature.
 */

interface Tlv {
  tag: number
  constructed: boolean
  contentStart: number
  /** Where the content ends; for an indefinite length, where its end-of-contents marker starts. */
  contentEnd: number
  /** Where the element ends, after any end-of-contents marker. */
  end: number
}

const MAX_DEPTH = 16
const SIGNED_DATA_OID = Buffer.from('2a864886f70d010702', 'hex')
const TAG = { sequence: 0x30, oid: 0x06, octetString: 0x04, explicit0: 0xa0 } as const

/** The encapsulated content of a SignedData envelope, or undefined when the bytes are not one. */
export function signedContent(data: Buffer): Buffer | undefined {
  try {
    const contentInfo = readTlv(data, 0, 0)
    if (contentInfo.tag !== TAG.sequence) return undefined
    const [type, wrapped] = children(data, contentInfo, 0)
    if (
      type?.tag !== TAG.oid ||
      !data.subarray(type.contentStart, type.contentEnd).equals(SIGNED_DATA_OID)
    )
      return undefined
    const signedData = wrapped?.tag === TAG.explicit0 ? children(data, wrapped, 1)[0] : undefined
    if (signedData?.tag !== TAG.sequence) return undefined
    // SignedData: version, digestAlgorithms, encapContentInfo, …
    const encapsulated = children(data, signedData, 2)[2]
    if (encapsulated?.tag !== TAG.sequence) return undefined
    const eContent = children(data, encapsulated, 3)[1]
    if (eContent?.tag !== TAG.explicit0) return undefined
    const octets = children(data, eContent, 4)[0]
    if (octets === undefined || (octets.tag & 0x1f) !== TAG.octetString) return undefined
    return Buffer.concat(octetChunks(data, octets, 5))
  } catch {
    return undefined
  }
}

function readTlv(data: Buffer, start: number, depth: number): Tlv {
  if (depth > MAX_DEPTH) throw new RangeError('nested too deep')
  let pos = start
  const tag = byteAt(data, pos++)
  if ((tag & 0x1f) === 0x1f) throw new RangeError('high tag numbers are not used here')
  const constructed = (tag & 0x20) !== 0
  const first = byteAt(data, pos++)
  if (first === 0x80) {
    if (!constructed) throw new RangeError('indefinite length on a primitive')
    const contentStart = pos
    let cursor = contentStart
    while (!(byteAt(data, cursor) === 0 && byteAt(data, cursor + 1) === 0)) {
      cursor = readTlv(data, cursor, depth + 1).end
    }
    return { tag, constructed, contentStart, contentEnd: cursor, end: cursor + 2 }
  }
  let length = first
  if (first > 0x80) {
    const count = first & 0x7f
    if (count > 4) throw new RangeError('length too large')
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + byteAt(data, pos++)
  }
  const end = pos + length
  if (end > data.length) throw new RangeError('element runs past the end')
  return { tag, constructed, contentStart: pos, contentEnd: end, end }
}

function children(data: Buffer, parent: Tlv, depth: number): Tlv[] {
  if (!parent.constructed) return []
  const list: Tlv[] = []
  for (let pos = parent.contentStart; pos < parent.contentEnd;) {
    const child = readTlv(data, pos, depth + 1)
    list.push(child)
    pos = child.end
  }
  return list
}

/** A constructed OCTET STRING is a list of OCTET STRINGs: gather their bytes in order. */
function octetChunks(data: Buffer, octets: Tlv, depth: number): Buffer[] {
  if (!octets.constructed) return [data.subarray(octets.contentStart, octets.contentEnd)]
  return children(data, octets, depth).flatMap(child => octetChunks(data, child, depth + 1))
}

function byteAt(data: Buffer, pos: number): number {
  const value = data[pos]
  if (value === undefined) throw new RangeError('unexpected end')
  return value
}
