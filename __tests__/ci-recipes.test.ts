/**
 * The recipes for CIs other than GitHub Actions (examples/bitrise.yml, examples/circleci.yml), as
 * `npm run check:metadata` checks them: their shape always, their CI's schema where it sits beside
 * the checkout. A recipe the CI could not run is a problem naming what is wrong.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { checkCiRecipes } from '../scripts/check-ci-recipes.js'
import { repoRoot } from './support/run-action.js'

function check(root = repoRoot, schemas?: string): { problems: string[]; notes: string[] } {
  const findings = { problems: [] as string[], notes: [] as string[] }
  checkCiRecipes(root, findings, schemas)
  return findings
}

/** A checkout holding the recipes, each changed by `edit`. */
function withRecipes(edit: (name: string, text: string) => string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ci-recipes-'))
  mkdirSync(path.join(root, 'examples'))
  for (const name of ['bitrise.yml', 'gitlab-ci.yml', 'circleci.yml'])
    writeFileSync(
      path.join(root, 'examples', name),
      edit(name, readFileSync(path.join(repoRoot, 'examples', name), 'utf8'))
    )
  return root
}

describe('the recipes for other CIs', () => {
  test("the project's recipes have no problem, and each is named in the notes", () => {
    const { problems, notes } = check()
    expect(problems).toEqual([])
    // In the order of the platforms' list (src/platforms/index.ts).
    expect(notes.map(note => note.split(': ')[0])).toEqual([
      'examples/gitlab-ci.yml',
      'examples/gitlab-fleet.yml',
      'examples/circleci.yml',
      'examples/circleci-fleet.yml',
      'examples/azure-pipelines.yml',
      'examples/bitrise.yml'
    ])
  })

  test('without the schemas, the shape alone, said so', () => {
    const { notes } = check(repoRoot, path.join(os.tmpdir(), 'no-schemas-here'))
    expect(notes[2]).toMatch(
      /^examples\/circleci\.yml: its shape checked; schema skipped, .*circleci-config\.json .* is not there\.$/
    )
  })

  test('a recipe its CI could not run is a problem', () => {
    const root = withRecipes((name, text) =>
      name === 'bitrise.yml'
        ? text.replace("format_version: '13'", 'format_version: 13')
        : name === 'gitlab-ci.yml'
          ? text
              .replace('stage: follow', 'stage: folow')
              .replace(/dotenv: deploy\.env/g, 'junit: x.xml')
          : text.replace('      - release:', '      - relaese:').replace(/app-store-deploy/g, 'x')
    )
    try {
      const { problems } = check(root, path.join(root, 'no-schemas'))
      expect(problems).toEqual([
        'examples/gitlab-ci.yml: job follow is of stage folow, which stages does not list.',
        'examples/gitlab-ci.yml: no job keeps the dotenv report the tool prints.',
        'examples/circleci.yml: workflow release runs job relaese, which jobs does not define.',
        'examples/circleci.yml never runs app-store-deploy.',
        'examples/bitrise.yml: format_version is not a string.'
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
