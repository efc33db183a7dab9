import { oneLine } from '../../text/untrusted.js'
import { ownValue, stringValue } from '../plist.js'
import { shownEntry, type Rule } from './facts.js'
import { FULL_SCREEN_NOTE, multitasksOnIpad } from './info-plist-rules.js'

/**
 * The launch storyboard an iPad app that multitasks names must be in its bundle, compiled: Xcode
 * writes `LaunchScreen.storyboardc` (at the bundle's root or in `Base.lproj/`) from the
 * `LaunchScreen.storyboard` of the project, and UILaunchStoryboardName names it without extension.
 * An app that names none is ITMS-90475's (info-plist-rules.ts); one that runs on iPhone alone, or
 * opts out of multitasking, is not asked for it.
 */
export const LAUNCH_STORYBOARD_RULES: Rule[] = [
  {
    code: 'ITMS-90476',
    title:
      'the launch storyboard an iPad app that multitasks names (`UILaunchStoryboardName`) is in the bundle, compiled',
    level: 'refuse',
    fix: 'add the storyboard to the app target, and name it without its extension',
    source: `App Store Connect: "Asset validation failed (90476) Invalid bundle. Because your app supports Multitasking on iPad, you need to include the LaunchScreen.storyboard launch storyboard file in your … bundle. Use UILaunchScreen instead if the app's MinimumOSVersion is 14 or higher" (jonbhanson/flutter_native_splash#689, 2024-04-10), and the same of a storyboard in the bundle named with its extension in UILaunchStoryboardName (zoontek/react-native-bootsplash#573, 2024-04-16) or per device ('LaunchScreen~ipad.storyboard', mozilla-lockwise/lockwise-ios#855, 2019-01-17); ${FULL_SCREEN_NOTE}: https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key (read 2026-12-06)`,
    check: facts => {
      const { plist, storyboards, path } = facts.app
      if (!plist || !storyboards || !multitasksOnIpad(facts)) return []
      // A launch screen of keys (iOS 14 and later) may stand beside: no refusal then.
      // So may per-device storyboards (UILaunchStoryboards), whose files this rule does not follow.
      const others = ['UILaunchScreen', 'UILaunchScreen~ipad', 'UILaunchStoryboards']
      if (others.some(key => ownValue(plist, key) !== undefined)) return []
      const name =
        stringValue(plist, 'UILaunchStoryboardName~ipad') ??
        stringValue(plist, 'UILaunchStoryboardName')
      // A name with a folder in it is looked up where the layout does not look: no conclusion.
      if (!name || name.includes('/')) return []
      // Compared in any case, as on a Mac's disk; a storyboard for iPad alone (`~ipad`) counts.
      const held = new Set([...storyboards].map(storyboard => storyboard.toLowerCase()))
      const has = (file: string): boolean => held.has(file.toLowerCase())
      // A launch screen from a XIB (`LaunchScreen.nib`), which Apple's pages still name beside the
      // storyboard (UILaunchStoryboardFile: "a launch storyboard file or xib"): not refused.
      const compiled = ['.storyboardc', '~ipad.storyboardc', '.nib', '~ipad.nib']
      if (compiled.some(ending => has(`${name}${ending}`))) return []
      const raw = name.replace(/\.storyboardc?$/i, '')
      const stem = oneLine(raw, 100)
      const [what, fix] =
        raw !== name && has(`${raw}.storyboardc`)
          ? [
              `names it with its extension, where the bundle holds it as ${stem}.storyboardc`,
              `name it "${stem}", without extension`
            ]
          : has(`${raw}.storyboard`)
            ? [
                `the bundle holds it uncompiled (${stem}.storyboard), where it needs ${stem}.storyboardc`,
                "add the storyboard to the app target's Copy Bundle Resources, which compiles it"
              ]
            : [
                `the bundle holds no ${stem}.storyboardc`,
                'add the storyboard to the app target, or name the one it has'
              ]
      return [
        {
          entry: `${path}Info.plist`,
          message: `${shownEntry(path)}Info.plist names the launch storyboard "${oneLine(name, 100)}", which an iPad app that multitasks needs in its bundle, but ${what} (ITMS-90476); ${fix} (${FULL_SCREEN_NOTE}), and export again.`
        }
      ]
    }
  }
]
