import * as path from 'node:path'
import { withArticle } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import { MAX_BUILD_LENGTH, MAX_BUNDLE_ID_LENGTH } from './identity.js'
import type { ReadLimitError } from './limits.js'
import { readLimitMessage, type Unread } from './read-limit-message.js'

export type { UnreadEntry } from './read-limit-message.js'
import { archiveCheck, type ArchiveCode } from './rules/archive-checks.js'
import type { RuleFinding, Rule } from './rules/index.js'
import { PROFILE_KIND_LABELS, type IpaProblem, type ProvisioningProfile } from './types.js'

/** Paths listed by name in one problem; the rest are counted. */
const PATHS_SHOWN = 10

/**
 * Every problem the inspection can report, each as one sentence that names the file, the entry and
 * what to do. Names from the archive are untrusted: they go through `oneLine` before the log.
 */
export class ProblemList {
  readonly problems: IpaProblem[] = []
  private readonly file: string

  /**
   * `purpose`: a `submit` check (the signing an upload does not need) is reported for `submit`
   * alone; `skip`: codes not to report (`preflight-skip`).
   */
  constructor(
    file: string,
    private readonly options: { purpose?: 'submit' | 'upload'; skip?: ReadonlySet<string> } = {}
  ) {
    this.file = oneLine(path.basename(file), 120)
  }

  /** What an App Store rule found (src/ipa/rules/): its message names the bundle, file and fix. */
  rule(rule: Rule, finding: RuleFinding): void {
    this.problems.push({
      code: rule.code,
      message: `${this.file}: ${finding.message}`,
      entry: finding.entry,
      level: finding.level ?? rule.level,
      appStoreRule: true
    })
  }

  notAZip(): void {
    this.add(
      'not-a-zip',
      `${this.file} is not a zip archive, so it cannot be an IPA; pass the .ipa file that Xcode exported.`
    )
  }

  badZip(detail: string): void {
    this.add(
      'bad-zip',
      `${this.file} is a damaged zip archive (${quote(detail)}); export the IPA again.`
    )
  }

  noApp(payloadSeen: boolean): void {
    const where = payloadSeen
      ? 'its Payload/ folder holds no <name>.app bundle'
      : 'it has no Payload/<name>.app folder'
    this.add(
      'no-app',
      `${this.file} is not an IPA: ${where}; export the archive again with Xcode (Distribute App).`,
      payloadSeen ? 'Payload/' : undefined
    )
  }

  payloadNotAtRoot(root: string): void {
    const payload = `${root}Payload/`
    this.add(
      'payload-not-at-root',
      `${this.file} has its app under ${entry(payload)} instead of Payload/ at the top of the archive, which App Store Connect rejects; zip the Payload folder itself, from inside its parent folder.`,
      payload
    )
  }

  severalApps(paths: string[], main: string): void {
    const shown = paths.slice(0, PATHS_SHOWN).map(entry)
    if (paths.length > PATHS_SHOWN) shown.push(`and ${paths.length - PATHS_SHOWN} more`)
    this.add(
      'several-apps',
      `${this.file} holds ${paths.length} apps in Payload/ (${shown.join(', ')}) where an IPA holds exactly one; keep only ${entry(main)} and export again.`,
      'Payload/'
    )
  }

  missingInfoPlist(appPath: string): void {
    const plist = `${appPath}Info.plist`
    this.add(
      'missing-info-plist',
      `${this.file} has no ${entry(plist)}, so the app cannot be identified; export the IPA again from the Xcode archive.`,
      plist
    )
  }

  nestedMissingInfoPlist(bundlePath: string, kind: 'bundle' | 'framework' = 'bundle'): void {
    const plist = `${bundlePath}Info.plist`
    const fix =
      kind === 'framework'
        ? 'embed the framework as its build or its vendor made it (with its Info.plist, as an XCFramework gives it)'
        : "check that target's Info.plist setting"
    this.add(
      'nested-missing-info-plist',
      `${this.file} has no ${entry(plist)}, and App Store Connect rejects a nested ${kind} without one; ${fix} and export again.`,
      plist
    )
  }

  missingKey(code: 'missing-bundle-id' | 'missing-version' | 'missing-build', plist: string): void {
    const [key, setting] = {
      'missing-bundle-id': ['CFBundleIdentifier', 'PRODUCT_BUNDLE_IDENTIFIER'],
      'missing-version': ['CFBundleShortVersionString', 'MARKETING_VERSION'],
      'missing-build': ['CFBundleVersion', 'CURRENT_PROJECT_VERSION']
    }[code]
    this.add(
      code,
      `${this.file}: ${entry(plist)} has no ${key} string; set ${setting} in the app target and export again.`,
      plist
    )
  }

  badPlist(name: string, detail: string): void {
    this.add(
      'bad-plist',
      `${this.file}: ${entry(name)} is not a readable property list (${quote(detail)}); export the IPA again.`,
      name
    )
  }

