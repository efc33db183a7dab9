/**
 * What is wrong in one privacy manifest's content, as App Store Connect validates it: each fault a
 * phrase that names the key and what it holds. A pure function of the parsed dictionary; which
 * manifests are read, and the codes, are the rules' (privacy-manifest-rules.ts).
 *
 * Only what Apple refuses is a fault: a key Apple does not know is left alone (Apple's pages list
 * no closed set of keys, and SDKs ship comments and keys of their own), and so is a top-level key
 * left out (a manifest of `NSPrivacyTracking` false alone is what many SDKs ship, and is taken).
 */
import { oneLine } from '../../text/untrusted.js'
import { isPlistDict, ownValue, type PlistDict, type PlistValue } from '../plist.js'
import {
  COLLECTED_DATA_PURPOSES,
  COLLECTED_DATA_TYPES,
  REASONS_BY_CATEGORY
} from './privacy-manifest-values.js'

export interface ManifestFaults {
  /** ITMS-91056: a key's value of the wrong type, a dictionary missing its keys, an unknown purpose. */
  invalid: string[]
  /** Not refused on the evidence found, but doubtful (a data type not on Apple's list): a warning. */
  doubtful: string[]
  /** ITMS-91054: an NSPrivacyAccessedAPIType that is no category of Apple's. */
  categories: string[]
  /** ITMS-91055: a reason code that is not one of its category's. */
  reasons: string[]
  /** ITMS-91064: how many NSPrivacyTrackingDomains it lists while NSPrivacyTracking is not true. */
  trackingDomains: number
}

/** A value as a message shows it: quoted text from the IPA (untrusted), or its type. */
const shownValue = (value: PlistValue): string =>
  typeof value === 'string' ? `"${oneLine(value, 60)}"` : `a ${typeName(value)}`

function typeName(value: PlistValue): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  if (value instanceof Date) return 'date'
  if (Buffer.isBuffer(value)) return 'data'
  if (typeof value === 'object') return 'dictionary'
  if (typeof value === 'bigint') return 'number'
  return typeof value
}

/** Every fault of one manifest's content. */
export function manifestFaults(manifest: PlistDict): ManifestFaults {
  const faults: ManifestFaults = {
    invalid: [],
    doubtful: [],
    categories: [],
    reasons: [],
    trackingDomains: 0
  }
  const tracking = ownValue(manifest, 'NSPrivacyTracking')
  if (tracking !== undefined && typeof tracking !== 'boolean')
    faults.invalid.push(`NSPrivacyTracking is ${shownValue(tracking)}, not a boolean`)
  const domains = arrayOf(manifest, 'NSPrivacyTrackingDomains', faults)
  domains?.forEach((domain, i) => {
    if (typeof domain !== 'string')
      faults.invalid.push(
        `NSPrivacyTrackingDomains item ${i + 1} is ${shownValue(domain)}, not a string`
      )
  })
  // An empty string is a domain too: App Store Connect counts the array, not what it holds.
  if (domains && domains.length > 0 && tracking !== true) faults.trackingDomains = domains.length
  arrayOf(manifest, 'NSPrivacyCollectedDataTypes', faults)?.forEach((item, i) =>
    collectedDataFaults(item, `NSPrivacyCollectedDataTypes item ${i + 1}`, faults)
  )
  arrayOf(manifest, 'NSPrivacyAccessedAPITypes', faults)?.forEach((item, i) =>
    accessedApiFaults(item, `NSPrivacyAccessedAPITypes item ${i + 1}`, faults)
  )
  return faults
}

/** A top-level array, when the key is there and holds one; a fault when it holds something else. */
function arrayOf(
  manifest: PlistDict,
  key: string,
  faults: ManifestFaults
): PlistValue[] | undefined {
  const value = ownValue(manifest, key)
  if (value === undefined || Array.isArray(value)) return value
  faults.invalid.push(`${key} is ${shownValue(value)}, not an array`)
  return undefined
}

/** One NSPrivacyCollectedDataTypes dictionary: its four keys, each of its type. */
function collectedDataFaults(item: PlistValue, where: string, faults: ManifestFaults): void {
  if (!isPlistDict(item)) {
    faults.invalid.push(`${where} is ${shownValue(item)}, not a dictionary`)
    return
  }
  const type = ownValue(item, 'NSPrivacyCollectedDataType')
  if (typeof type !== 'string' || type.trim() === '')
    faults.invalid.push(`${where} has no NSPrivacyCollectedDataType`)
  else if (!COLLECTED_DATA_TYPES.has(type))
    faults.doubtful.push(
      `${where} has the NSPrivacyCollectedDataType ${shownValue(type)}, which is not on Apple's list`
    )
  for (const key of ['NSPrivacyCollectedDataTypeLinked', 'NSPrivacyCollectedDataTypeTracking']) {
    const flag = ownValue(item, key)
    if (typeof flag !== 'boolean')
      faults.invalid.push(
        flag === undefined
          ? `${where} has no ${key}`
          : `${where}'s ${key} is ${shownValue(flag)}, not a boolean`
      )
  }
  const purposes = ownValue(item, 'NSPrivacyCollectedDataTypePurposes')
  if (!Array.isArray(purposes)) {
    faults.invalid.push(
      purposes === undefined
        ? `${where} has no NSPrivacyCollectedDataTypePurposes`
        : `${where}'s NSPrivacyCollectedDataTypePurposes is ${shownValue(purposes)}, not an array`
    )
    return
  }
  for (const purpose of purposes)
    if (typeof purpose !== 'string' || !COLLECTED_DATA_PURPOSES.has(purpose))
      faults.invalid.push(
        `${where} has the purpose ${shownValue(purpose)}, which is none of Apple's`
      )
}

/** One NSPrivacyAccessedAPITypes dictionary: a category of Apple's, and reasons of that category. */
function accessedApiFaults(item: PlistValue, where: string, faults: ManifestFaults): void {
  if (!isPlistDict(item)) {
    faults.invalid.push(`${where} is ${shownValue(item)}, not a dictionary`)
    return
  }
  const category = ownValue(item, 'NSPrivacyAccessedAPIType')
  if (typeof category !== 'string') {
    faults.invalid.push(
      category === undefined
        ? `${where} has no NSPrivacyAccessedAPIType`
        : `${where}'s NSPrivacyAccessedAPIType is ${shownValue(category)}, not a string`
    )
    return
  }
  const valid = REASONS_BY_CATEGORY.get(category)
  if (!valid)
    faults.categories.push(`${where} declares ${shownValue(category)}, which is no category`)
  const reasons = ownValue(item, 'NSPrivacyAccessedAPITypeReasons')
  if (reasons === undefined || (Array.isArray(reasons) && reasons.length === 0)) {
    faults.doubtful.push(`${where} gives no reason for ${shownValue(category)}`)
    return
  }
  if (!Array.isArray(reasons)) {
    faults.invalid.push(
      `${where}'s NSPrivacyAccessedAPITypeReasons is ${shownValue(reasons)}, not an array`
    )
    return
  }
  for (const reason of reasons) {
    if (typeof reason !== 'string')
      faults.invalid.push(`${where} has a reason that is ${shownValue(reason)}, not a string`)
    else if (valid && !valid.includes(reason))
      faults.reasons.push(
        `${shownValue(reason)} is no reason for ${category} (its reasons: ${valid.join(', ')})`
      )
  }
}
