import { promises as fs } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'

/**
 * How an input that names files by path or glob (`ipa-path`, `reports`) is matched: what
 * `@actions/glob` matched before (no braces, no extglobs, dot files too, a leading `~` for the home
 * folder, `\` a separator on Windows only), without the Actions toolkit, which the command-line tool
 * does not load.
 */
const GLOB_OPTIONS = {
  absolute: true,
  dot: true,
  nobrace: true,
  noext: true,
  windowsPathsNoEscape: process.platform === 'win32'
} as const

/**
 * The files (and folders) one path or glob matches, sorted, each once; none when nothing matches.
 * A file system error on the way (a loop of links, a folder this user may not read) is thrown as it
 * is, for the caller to word: the glob walk alone would pass over it and match nothing.
 */
export async function matchPaths(given: string): Promise<string[]> {
  // glob is loaded when a path is looked for: failing on another input never loads it.
  const { glob } = await import('glob/raw')
  const pattern = given.replace(/^~(?=$|[/\\])/, os.homedir())
  const matches =
    (await existingLiteral(pattern)) ?? [...new Set(await glob(pattern, GLOB_OPTIONS))].sort()
  if (matches.length === 0) await throwWhyUnreachable(pattern)
  return matches
}

/**
 * On Linux and macOS a backslash in a glob escapes the next character (`build\App.ipa` looks for
 * `buildApp.ipa`): a path written the Windows way matches nothing there.
 */
export function backslashHint(pattern: string): string {
  if (process.platform === 'win32' || !pattern.includes('\\')) return ''
  return ` On Linux and macOS a backslash in a glob escapes the next character: write ${pattern.replace(/\\/g, '/')} (a / works everywhere).`
}

/**
 * A path that names an existing file or folder as it is written is that one, though glob syntax is
 * in it (`builds/App [Release].ipa`, where `[Release]` would match one letter): the name a user
 * copied from the folder wins over a pattern nobody meant.
 */
async function existingLiteral(pattern: string): Promise<string[] | undefined> {
  const { hasMagic } = await import('glob/raw')
  if (!hasMagic(pattern, GLOB_OPTIONS)) return undefined
  try {
    await fs.stat(pattern)
    return [path.resolve(pattern)]
  } catch {
    return undefined
  }
}

/**
 * The glob walk passes over what it cannot read: the file system says why a pattern found nothing
 * (a loop of links, a folder the user may not read), from the file a plain path names or the folder
 * a pattern's wildcards start in.
 */
async function throwWhyUnreachable(pattern: string): Promise<void> {
  const { hasMagic } = await import('glob/raw')
  const parts = pattern.split(GLOB_OPTIONS.windowsPathsNoEscape ? /[/\\]/ : '/')
  const wildcard = parts.findIndex(part => hasMagic(part, GLOB_OPTIONS))
  try {
    if (wildcard === -1) await fs.stat(pattern)
    else await fs.readdir(parts.slice(0, wildcard).join(path.sep) || '.')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
