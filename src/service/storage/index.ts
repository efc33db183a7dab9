/**
 * An IPA where it lives (object storage), read in HTTP ranges: see storage-ipa.ts. The transport
 * carries every request (the proxy, the deadlines, the retries of a GET).
 */
import { StorageIpa, type StorageOptions } from './storage-ipa.js'

export type { StorageIpa, StorageOptions } from './storage-ipa.js'
export { WHOLE_FILE_BYTES } from './storage-ipa.js'
export { StorageError, type StorageFailure } from './storage-error.js'

/** Opens the IPA at `url`: one request for its length and its end, where the zip's directory is. */
export function openStorageIpa(url: string, options: StorageOptions): Promise<StorageIpa> {
  return StorageIpa.open(url, options)
}
