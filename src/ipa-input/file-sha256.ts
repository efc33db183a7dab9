import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

/** The SHA-256 (hex) of a file, read as a stream: an IPA of gigabytes is never held whole. */
export function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', chunk => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}
