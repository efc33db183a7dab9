/** The pixel size a PNG file's header says (its IHDR chunk), from the file's first bytes alone. */

/** Bytes a PNG file starts with: its signature, then the IHDR chunk's length, type, width, height. */
export const PNG_HEAD_BYTES = 24

const SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex')

export interface PngSize {
  width: number
  height: number
}

/**
 * The width and height of a PNG file from its first PNG_HEAD_BYTES bytes; undefined when they are no
 * PNG header (another format, such as Xcode's old CgBI-crushed PNGs, which put a CgBI chunk first).
 */
export function pngSize(head: Buffer): PngSize | undefined {
  if (head.length < PNG_HEAD_BYTES || !head.subarray(0, 8).equals(SIGNATURE)) return undefined
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) }
}
