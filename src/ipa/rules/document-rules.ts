import { ownValue } from '../plist.js'
import { shownEntry, type Rule } from './facts.js'

/** The keys that say how an app that declares document types opens them: either will do, YES or NO. */
const DOCUMENT_CONFIGURATION = ['LSSupportsOpeningDocumentsInPlace', 'UISupportsDocumentBrowser']

export const DOCUMENT_RULES: Rule[] = [
  {
    code: 'ITMS-90737',
    title:
      'an app that declares document types says how it opens them (`LSSupportsOpeningDocumentsInPlace` or `UISupportsDocumentBrowser`, YES or NO)',
    level: 'warn',
    fix: 'add `LSSupportsOpeningDocumentsInPlace` (YES, or NO for an app that imports a copy)',
    source:
      'App Store Connect: "ITMS-90737: Missing Document Configuration - By declaring the CFBundleDocumentTypes key in your app, you\'ve indicated that your app is able to open documents. Please set the UISupportsDocumentBrowser key to "YES" if your app uses a UIDocumentBrowserViewController. Otherwise, set the LSSupportsOpeningDocumentsInPlace key in the Info.plist to "YES" (recommended) or "NO" to specify whether the app can open files in place" (a warning: element-hq/element-ios#6159, 2022-05-16; SlayterDev/RadiumBrowser#52, 2020-05-13) (read 2026-12-06)',
    check: facts => {
      const plist = facts.app.plist
      const types = plist && ownValue(plist, 'CFBundleDocumentTypes')
      if (!plist || !Array.isArray(types) || types.length === 0) return []
      // A key set to NO is a configuration too: the app imports a copy.
      if (DOCUMENT_CONFIGURATION.some(key => ownValue(plist, key) !== undefined)) return []
      return [
        {
          entry: `${facts.app.path}Info.plist`,
          message: `${shownEntry(facts.app.path)}Info.plist declares document types (CFBundleDocumentTypes) but neither LSSupportsOpeningDocumentsInPlace nor UISupportsDocumentBrowser (ITMS-90737: App Store Connect takes the build and e-mails the team); add LSSupportsOpeningDocumentsInPlace (YES when the app opens documents where they are, NO when it imports a copy) in the next build.`
        }
      ]
    }
  }
]
