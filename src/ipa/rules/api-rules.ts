import {
  isLibrary,
  kindWord,
  shownEntry,
  slicesOf,
  type RuleFinding,
  type IpaFacts,
  type Rule
} from './facts.js'

/**
 * How code that uses UIWebView imports it: the class it sends messages to or subclasses. App Store
 * Connect's scanner matches more (the name anywhere in the binary, reports say); these imports are
 * what it surely matches.
 */
const UIWEBVIEW = ['_OBJC_CLASS_$_UIWebView', '_OBJC_METACLASS_$_UIWebView']

/**
 * Symbols App Store Connect named as non-public in ITMS-90338 e-mails that public reports quote, as
 * imports (undefined symbols) of the binary. A partial list: Apple publishes none.
 */
const NON_PUBLIC_SYMBOLS: readonly string[] = [
  // https://github.com/johnno1962/SwiftTrace/issues/45 (2023-02-15)
  '_dyld_dynamic_interpose',
  // https://github.com/heremaps/here-android-sdk-examples/issues/295 (2019-10-18), and
  // https://github.com/kivy/kivy-ios/issues/492 (2020)
  '_getcontext',
  '_makecontext',
  '_setcontext',
  // https://github.com/Tencent/OOMDetector/issues/44 (2021-05-10)
  '___syscall_logger',
  // https://github.com/netease-im/NIM_iOS_SDK/issues/13 (2021-12-28)
  '_CCCryptorGCMAddAAD',
  '_CCCryptorGCMAddIV',
  '_CCCryptorGCMFinal'
]

/** Each executable that imports any of `symbols`: the entry and the symbols, in the list's order. */
function importing(
  facts: IpaFacts,
  symbols: readonly string[],
  say: (entry: string, found: string[], library: string) => string
): RuleFinding[] {
  return facts.bundles.flatMap(bundle => {
    const imports = new Set(slicesOf(bundle).flatMap(slice => slice.imports))
    const found = symbols.filter(symbol => imports.has(symbol))
    const entry = bundle.executable?.entry
    if (found.length === 0 || !entry) return []
    const library = isLibrary(bundle)
      ? `that ${kindWord(bundle)}`
      : `the ${kindWord(bundle)}'s code`
    return [{ entry, message: say(entry, found, library) }]
  })
}

export const API_RULES: Rule[] = [
  {
    code: 'ITMS-90809',
    title: 'no executable uses UIWebView (imports its class)',
    level: 'refuse',
    fix: 'WKWebView instead; a release of the SDK or plugin that no longer uses UIWebView',
    source:
      'App Store Connect: "ITMS-90809: Deprecated API Usage - New apps that use UIWebView are no longer accepted. Instead, use WKWebView for improved security and reliability." (https://github.com/HeroWqb/HWDownloadDemo/issues/15, 2022-08-31: "Please correct the following issues, then upload again"), and "App updates that use UIWebView will no longer be accepted as of December 2020" (https://github.com/nnhubbard/ZSSRichTextEditor/issues/271, 2020-06-19; read 2026-12-06)',
    check: facts =>
      importing(
        facts,
        UIWEBVIEW,
        (entry, found, library) =>
          `${shownEntry(entry)} uses UIWebView (it imports ${found.join(' and ')}), which App Store Connect no longer accepts (ITMS-90809); replace it with WKWebView in ${library} (or update the SDK or plugin that uses it), and export again.`
      )
  },
  {
    code: 'ITMS-90338',
    title:
      'no executable imports a non-public symbol App Store Connect is known to refuse (a partial list: those public reports of ITMS-90338 quote)',
    level: 'refuse',
    fix: 'a release of the SDK that no longer calls it, or code without it',
    source: `App Store Connect: "ITMS-90338: Non-public API usage - The app references non-public symbols in Frameworks/SwiftTrace.framework/SwiftTrace: _dyld_dynamic_interpose. If method names in your source code match the private Apple APIs listed above, altering your method names will help prevent this app from being flagged in future submissions." (https://github.com/johnno1962/SwiftTrace/issues/45, 2023-02-15), "Please correct the following issues, then upload again" (https://github.com/kishikawakatsumi/KeychainAccess/issues/473, 2020-02-27); the symbols of the list as reports quote them: ${NON_PUBLIC_SYMBOLS.join(', ')} (https://github.com/heremaps/here-android-sdk-examples/issues/295, https://github.com/kivy/kivy-ios/issues/492, https://github.com/Tencent/OOMDetector/issues/44, https://github.com/netease-im/NIM_iOS_SDK/issues/13; read 2026-12-06)`,
    check: facts =>
      importing(
        facts,
        NON_PUBLIC_SYMBOLS,
        (entry, found, library) =>
          `${shownEntry(entry)} imports ${found.join(', ')}, which App Store Connect has refused as non-public API (ITMS-90338; this check knows only the symbols public reports of it quote, not Apple's whole list); remove ${found.length > 1 ? 'those calls' : 'that call'} from ${library} (or update the SDK that makes ${found.length > 1 ? 'them' : 'it'}), and export again.`
      )
  }
]
