/**
 * The packages the bundles hold: every one that src/ imports (and emulator/, which the tool's bundle
 * holds for `app-store-deploy emulator`) is named in each dist/licenses.txt
 * (scripts/bundle-licenses.ts writes it, the packages they bring in too), and package.json declares exactly
 * those under `dependencies` (at run time the action and the tool need them, in their bundles), the
 * rest under `devDependencies`. The tarball of the tool is packed without them
 * (scripts/pack-manifest.mjs): the bundles need nothing installed beside them. Part of
 * `npm run check:metadata`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import type { Findings } from './check-metadata.js'
import { declaredManifest } from './pack-manifest.mjs'

/** Each bundle's licenses, and what of src/ (and emulator/) it does not hold: the other adapter. */
const BUNDLES = [
  { licenses: path.join('dist', 'licenses.txt'), without: ['cli', 'emulator'] },
  { licenses: path.join('dist', 'cli', 'licenses.txt'), without: ['action', 'index.ts', 'main.ts'] }
]

export function checkLicenses(root: string, findings: Findings): void {
  const declared = Object.keys(declaredManifest(root).dependencies ?? {})
  const imports = importsByEntry(path.join(root, 'src'))
  const emulator = path.join(root, 'emulator')
  if (existsSync(emulator)) imports.set('emulator', [...importsByEntry(emulator).values()].flat())
  const importedAnywhere = new Set([...imports.values()].flat())
  const undeclared = [...importedAnywhere].filter(name => !declared.includes(name)).sort()
  if (undeclared.length)
    findings.problems.push(
      `package.json does not list ${undeclared.join(', ')} under dependencies, which src/ or emulator/ imports: the action and the tool need them at run time (in their bundles). Move them from devDependencies to dependencies, at the same version.`
    )
  const unused = declared.filter(name => !importedAnywhere.has(name))
  if (unused.length)
    findings.problems.push(
      `package.json lists ${unused.join(', ')} under dependencies, which neither src/ nor emulator/ imports: the bundles do not hold them. Move them to devDependencies.`
    )
  for (const { licenses: file, without } of BUNDLES) {
    const imported = [
      ...new Set([...imports].flatMap(([entry, names]) => (without.includes(entry) ? [] : names)))
    ].sort()
    const listed = licensesIn(path.join(root, file), file, findings)
    if (!listed) continue
    const missing = imported.filter(name => !listed.has(name))
    if (missing.length)
      findings.problems.push(
        `${file} does not list ${missing.join(', ')}, which its part of src/ imports: run npm run build (scripts/bundle-licenses.ts writes it) and commit dist/.`
      )
    else
      findings.notes.push(
        `${file} lists every package its part of src/ imports (${imported.join(', ')}; ${listed.size} packages in all).`
      )
  }
}

/** The packages named in a licenses file; undefined (a problem noted) when there is none. */
function licensesIn(file: string, shown: string, findings: Findings): Set<string> | undefined {
  if (!existsSync(file)) {
    findings.problems.push(`${shown} is missing: run npm run build and commit dist/.`)
    return undefined
  }
  // Each entry: the package's name, its license id, the license text; entries apart by blank lines.
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  const starts = lines
    .map((_line, i) => i)
    .filter(
      i =>
        /^\S+$/.test(lines[i]) &&
        /^\S+$/.test(lines[i + 1] ?? '') &&
        (i === 0 || lines[i - 1].trim() === '')
    )
  // ncc copies a package's LICENSE file; a package that ships none gets its license id alone.
  const textless = starts
    .filter((start, k) => {
      const text = lines.slice(start + 2, starts[k + 1] ?? lines.length).join(' ')
      return !/permission|copyright|licensed under/i.test(text)
    })
    .map(i => lines[i])
  if (textless.length)
    findings.notes.push(
      `${shown} gives only the license id, no text, for ${textless.join(', ')}: no license file in the package.`
    )
  return new Set(starts.map(i => lines[i]))
}

/** What an import or an export names, and what an `import()` loads. */
const SPECIFIERS = [
  /^(?:import|export)\s+[\w\s*{},$]*?\bfrom\s*'([^']+)'/gm,
  /\bimport\((?:\s*\/\*.*?\*\/)?\s*'([^']+)'\)/g
]

/** The packages each entry of src/ imports (`glob/raw` is `glob`), Node's own modules aside. */
function importsByEntry(dir: string): Map<string, string[]> {
  const imports = new Map<string, string[]>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = readFileSync(file, 'utf8')
    const names = SPECIFIERS.flatMap(pattern => [...text.matchAll(pattern)].map(m => m[1]))
      .filter(specifier => !specifier.startsWith('.') && !specifier.startsWith('node:'))
      .map(specifier =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/')
      )
    const top = path.relative(dir, file).split(path.sep)[0]
    imports.set(top, [...(imports.get(top) ?? []), ...names])
  }
  return imports
}
