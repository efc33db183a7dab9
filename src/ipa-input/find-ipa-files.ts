import { constants as fsConstants, promises as fs } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { Inputs } from '../inputs/names.js'
import { InputProblem } from '../inputs/parse.js'
import { errorMessage } from '../text/error-message.js'

/** A file `ipa-path` names, checked: readable, regular, not empty. */
export interface IpaFile {
  path: string
  size: number
}

/** Only one file may match: how the user lets several, as the adapter spells it (`multiple: true`). */
export interface OnlyOne {
  howToSendSeveral: string
}

/**
 * The files one path or glob of `ipa-path` matches, each checked: exactly one when `onlyOne` (a
 * stale IPA in the folder must not go out by accident), else any number from one (`multiple`).
 */
export async function findIpaFiles(given: string, onlyOne?: OnlyOne): Promise<IpaFile[]> {
  try {
    return await findOrFail(given, onlyOne)
  } catch (error) {
    throw error instanceof InputProblem ? error : unreachable(given, error)
  }
}

/**
 * On Linux and macOS a backslash in a glob escapes the next character (`build\App.ipa` looks for
 * `buildApp.ipa`): a path written the Windows way matches nothing there.
 */
function backslashHint(pattern: string): string {
  if (process.platform === 'win32' || !pattern.includes('\\')) return ''
  return ` On Linux and macOS a backslash in a glob escapes the next character: write ${pattern.replace(/\\/g, '/')} (a / works everywhere).`
}

/**
 * A file system error on the way to the IPA, as the input problem it is: a raw `ELOOP` or `EACCES`
 * says neither which input leads there nor what to do.
 */
function unreachable(pattern: string, error: unknown): InputProblem {
  const { code, path: where = pattern } = error as NodeJS.ErrnoException
  const problems: Record<string, string> = {
    ELOOP: `leads through a loop of symbolic links (at ${where}): give the IPA file itself, or mend the links.`,
    EACCES: `leads to ${where}, which this user may not read: check the permissions of the file and of the folders above it.`,
    ENOTDIR: `goes through ${where}, which is a file, not a folder: check the path.`,
    ENAMETOOLONG: 'is longer than the file system allows: check the path.'
  }
  problems.EPERM = problems.EACCES
  return new InputProblem(
    Inputs.IpaPath,
    `'${pattern}' ${problems[code ?? ''] ?? `cannot be read (${code ?? errorMessage(error)}): check the path.`}`
  )
}

/**
 * What `@actions/glob` matched before (no braces, no extglobs, dot files too, a leading `~` for the
 * home folder, `\` a separator on Windows only), without the Actions toolkit, which the
 * command-line tool does not load.
 */
const GLOB_OPTIONS = {
  absolute: true,
  dot: true,
  nobrace: true,
  noext: true,
  windowsPathsNoEscape: process.platform === 'win32'
} as const

async function findOrFail(given: string, onlyOne?: OnlyOne): Promise<IpaFile[]> {
  // glob is loaded when a path is looked for: failing on another input never loads it.
  const { glob } = await import('glob/raw')
  const pattern = given.replace(/^~(?=$|[/\\])/, os.homedir())
  const matches =
    (await existingLiteral(pattern)) ?? [...new Set(await glob(pattern, GLOB_OPTIONS))].sort()
  if (matches.length === 0) {
    await throwWhyUnreachable(pattern)
    throw new InputProblem(
      Inputs.IpaPath,
      `'${given}' matches no file (working directory: ${process.cwd()}).${backslashHint(given)} Check the path, and that the IPA was exported before this ran.`
    )
  }
  if (matches.length > 1 && onlyOne) {
    const shown = matches.slice(0, 10).map(m => `  ${m}`)
    if (matches.length > 10) shown.push(`  … and ${matches.length - 10} more`)
    throw new InputProblem(
      Inputs.IpaPath,
      `'${given}' matches ${matches.length} files; it must match exactly one. Narrow the pattern, or set ${onlyOne.howToSendSeveral} to send each file as a release of its own. Matches:\n${shown.join('\n')}`
    )
  }
  const files: IpaFile[] = []
  for (const file of matches) files.push(await checked(file, given))
  return files
}

/**
 * The real paths (links resolved) of the files a path or glob matches as `ipa-path`'s lines do;
 * none is no problem here (a fleet manifest's entry for an app this run does not send).
 */
export async function filesMatching(given: string): Promise<Set<string>> {
  const { glob } = await import('glob/raw')
  const pattern = given.replace(/^~(?=$|[/\\])/, os.homedir())
  const matches = (await existingLiteral(pattern)) ?? (await glob(pattern, GLOB_OPTIONS))
  const real = await Promise.all(matches.map(file => fs.realpath(file).catch(() => file)))
  return new Set(real)
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

async function checked(file: string, given: string): Promise<IpaFile> {
  const stat = await fs.stat(file)
  if (stat.isDirectory() && /\.xcarchive\/?$/i.test(file)) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is an Xcode archive, which holds no IPA: export one with \`xcodebuild -exportArchive -archivePath ${file} -exportOptionsPlist ExportOptions.plist -exportPath build\` (method app-store-connect in ExportOptions.plist), then give build/*.ipa as the path.`
    )
  }
  if (stat.isDirectory()) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is a directory: give the .ipa file inside it (e.g. ${path.join(given, '*.ipa')}).`
    )
  }
  if (!stat.isFile()) throw new InputProblem(Inputs.IpaPath, `'${file}' is not a regular file.`)
  try {
    await fs.access(file, fsConstants.R_OK)
  } catch {
    throw new InputProblem(Inputs.IpaPath, `'${file}' cannot be read: check its permissions.`)
  }
  if (stat.size === 0)
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is empty (0 bytes): its export may have failed.`
    )
  return { path: file, size: stat.size }
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
