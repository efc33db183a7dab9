/**
 * Where an app's icon is, from its Info.plist and the names of its files: the asset catalog's icon
 * (CFBundleIconName, in `Assets.car`) and the icon files beside Info.plist (CFBundleIconFiles), as
 * iOS looks them up. Shared by the facts' reading (which files to read) and the icon rules.
 */
import { isPlistDict, ownValue, stringValue, type PlistDict, type PlistValue } from '../plist.js'

/** An app's compiled asset catalog, right in its folder. */
export const ASSET_CATALOG = 'Assets.car'

/** At most this many icon files are read: Xcode copies two to six; more than this is not read. */
export const MAX_ICON_FILES = 16

/** The CFBundlePrimaryIcon dictionaries: iPhone's (CFBundleIcons), then iPad's (CFBundleIcons~ipad). */
function primaryIcons(plist: PlistDict): PlistDict[] {
  return ['CFBundleIcons', 'CFBundleIcons~ipad'].flatMap(key => {
    const icons = ownValue(plist, key)
    const primary = isPlistDict(icons) ? ownValue(icons, 'CFBundlePrimaryIcon') : undefined
    return isPlistDict(primary) ? [primary] : []
  })
}

/** The asset catalog's icon that Info.plist names (CFBundleIconName), at its top or in a primary icon. */
export function iconName(plist: PlistDict): string | undefined {
  return [plist, ...primaryIcons(plist)]
    .map(dict => stringValue(dict, 'CFBundleIconName'))
    .find(name => name !== undefined)
}

const strings = (value: PlistValue | undefined): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string'
  )

/** `AppIcon60x60@2x~ipad.png` → `appicon60x60`: the name an icon file is looked up by, any case. */
const FILE_PARTS = /^(.*?)(?:@[23]x)?(?:~iphone|~ipad)?\.png$/is
const baseOf = (name: string): string => (FILE_PARTS.exec(name)?.[1] ?? name).toLowerCase()

/**
 * The files of the bundle's folder that are the icons Info.plist names (CFBundleIconFiles in each
 * primary icon and at its top, CFBundleIconFile), looked up as iOS does: `AppIcon60x60` is
 * `AppIcon60x60.png`, `AppIcon60x60@2x.png`, `AppIcon60x60@3x~iphone.png`, … (compared in any case,
 * as on a Mac's disk). At most MAX_ICON_FILES + 1: one more says there are too many to read.
 */
export function iconFiles(plist: PlistDict, files: Iterable<string>): string[] {
  const named = [plist, ...primaryIcons(plist)].flatMap(dict => [
    ...strings(ownValue(dict, 'CFBundleIconFiles')),
    ...strings(ownValue(dict, 'CFBundleIconFile'))
  ])
  const bases = new Set(named.map(baseOf))
  const found: string[] = []
  for (const file of files) {
    if (FILE_PARTS.test(file) && bases.has(baseOf(file))) found.push(file)
    if (found.length > MAX_ICON_FILES) break
  }
  return found
}
