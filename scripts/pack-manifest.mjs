/**
 * npm pack's `prepack` and `postpack`: the tarball of the command-line tool carries package.json
 * without its `dependencies`.
 *
 * They are declared for this repository: what src/ needs at run time, which the bundles of dist/
 * hold (scripts/check-licenses.ts checks both). Installing the tarball must still fetch nothing
 * beside it, since the bundles hold them: packed with them, `npm install` of the tarball added 38
 * packages in 7 s where it adds one, and warned on Node 20 that `content-type` 3 wants Node 22 (the
 * `overrides` apply to this repository's install only). So `strip` keeps package.json aside and
 * writes it without them, and `restore` puts it back once the tarball is made. A pack that failed
 * before its `postpack` left it stripped: the next `strip` restores it first.
 *
 * Plain JavaScript, so that `npm pack` works in a checkout with nothing installed.
 *
 *   node scripts/pack-manifest.mjs strip | restore
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Where package.json is kept while the tarball is made: ignored by git, never packed. A folder per
 * checkout (by its path): worktrees that share one node_modules (a link) never take each other's.
 */
export function keptManifest(dir = root) {
  const checkout = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16)
  return path.join(dir, 'node_modules', '.cache', 'pack-manifest', checkout, 'package.json')
}

/** Writes a file whole or not at all: whoever reads it meanwhile sees the old one or the new one. */
function writeWhole(file, text) {
  const part = `${file}.${process.pid}.part`
  writeFileSync(part, text)
  renameSync(part, file)
}

/** package.json without `dependencies`, the file as it was kept aside. */
export function strip(dir = root) {
  restore(dir)
  const manifest = path.join(dir, 'package.json')
  const text = readFileSync(manifest, 'utf8')
  const pkg = JSON.parse(text)
  if (pkg.dependencies === undefined) return
  mkdirSync(path.dirname(keptManifest(dir)), { recursive: true })
  writeFileSync(keptManifest(dir), text)
  delete pkg.dependencies
  writeWhole(manifest, `${JSON.stringify(pkg, null, 2)}\n`)
}

/** package.json as it was before `strip`, when it was stripped. */
export function restore(dir = root) {
  const kept = keptManifest(dir)
  if (!existsSync(kept)) return
  writeWhole(path.join(dir, 'package.json'), readFileSync(kept, 'utf8'))
  rmSync(kept)
}

/**
 * package.json as declared, `dependencies` and all, even while a pack has it stripped (the kept file,
 * then): a check that reads it meanwhile must not take the stripped one for the declaration.
 */
export function declaredManifest(dir = root) {
  const read = file => JSON.parse(readFileSync(file, 'utf8'))
  const manifest = read(path.join(dir, 'package.json'))
  if (manifest.dependencies !== undefined) return manifest
  try {
    return read(keptManifest(dir))
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error
    // Never stripped, or put back since it was read: `restore` writes it before it drops the kept one.
    return read(path.join(dir, 'package.json'))
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const step = { strip, restore }[process.argv[2] ?? '']
  if (!step) {
    console.error('pack-manifest: say `strip` (prepack) or `restore` (postpack).')
    process.exitCode = 2
  } else step()
}
