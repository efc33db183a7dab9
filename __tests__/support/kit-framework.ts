/** The `Kit` framework of the rule tests on whole IPAs, its use of `_stat` declared. */
import { type MakeIpaOptions, machoFixture } from './make-ipa.js'

/** A privacy manifest declaring what Kit uses (`_stat`). */
export const KIT_DECLARED = { privacyTypes: ['NSPrivacyAccessedAPICategoryFileTimestamp'] }

/** An app whose framework Kit holds this fixture, its use of `_stat` declared. */
export const kitAs = (fixture: string): MakeIpaOptions => ({
  frameworks: [{ name: 'Kit', executable: machoFixture(fixture), ...KIT_DECLARED }]
})
