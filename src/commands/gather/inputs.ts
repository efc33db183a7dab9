import { stat } from 'node:fs/promises'
import * as path from 'node:path'
import { matchPaths, backslashHint } from '../../inputs/file-glob.js'
import { Inputs } from '../../inputs/names.js'
import { InputProblem, parseLabel } from '../../inputs/parse.js'
import type { InputReader } from '../../inputs/reader.js'
import { errorMessage } from '../../text/error-message.js'

export interface GatherConfig {
  /** Every file the lines of `reports` matched, each once, in the order matched. */
  files: string[]
  /** The release's name, when the shards were given one: the run the reports must be of. */
  releaseId?: string
}

export async function readGatherInputs(inputs: InputReader): Promise<GatherConfig | undefined> {
  const files = await inputs.checkAsync(async () => {
    const lines = inputs
      .value(Inputs.Reports)
      .split(/\r?\n|\r/)
      .map(line => line.trim())
      .filter(Boolean)
    if (lines.length === 0)
      throw new InputProblem(
        Inputs.Reports,
        "is empty: give the path or glob of the shards' reports (reports/*.json, say), as the shards' jobs left them for this one."
      )
    const matched = await Promise.all(lines.map(line => filesOf(line)))
    return [...new Set(matched.flat())]
  })
  const releaseId = inputs.check(() => parseLabel(Inputs.ReleaseId, inputs.value(Inputs.ReleaseId)))
  if (!files || releaseId === undefined) return undefined
  return { files, releaseId: releaseId || undefined }
}

/** The files one line matches; none is a problem naming the line (folders are left out). */
async function filesOf(line: string): Promise<string[]> {
  let paths: string[]
  try {
    paths = await matchPaths(line)
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException
    throw new InputProblem(
      Inputs.Reports,
      `'${line}' cannot be read (${code ?? errorMessage(error)}): check the path and its permissions.`
    )
  }
  const files: string[] = []
  for (const found of paths) if ((await stat(found)).isFile()) files.push(found)
  if (files.length === 0) {
    const folders =
      paths.length > 0
        ? `, only folders: give the files in them (${path.join(paths[0], '*.json')})`
        : ''
    throw new InputProblem(
      Inputs.Reports,
      `'${line}' matches no file${folders} (working directory: ${process.cwd()}).${backslashHint(line)} Check the path, and that the shards' reports were downloaded there before this ran.`
    )
  }
  return files
}
