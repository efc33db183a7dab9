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

/**
 * The page (CRLF read as LF) with each marked block that `blocks` names rewritten to its body;
 * `unknown`: the names of the page's blocks that `blocks` lacks (left as they are), in page order;
 * `missing`: the names of `blocks` the page has no block for, in the order of `blocks`.
 */
export function replaceBlocks(
  page: string,
  blocks: ReadonlyMap<string, string>
): { text: string; unknown: string[]; missing: string[] } {
  const unknown: string[] = []
  const seen = new Set<string>()
  const text = page.replace(/\r\n/g, '\n').replace(MARKER, (whole: string, name: string) => {
    const body = blocks.get(name)
    if (body === undefined) {
      unknown.push(name)
      return whole
    }
    seen.add(name)
    return `<!-- ${name}:start -->\n\n${body}\n\n<!-- ${name}:end -->`
  })
  const missing = [...blocks.keys()].filter(name => !seen.has(name))
  return { text, unknown, missing }
}

/** Formats markdown with the project's prettier settings, as `npm run format` would. */
export async function formatMarkdown(text: string, root = repoRoot): Promise<string> {
  const prettier = await import('prettier')
  const filepath = path.join(root, 'README.md')
  const options = (await prettier.resolveConfig(filepath)) ?? {}
  return prettier.format(text, { ...options, filepath, parser: 'markdown' })
}
