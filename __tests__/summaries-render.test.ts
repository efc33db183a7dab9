/**
 * The job summaries as a user sees them: situations of `npm run summaries` (the bundled
 * dist/index.js against the emulator), drawn in headless Chromium as github.com draws them. Every
 * Mermaid block must become a diagram, and no markdown may be left in the page's visible text.
 * Skips, saying so, where Debian's Chromium (/usr/bin/chromium) is absent.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { actionFixture } from './support/fixture.js'
import { SummaryRenderer, chromiumMissing, rawMarkdownIn } from './support/render-summary.js'
import {
  APP,
  type Situation,
  type Stage,
  makeStageIpas,
  runSituation,
  situation
} from './support/summaries.js'

const missing = chromiumMissing()
if (missing) console.log(`Skipping the job summary rendering tests: ${missing}.`)
const maybe = missing ? describe.skip : describe

const fixture = await actionFixture('summaries-render', 'Sample.ipa', APP, { virtualTime: true })
const stage: Stage = {
  emulator: fixture.emulator,
  key: fixture.key,
  run: fixture.run,
  ...(await makeStageIpas(fixture.dir))
}

let renderer: SummaryRenderer | undefined
beforeAll(async () => {
  if (!missing) renderer = await SummaryRenderer.start()
}, 60_000)
afterAll(async () => {
  await renderer?.close()
})

const mermaidFences = (markdown: string): number =>
  (markdown.match(/^```mermaid\s*$/gm) ?? []).length

maybe('job summaries drawn as GitHub draws them', () => {
  test.each([
    'submit-success',
    'submit-warnings',
    'submit-failed',
    'submit-preflight-failed',
    'submit-no-team-chosen',
    'submit-answer-lost',
    'submit-may-have-been-created',
    'submit-fleet-one-failed',
    'status-several',
    'analytics',
    'analytics-range',
    'analytics-quarter',
    'analytics-range-missing'
  ])(
    '%s: every Mermaid block is a diagram, and no markdown shows as text',
    async name => {
      const which = situation(name)
      const run = await runSituation(stage, which)
      const page = await renderer!.render(run.summary, { job: which.job })

      expect(page.mermaidBlocks).toBe(mermaidFences(run.summary))
      if (name.startsWith('analytics')) expect(page.mermaidBlocks).toBeGreaterThanOrEqual(2)
      expect(page.mermaidErrors).toEqual([])
      expect(page.mermaidDrawn).toBe(page.mermaidBlocks)
      expect(page.rawMarkdown).toEqual([])
      expect(page.text).not.toBe('')
    },
    60_000
  )

  // The checks above must be able to fail: a broken chart and markdown left as text are caught.
  test('a Mermaid block that does not parse, and markdown left as text, are found', async () => {
    const page = await renderer!.render(
      [
        '## Broken',
        '```mermaid',
        'xychart-beta',
        '    x-axis ["a", "b"',
        '    bar [1, 2]',
        '```',
        '**Failed: `code',
        '',
        '\\[!WARNING]'
      ].join('\n')
    )
    expect(page.mermaidBlocks).toBe(1)
    expect(page.mermaidDrawn).toBe(0)
    expect(page.mermaidErrors.length).toBeGreaterThan(0)
    const found = page.rawMarkdown.join('\n')
    expect(found).toContain('**:')
    expect(found).toContain('a backtick:')
    expect(found).toContain('an alert marker [!:')
  }, 60_000)
})

/** A situation whose service answers `body` (JSON) to `method path`. */
const answering = (
  method: string,
  route: string,
  body: unknown,
  inputs: Record<string, string>
): Situation => ({
  name: 'untrusted',
  title: 'text from the service',
  job: 'release',
  expect: 'success',
  prepare: stage =>
    stage.emulator.injectFault({
      method,
      path: route,
      kind: {
        type: 'status',
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(body)
      }
    }),
  inputs: () => inputs
})

// Ids and statuses are the service's text: they must show as they are, and shift no table cell.
maybe('text from the service, drawn', () => {
  test('an id holding pipes and a backslash shows as it is, in its own cell', async () => {
    const id = 'ipa\\|7|b*c_d'
    const which = answering(
      'GET',
      '/ios/unsigned_ipas',
      [{ id, source: 'https://cdn.example.com/b.ipa', created_at: '2026-11-21T10:00:00.000Z' }],
      { command: 'list-ipas' }
    )
    const page = await renderer!.render((await runSituation(stage, which)).summary)
    expect(page.text).toContain(`${id}\t2026-11-21T10:00:00.000Z\thttps://cdn.example.com/b.ipa`)
  }, 60_000)

  test('a status holding a pipe shows as it is, in the headline and in the table', async () => {
    const which = answering('POST', '/ios/signed_ipas', [{ id: 'sub_0001', status: 'in|review' }], {
      'ipa-url': 'https://cdn.example.com/Sample.ipa',
      wait: 'false'
    })
    const page = await renderer!.render((await runSituation(stage, which)).summary)
    expect(page.text).toMatch(/with status in\|review\b/)
    expect(page.text).toContain('Status\tin|review')
  }, 60_000)
})

describe('raw markdown in visible text', () => {
  test('is found: bold marks, table rows, alert markers, backticks, escapes, entities', () => {
    const found = rawMarkdownIn(
      '**Failed** | --- | [!CAUTION] `id` sub\\_0001 a &#124; b &amp; c'
    ).map(line => line.split(':')[0])
    expect(found).toEqual([
      '**',
      '**',
      'a table delimiter row',
      'an alert marker [!',
      'a backtick',
      'a backtick',
      'a backslash escape',
      'an HTML entity',
      'an HTML entity'
    ])
  })

  test('text as GitHub shows it has none', () => {
    expect(
      rawMarkdownIn("Failed: Submission sub_0001 ended with status 'failed' — 2 problem(s); a|b")
    ).toEqual([])
  })
})
