/**
 * Writes each bundle's licenses.txt (dist/ and dist/cli/, or the folders it is given: the Azure
 * task's): every package whose code the bundle holds, in its entry or in a chunk beside it, found
 * by the bundle's source maps, each with its license id and text, as ncc's --license writes them.
 * ncc's --license cannot be used since the bundles load each command's code in chunks
 * (bench/startup.ts): its plugin keeps one list per chunk name, and the chunks' lists, written
 * last, replace the entry's.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')

/** The folders of the packages the source maps in `folder` (not below it) name. */
function packagesIn(folder: string): Set<string> {
  const packages = new Set<string>()
  for (const name of readdirSync(folder).filter(file => file.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { sources: string[] }
    for (const source of map.sources) {
      // ../../node_modules/a/node_modules/b/index.js: the package b, in this project's node_modules.
      const match = /node_modules\/(?:.*\/node_modules\/)?(?:@[^/]+\/)?[^/]+(?=\/)/.exec(source)
      if (match) packages.add(path.join(root, match[0]))
    }
  }
  return packages
}

/** A package's entry: its name, its license id, the text of its license file when it has one. */
function entry(folder: string): { name: string; text: string } {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    name: string
    license?: string
    /** The old form, which busboy and streamsearch still use: `[{ "type": "MIT", "url": … }]`. */
    licenses?: Array<{ type: string }>
  }
  const file = readdirSync(folder).find(
    name => /^licen[cs]e/i.test(name) && !statSync(path.join(folder, name)).isDirectory()
  )
  const text = file && readFileSync(path.join(folder, file), 'utf8').replace(/\r\n/g, '\n')
  return {
    name: manifest.name,
    text: [manifest.name, licenseOf(manifest), text].filter(Boolean).join('\n')
  }
}

/** The license id, in either form of package.json; several, as an SPDX `OR` expression. */
function licenseOf(manifest: { license?: string; licenses?: Array<{ type: string }> }) {
  return manifest.license ?? manifest.licenses?.map(license => license.type).join(' OR ')
}

// The folders named on the command line (the Azure task's bundle), else dist/'s two bundles.
const named = process.argv.slice(2).map(folder => path.resolve(root, folder))
for (const folder of named.length ? named : [dist, path.join(dist, 'cli')]) {
  const entries = [...packagesIn(folder)]
    .filter(pkg => existsSync(path.join(pkg, 'package.json')))
    .map(entry)
    .sort((a, b) => (a.name < b.name ? -1 : 1))
  const unique = entries.filter((e, i) => i === 0 || entries[i - 1]?.name !== e.name)
  writeFileSync(
    path.join(folder, 'licenses.txt'),
    `${unique
      .map(e => `${e.text}\n\n`)
      .join('')
      .trim()}\n`
  )
}
