import { signedContent } from './cms.js'
import { ReadBudget } from './limits.js'
import {
  isPlistDict,
  ownValue,
  parsePlist,
  PlistError,
  stringValue,
  type PlistDict
} from './plist.js'
import type { ProfileKind, ProvisioningProfile } from './types.js'

const XML_START = Buffer.from('<?xml')
const PLIST_END = Buffer.from('</plist>')

/**
 * Reads an `embedded.mobileprovision`: the property list signed inside its CMS envelope. Throws a
 * PlistError when no readable property list is there, a ReadLimitError when reading it would go past
 * the budget (a budget of its own by default).
 */
export function readProvisioningProfile(
  data: Buffer,
  budget = new ReadBudget()
): ProvisioningProfile {
  const plist = parsePlist(profilePlistBytes(data, budget), budget)
  if (!isPlistDict(plist)) throw new PlistError('the profile is not a dictionary')
  const entitlementsValue = ownValue(plist, 'Entitlements')
  const entitlements = isPlistDict(entitlementsValue) ? entitlementsValue : {}
  const teamsValue = ownValue(plist, 'TeamIdentifier')
  const teams = Array.isArray(teamsValue) ? teamsValue : []
  const expiration = ownValue(plist, 'ExpirationDate')
  const prefixes = ownValue(plist, 'ApplicationIdentifierPrefix')
  return {
    name: stringValue(plist, 'Name'),
    teamName: stringValue(plist, 'TeamName'),
    teamIdentifier: typeof teams[0] === 'string' ? teams[0] : undefined,
    appId: stringValue(entitlements, 'application-identifier'),
    appIdPrefixes: Array.isArray(prefixes)
      ? prefixes.filter(prefix => typeof prefix === 'string')
      : undefined,
    expirationDate:
      expiration instanceof Date && !Number.isNaN(expiration.getTime()) ? expiration : undefined,
    kind: profileKind(plist, entitlements),
    apsEnvironment: stringValue(entitlements, 'aps-environment')
  }
}

/** The signed property list: walk the envelope, else look for the XML as most tools do. */
function profilePlistBytes(data: Buffer, budget = new ReadBudget()): Buffer {
  const content = signedContent(data, budget)
  if (content !== undefined && content.length > 0) return content
  const start = data.indexOf(XML_START)
  const end = start < 0 ? -1 : data.indexOf(PLIST_END, start)
  if (end < 0) throw new PlistError('no property list inside the profile')
  return data.subarray(start, end + PLIST_END.length)
}

/**
 * Development profiles let a debugger attach (`get-task-allow`); ad hoc ones list devices,
 * enterprise (in-house) ones provision all devices, and App Store ones do neither.
 */
export function profileKind(plist: PlistDict, entitlements: PlistDict): ProfileKind {
  if (ownValue(entitlements, 'get-task-allow') === true) return 'development'
  if (ownValue(plist, 'ProvisionsAllDevices') === true) return 'enterprise'
  if (Array.isArray(ownValue(plist, 'ProvisionedDevices'))) return 'ad-hoc'
  return 'app-store'
}
