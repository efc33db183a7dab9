import { constants as fsConstants, promises as fs } from 'node:fs'
import * as path from 'node:path'
import { backslashHint, matchPaths } from '../inputs/file-glob.js'
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

async function findOrFail(given: string, onlyOne?: OnlyOne): Promise<IpaFile[]> {
  const matches = await matchPaths(given)
  if (matches.length === 0) {
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
  const matches = await matchPaths(given)
  const real = await Promise.all(matches.map(file => fs.realpath(file).catch(() => file)))
  return new Set(real)
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
