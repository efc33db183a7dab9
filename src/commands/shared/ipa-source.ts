import * as glob from '@actions/glob'
import { constants as fsConstants, promises as fs } from 'node:fs'
import * as path from 'node:path'
import type { InputReader } from '../../inputs/reader.js'
import { Inputs } from '../../inputs/names.js'
import { InputProblem, parseHttpUrl } from '../../inputs/parse.js'
import type { IpaSource } from '../../service/requests.js'
import { errorMessage } from '../../text/error-message.js'

export const PREFLIGHT_MODES = ['strict', 'warn', 'off'] as const
export type PreflightMode = (typeof PREFLIGHT_MODES)[number]

/** `ipa-path` (a glob that must match one readable, non-empty file) or `ipa-url`, not both. */
export async function readIpaSource(inputs: InputReader): Promise<IpaSource | undefined> {
  return inputs.checkAsync(async () => {
    const pattern = inputs.value(Inputs.IpaPath)
    const url = inputs.value(Inputs.IpaUrl)
    if (pattern && url) {
      throw new InputProblem(
        Inputs.IpaPath,
        `and '${Inputs.IpaUrl}' are both set: give one of them, not both.`
      )
    }
    if (url) {
      const parsed = parseHttpUrl(Inputs.IpaUrl, url)
      // The service gets it whole; anything that signs it is masked in the log.
      inputs.maskUrl(parsed.href)
      return { kind: 'url', url: parsed.href }
    }
    if (!pattern) {
      throw new InputProblem(
        Inputs.IpaPath,
        `is empty, and so is '${Inputs.IpaUrl}': give the path of the .ipa to send (a glob such as build/*.ipa works) or a URL the service can fetch it from.`
      )
    }
    return { kind: 'file', ...(await findOneFile(pattern)) }
  })
}

/**
 * On Linux and macOS a backslash in a glob escapes the next character (`build\App.ipa` looks for
 * `buildApp.ipa`): a path written the Windows way matches nothing there.
 */
function backslashHint(pattern: string): string {
  if (process.platform === 'win32' || !pattern.includes('\\')) return ''
  return ` On a Linux or macOS runner a backslash in a glob escapes the next character: write ${pattern.replace(/\\/g, '/')} (a / works on every runner).`
}

export function readPreflight(inputs: InputReader): PreflightMode | undefined {
  return inputs.check(() => {
    const value = inputs.value(Inputs.Preflight).toLowerCase()
    const mode = PREFLIGHT_MODES.find(m => m === value)
    if (!mode) throw new InputProblem(Inputs.Preflight, `is '${value}': use strict, warn or off.`)
    return mode
  })
}

async function findOneFile(pattern: string): Promise<{ path: string; size: number }> {
  try {
    return await findOneFileOrFail(pattern)
  } catch (error) {
    throw error instanceof InputProblem ? error : unreachable(pattern, error)
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
    EACCES: `leads to ${where}, which this runner's user may not read: check the permissions of the file and of the folders above it.`,
    ENOTDIR: `goes through ${where}, which is a file, not a folder: check the path.`,
    ENAMETOOLONG: 'is longer than the file system allows: check the path.'
  }
  problems.EPERM = problems.EACCES
  return new InputProblem(
    Inputs.IpaPath,
    `'${pattern}' ${problems[code ?? ''] ?? `cannot be read (${code ?? errorMessage(error)}): check the path.`}`
  )
}

async function findOneFileOrFail(pattern: string): Promise<{ path: string; size: number }> {
  const globber = await glob.create(pattern, { matchDirectories: true, implicitDescendants: false })
  const matches = [...new Set(await globber.glob())]
  if (matches.length === 0) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${pattern}' matches no file (working directory: ${process.cwd()}).${backslashHint(pattern)} Check the path, and that the step that exports the IPA ran before this one.`
    )
  }
  if (matches.length > 1) {
    const shown = matches.slice(0, 10).map(m => `  ${m}`)
    if (matches.length > 10) shown.push(`  … and ${matches.length - 10} more`)
    throw new InputProblem(
      Inputs.IpaPath,
      `'${pattern}' matches ${matches.length} files; it must match exactly one. Narrow the pattern. Matches:\n${shown.join('\n')}`
    )
  }
  const file = matches[0]
  const stat = await fs.stat(file)
  if (stat.isDirectory() && /\.xcarchive\/?$/i.test(file)) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is an Xcode archive, which holds no IPA: export one with \`xcodebuild -exportArchive -archivePath ${file} -exportOptionsPlist ExportOptions.plist -exportPath build\` (method app-store-connect in ExportOptions.plist), then set ipa-path to build/*.ipa.`
    )
  }
  if (stat.isDirectory()) {
    throw new InputProblem(
      Inputs.IpaPath,
      `'${file}' is a directory: give the .ipa file inside it (e.g. ${path.join(pattern, '*.ipa')}).`
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
      `'${file}' is empty (0 bytes): the export step may have failed.`
    )
  return { path: file, size: stat.size }
}
