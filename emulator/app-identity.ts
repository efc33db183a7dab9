import { acceptedIdentity, inspectIpa } from '../src/ipa/index.js'

/** What the emulated service reads of an uploaded IPA, as the App Store knows a build by. */
export interface AppIdentity {
  bundle_id?: string
  version?: string
  build?: string
}

/**
 * The app's bundle id, version and build, read from the app's Info.plist alone (nothing else of
 * the IPA is read); nothing for a file that is not an IPA, as a service that reads it would record nothing.
 */
export async function appIdentity(storedPath: string): Promise<AppIdentity> {
  try {
    const inspection = await inspectIpa(storedPath, { identityOnly: true })
    const { bundleId, version, build } = acceptedIdentity(inspection.app)
    return { bundle_id: bundleId, version, build }
  } catch {
    return {}
  }
}
