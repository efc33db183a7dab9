/**
 * Just enough BER to take the signed content out of a CMS (PKCS#7) SignedData envelope, as found in
 * an `embedded.mobileprovision`. Apple writes it with indefinite lengths and the content split into
 * OCTET STRING chunks, so this reads BER, not only DER. Nothing here checks the signature.
 *
 * Every element walked counts against the read budget (an indefinite length is found by walking what
 * it holds, so an element may be walked more than once): a constructed string of millions of empty
 * pieces, or nests of indefinite lengths, stop there.
 */
import { ReadBudget, ReadLimitError } from './limits.js'

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

/**
 * The encapsulated content of a SignedData envelope, or undefined when the bytes are not one; throws
 * a ReadLimitError when walking it would go past the budget.
 */
export function signedContent(data: Buffer, budget = new ReadBudget()): Buffer | undefined {
  try {
    return new Envelope(data, budget).content()
  } catch (error) {
    if (error instanceof ReadLimitError) throw error
    return undefined
  }
}

class Envelope {
  constructor(
    private readonly data: Buffer,
    private readonly budget: ReadBudget
  ) {}

  content(): Buffer | undefined {
    const { data } = this
    const contentInfo = this.readTlv(0, 0)
    if (contentInfo.tag !== TAG.sequence) return undefined
    const [type, wrapped] = this.children(contentInfo, 0)
    if (
      type?.tag !== TAG.oid ||
      !data.subarray(type.contentStart, type.contentEnd).equals(SIGNED_DATA_OID)
    )
      return undefined
    const signedData = wrapped?.tag === TAG.explicit0 ? this.children(wrapped, 1)[0] : undefined
    if (signedData?.tag !== TAG.sequence) return undefined
    // SignedData: version, digestAlgorithms, encapContentInfo, …
    const encapsulated = this.children(signedData, 2)[2]
    if (encapsulated?.tag !== TAG.sequence) return undefined
    const eContent = this.children(encapsulated, 3)[1]
    if (eContent?.tag !== TAG.explicit0) return undefined
    const octets = this.children(eContent, 4)[0]
    if (octets === undefined || (octets.tag & 0x1f) !== TAG.octetString) return undefined
    return Buffer.concat(this.octetChunks(octets, 5))
  }

  private readTlv(start: number, depth: number): Tlv {
    if (depth > MAX_DEPTH) throw new RangeError('nested too deep')
    this.budget.cmsElement()
    let pos = start
    const tag = this.byteAt(pos++)
    if ((tag & 0x1f) === 0x1f) throw new RangeError('high tag numbers are not used here')
    const constructed = (tag & 0x20) !== 0
    const first = this.byteAt(pos++)
    if (first === 0x80) {
      if (!constructed) throw new RangeError('indefinite length on a primitive')
      const contentStart = pos
      let cursor = contentStart
      while (!(this.byteAt(cursor) === 0 && this.byteAt(cursor + 1) === 0)) {
        cursor = this.readTlv(cursor, depth + 1).end
      }
      return { tag, constructed, contentStart, contentEnd: cursor, end: cursor + 2 }
    }
    let length = first
    if (first > 0x80) {
      const count = first & 0x7f
      if (count > 4) throw new RangeError('length too large')
      length = 0
      for (let i = 0; i < count; i++) length = length * 256 + this.byteAt(pos++)
    }
    const end = pos + length
    if (end > this.data.length) throw new RangeError('element runs past the end')
    return { tag, constructed, contentStart: pos, contentEnd: end, end }
  }

  private children(parent: Tlv, depth: number): Tlv[] {
    if (!parent.constructed) return []
    const list: Tlv[] = []
    for (let pos = parent.contentStart; pos < parent.contentEnd;) {
      const child = this.readTlv(pos, depth + 1)
      list.push(child)
      pos = child.end
    }
    return list
  }

  /** A constructed OCTET STRING is a list of OCTET STRINGs: gather their bytes in order. */
  private octetChunks(octets: Tlv, depth: number): Buffer[] {
    if (!octets.constructed) return [this.data.subarray(octets.contentStart, octets.contentEnd)]
    return this.children(octets, depth).flatMap(child => this.octetChunks(child, depth + 1))
  }

  private byteAt(pos: number): number {
    const value = this.data[pos]
    if (value === undefined) throw new RangeError('unexpected end')
    return value
  }
}
