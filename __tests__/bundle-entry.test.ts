/**
 * The action's entry holds what every run needs, and no command's work: reading an IPA (yauzl, the
 * plist and Mach-O readers, the App Store rules) lives in the chunks of the commands that read one,
 * so a step that fails on an input starts in tens of milliseconds (bench/startup.ts). One value
 * import of `src/ipa/index.js` from the summary once put all of it in the entry (334 KiB to 766 KiB).
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { repoRoot } from './support/run-action.js'

/** The sources of a bundle, from its source map, as paths from the repository. */
function sourcesOf(bundle: string): string[] {
  const map = JSON.parse(readFileSync(path.join(repoRoot, 'dist', `${bundle}.map`), 'utf8'))
  return (map.sources as string[]).map(source => source.replace(/^(\.\.\/)+/, ''))
}

describe("the action's entry bundle", () => {
  test('holds no IPA reader: no yauzl, no plist, Mach-O or zip reading, no App Store rule', () => {
    const heavy = sourcesOf('index.js').filter(
      source =>
        /node_modules\/(yauzl|fast-plist)\//.test(source) ||
        (/src\/ipa\//.test(source) && !/src\/ipa\/types\.ts$/.test(source))
    )
    expect(heavy).toEqual([])
  })
})
