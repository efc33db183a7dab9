/**
 * Every CI's wrapper generator (scripts/wrappers/<ci>.ts, one line below), and their files written
 * by `npm run docs`, or compared by `npm run docs -- --check`, which fails when one differs from what
 * the declarations make. Apart from scripts/wrappers.ts, which the generators import, so that no
 * generator imports this list back.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { repoRoot } from '../markdown.js'
import type { Wrapper } from '../wrappers.js'
import { azure } from './azure.js'
import { bitrise } from './bitrise.js'
import { circleci } from './circleci.js'
import { gitlab } from './gitlab.js'

/** Each CI's wrapper generator. */
export const WRAPPERS: Wrapper[] = [gitlab, circleci, bitrise, azure]

/**
 * Writes every wrapper's files, or (check) only says which differ from what the declarations make:
 * 0 when all are in step.
 */
export async function wrappers(check: boolean, root = repoRoot): Promise<number> {
  let stale = 0
  for (const wrapper of WRAPPERS) {
    for (const file of await wrapper.files()) {
      const where = path.join(root, file.path)
      const current = existsSync(where) ? readFileSync(where, 'utf8').replace(/\r\n/g, '\n') : ''
      if (current === file.text) continue
      if (check) {
        console.error(
          `docs: ${file.path} (${wrapper.ci}) is out of date with the declarations: run \`npm run docs\` and commit it.`
        )
        stale++
        continue
      }
      mkdirSync(path.dirname(where), { recursive: true })
      writeFileSync(where, file.text)
      console.log(`docs: ${file.path} (${wrapper.ci}) rewritten from the declarations.`)
    }
  }
  return stale > 0 ? 1 : 0
}
