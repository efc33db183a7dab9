import { hostOf, shownEntry, slicesOf, type BundleFacts, type Rule } from './facts.js'

/**
 * The Objective-C selectors that register with the Apple Push Notification service: UIApplication's
 * registerForRemoteNotifications (iOS 8 and later) and the registerForRemoteNotificationTypes: it
 * replaced. The Mach-O reader keeps them from `__objc_methname` (the rules' wanted selectors). The
 * app delegate's application:didRegisterForRemoteNotificationsWithDeviceToken:, which Apple's
 * validator was also said to look for (onmyway133/notes#59, 2015), is not: its name is in every app
 * that adopts UIApplicationDelegate, through the protocol's own metadata, so it tells nothing here.
 */
export const PUSH_SELECTORS: ReadonlySet<string> = new Set([
  'registerForRemoteNotifications',
  'registerForRemoteNotificationTypes:'
])

/** The bundles that sign themselves with their own profile and may register for push. */
const REGISTERS_ITSELF = new Set<BundleFacts['kind']>(['app', 'app-clip'])

export const PUSH_RULES: Rule[] = [
  {
    code: 'ITMS-90078',
    title:
      'an app that registers for push notifications (registerForRemoteNotifications) has the aps-environment entitlement in its profile (what its signature holds besides, preflight does not read: a profile that grants it is taken as enough)',
    level: 'warn',
    fix: 'enable Push Notifications for the App ID and the target, and sign with a profile that has it',
    source:
      'App Store Connect: "ITMS-90078: Missing potentially required entitlement - Your app, or a library that\'s included in your app, uses Apple Push Notification service (APNs) registration APIs, but the APS Environment Entitlement isn\'t included in the app signature\'s entitlements" (dotnet/macios#22673, 2025-04-24; Odevio/Odevio-CLI#52, 2024-11-18), formerly "Missing Push Notification Entitlement - Your app appears to register with the Apple Push Notification service …" in an e-mail that says "Your delivery was successful" (Path-Check/safeplaces-dct-app#182, 2020-03-24); no e-mail of the reverse case (the entitlement without the API) was found (read 2026-12-06)',
    check: facts => {
      // Each app or App Clip with the bundles whose code runs in it (its frameworks and dylibs).
      const byHost = new Map<BundleFacts, { bundle: BundleFacts; selectors: string[] }[]>()
      for (const bundle of facts.bundles) {
        const host = hostOf(bundle, facts)
        if (!REGISTERS_ITSELF.has(host.kind)) continue
        const selectors = [...new Set(slicesOf(bundle).flatMap(slice => slice.selectors))].filter(
          selector => PUSH_SELECTORS.has(selector)
        )
        if (selectors.length > 0)
          byHost.set(host, [...(byHost.get(host) ?? []), { bundle, selectors }])
      }
      return [...byHost].flatMap(([host, uses]) => {
        // No profile read: what it grants is unknown (an upload is signed again later).
        const profile = host.profile
        if (!profile || profile.read.apsEnvironment !== undefined) return []
        const where = uses
          .map(({ bundle, selectors }) => `${shownEntry(bundle.path)} (${selectors.join(', ')})`)
          .join(', ')
        return [
          {
            entry: profile.entry,
            message: `${where} registers for push notifications, but ${shownEntry(profile.entry)} grants no aps-environment entitlement, so the app's signature cannot hold it (ITMS-90078: App Store Connect takes the build and e-mails the team; push notifications will not reach it); enable Push Notifications for the App ID and the target (Signing & Capabilities), and sign the next build with a profile that has it.`
          }
        ]
      })
    }
  }
]
