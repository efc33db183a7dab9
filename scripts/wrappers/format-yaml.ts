import * as path from 'node:path'
import { stringify } from 'yaml'
import { repoRoot } from '../markdown.js'

/**
 * A value as YAML, each string on one line (prettier keeps them so), and quoted where YAML 1.1 would
 * read it as another type: CircleCI's and Bitrise's parsers (Go) read `off` and `yes` as booleans.
 */
export function yamlText(value: unknown): string {
  return stringify(value, { lineWidth: 0, version: '1.1' })
}

/** A generated YAML file's text as prettier formats it, so that `prettier --check` agrees with it. */
export async function formatYaml(text: string, file: string, root = repoRoot): Promise<string> {
  const prettier = await import('prettier')
  const filepath = path.join(root, file)
  const options = (await prettier.resolveConfig(filepath)) ?? {}
  return prettier.format(text, { ...options, filepath, parser: 'yaml' })
}
