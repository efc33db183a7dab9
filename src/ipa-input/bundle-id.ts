import { acceptedIdentity, inspectIpa } from '../ipa/index.js'

/**
 * The app's bundle id, as App Store Connect would accept it, from the archive's central directory
 * and the app's Info.plist alone (not the preflight of the whole IPA); undefined when the file does
 * not give one: its preflight says why.
 */
export async function bundleIdOf(file: string): Promise<string | undefined> {
  try {
    const inspection = await inspectIpa(file, { identityOnly: true })
    return acceptedIdentity(inspection.app).bundleId
  } catch {
    return undefined
  }
}