  /**
   * An entry, or the rest of the archive, not read within a limit of the read budget (limits.ts): a
   * warning that says what was not checked, never by itself a refusal.
   */
  readLimit(error: ReadLimitError, unread: Unread): void {
    const message = readLimitMessage(this.file, error, unread)
    const problem = this.problem(
      'read-limit',
      `${message}; preflight does not stop the release for this alone.`,
      error.entry
    )
    // The archive's own limit first: it says what the rest of the list could not cover.
    if (problem && 'entry' in unread) this.problems.push(problem)
    else if (problem) this.problems.unshift(problem)
  }

  /** Two entries share bytes: the trick of zip bombs that inflate one stream many times. */
  overlappingEntries(first: string, second: string): void {
    this.add(
      'overlapping-entries',
      `${this.file} is not a well-formed zip archive: ${entry(first)} and ${entry(second)} overlap in the file, which no zip tool writes (it is how zip bombs make one compressed stream count many times); export the IPA again.`
    )
  }

  invalidBundleId(plist: string, value: string): void {
    this.add(
      'invalid-bundle-id',
      `${this.file}: ${entry(plist)} has the CFBundleIdentifier "${quote(value)}", which App Store Connect refuses: a bundle ID holds only letters, digits, hyphens and periods, ${MAX_BUNDLE_ID_LENGTH} characters at most; fix PRODUCT_BUNDLE_IDENTIFIER in that target and export again.`,
      plist
    )
  }

  invalidVersion(plist: string, value: string): void {
    this.add(
      'invalid-version',
      `${this.file}: ${entry(plist)} has the CFBundleShortVersionString "${quote(value)}", which App Store Connect refuses: a version is one to three period-separated integers, such as 1.4.2; fix MARKETING_VERSION in that target and export again.`,
      plist
    )
  }

  invalidBuild(plist: string, value: string): void {
    this.add(
      'invalid-build',
      `${this.file}: ${entry(plist)} has the CFBundleVersion "${quote(value)}", which App Store Connect refuses: a build is one to three period-separated integers, ${MAX_BUILD_LENGTH} characters at most, such as 142 or 1.4.2; fix CURRENT_PROJECT_VERSION in that target and export again.`,
      plist
    )
  }

  unreadableEntry(name: string, detail: string): void {
    this.add(
      'unreadable-entry',
      `${this.file}: ${entry(name)} could not be read (${quote(detail)}); export the IPA again.`,
      name
    )
  }

  badProfile(name: string, detail: string): void {
    this.add(
      'bad-profile',
      `${this.file}: ${entry(name)} holds no readable provisioning profile (${quote(detail)}); sign and export the app again.`,
      name
    )
  }

  expiredProfile(name: string, profile: ProvisioningProfile): void {
    const day = profile.expirationDate?.toISOString().slice(0, 10)
    this.add(
      'expired-profile',
      `${this.file}: the provisioning profile ${profileName(profile)}in ${entry(name)} expired on ${day}; renew it in the Apple Developer portal, then sign and export again.`,
      name
    )
  }

  missingProfile(appPath: string): void {
    const profile = `${appPath}embedded.mobileprovision`
    this.add(
      'missing-profile',
      `${this.file} has no ${entry(profile)}, so it is not signed for the App Store; export it with the App Store Connect distribution method.`,
      profile
    )
  }

  notAppStoreProfile(name: string, profile: ProvisioningProfile): void {
    this.add(
      'not-app-store-profile',
      `${this.file}: ${entry(name)} is ${withArticle(PROFILE_KIND_LABELS[profile.kind])} profile ${profileName(profile)}where the App Store takes only an App Store distribution profile; export again with the App Store Connect method.`,
      name
    )
  }

  unsignedApp(appPath: string): void {
    const signature = `${appPath}_CodeSignature/`
    this.add(
      'unsigned-app',
      `${this.file}: ${entry(appPath)} has no _CodeSignature/ folder, so it is not code signed; sign it for distribution and export again.`,
      signature
    )
  }

  /** A problem of the archive, its sentence ending with its code. */
  private add(code: ArchiveCode, message: string, entryName?: string): void {
    const problem = this.problem(code, withCode(message, code), entryName)
    if (problem) this.problems.push(problem)
  }

  /** At its row's level (ARCHIVE_CHECKS); none when skipped, or a submit check of an upload. */
  private problem(code: ArchiveCode, message: string, entryName?: string): IpaProblem | undefined {
    const { level } = archiveCheck(code)
    if (this.options.skip?.has(code)) return undefined
    if (level === 'submit' && this.options.purpose !== 'submit') return undefined
    return entryName === undefined
      ? { code, message, level }
      : { code, message, level, entry: entryName }
  }
}

/** Its code at the end, as a rule names its own: what `preflight-skip` and docs/preflight.md take. */
function withCode(message: string, code: string): string {
  return `${message.replace(/\.$/, '')} (${code}).`
}

function entry(name: string): string {
  return oneLine(name, 200)
}

function quote(text: string): string {
  return oneLine(text, 160)
}

function profileName(profile: ProvisioningProfile): string {
  return profile.name ? `"${oneLine(profile.name, 120)}" ` : ''
}
