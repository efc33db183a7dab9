/** What the scripts that write markdown share: the repository, table cells, marked blocks, format. */
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Text for one cell of a markdown table: one line, pipes escaped. */
export function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim()
}

/** A generated block: `<!-- NAME:start -->` … `<!-- NAME:end -->`, NAME captured. */
export const MARKER = /<!-- ([a-z][a-z0-9:._-]*):start -->[\s\S]*?<!-- \1:end -->/g

/** Formats markdown with the project's prettier settings, as `npm run format` would. */
export async function formatMarkdown(text: string, root = repoRoot): Promise<string> {
  const prettier = await import('prettier')
  const filepath = path.join(root, 'README.md')
  const options = (await prettier.resolveConfig(filepath)) ?? {}
  return prettier.format(text, { ...options, filepath, parser: 'markdown' })
}
