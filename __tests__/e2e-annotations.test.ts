/**
 * What GitHub does not show: it annotates at most 10 warnings, 10 notices and 10 errors per step and
 * drops the rest without a word. The folding is a pure function, tested as a table; the action's
 * bundle then runs on a fleet of 12 IPAs that each draw the same preflight warning, and the test
 * counts the workflow commands in its stdout, as the runner reads them, and reads the summary file.
 * The runs that wait for the service run in this process on virtual time, which writes the same
 * stdout and summary file without waiting real poll intervals.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { AnnotationBook } from '../src/action/annotations.js'
import {
  type Annotation,
  type AnnotationKind,
  type Finding,
  foldFindings
} from '../src/action/fold-annotations.js'
import { SummaryDocument } from '../src/summary/document.js'
import { actionFixture } from './support/fixture.js'
import { machoFixture, makeIpa } from './support/make-ipa.js'
import type { ActionRun } from './support/run-action.js'
import { runCli } from './support/run-cli.js'

const preflight = (ipa: string, code = 'ITMS-90473'): Finding => ({
  message: `[${ipa}] ${ipa}: the extension's version differs (${code})`,
  title: `IPA preflight (${code})`,
  file: `/build/${ipa}`,
  rule: `preflight ${code}`
})
const plain = (n: number): Finding => ({ message: `notice ${n}` })
const ipas = (count: number, prefix = 'App'): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}.ipa`)

describe('foldFindings: the annotations that show findings in the room left', () => {
  const messages = (annotations: Annotation[]) => annotations.map(({ message }) => message)

  test.each<[string, Finding[], number, RegExp[]]>([
    ['none', [], 10, []],
    [
      'what fits stays apart, even of one rule',
      ipas(3).map(ipa => preflight(ipa)),
      10,
      [/^\[App01\.ipa\]/, /^\[App02\.ipa\]/, /^\[App03\.ipa\]/]
    ],
    [
      '12 IPAs, one rule: one annotation naming all twelve',
      ipas(12).map(ipa => preflight(ipa)),
      10,
      [
        /^12 findings in 12 IPAs: App01\.ipa, App02\.ipa, .*App11\.ipa, App12\.ipa\. The first: \[App01\.ipa\] App01\.ipa: the extension's version differs \(ITMS-90473\)$/
      ]
    ],
    [
      'two rules over 12 IPAs: one each, in the order met',
      ipas(12).map((ipa, i) => preflight(ipa, i % 2 ? 'ITMS-90473' : 'deadline-radar')),
      10,
      [/^6 findings in 6 IPAs: App01\.ipa, App03\.ipa/, /^6 findings in 6 IPAs: App02\.ipa, App04/]
    ],
    [
      '12 findings of no rule: nine, then the count of the three others',
      Array.from({ length: 12 }, (_, i) => plain(i + 1)),
      10,
      [
        ...Array.from({ length: 9 }, (_, i) => new RegExp(`^notice ${i + 1}$`)),
        /^… and 3 more notices: GitHub shows 10 annotations of each kind per step, so they are not annotated; each is in this step's log and its summary\.$/
      ]
    ],
    [
      'a fold and findings of no rule past the room: what fits, then the count',
      [...ipas(12).map(ipa => preflight(ipa)), plain(1), plain(2), plain(3)],
      2,
      [/^12 findings in 12 IPAs/, /^… and 3 more notices/]
    ],
    [
      'findings of no rule met first, past the room: the folds of a rule go first',
      [plain(1), plain(2), ...ipas(4).map(ipa => preflight(ipa)), plain(3)],
      2,
      [/^4 findings in 4 IPAs/, /^… and 3 more notices/]
    ],
    [
      'a fold of findings of no file names their items',
      ipas(3).map(ipa => ({ message: `[${ipa}] sent before`, rule: 'ITMS-90189', item: ipa })),
      1,
      [
        /^3 findings in 3 IPAs: App01\.ipa, App02\.ipa, App03\.ipa\. The first: \[App01\.ipa\] sent before$/
      ]
    ],
    ['one place left for many: only the count', [plain(1), plain(2)], 1, [/^… and 2 more notices/]],
    ['no room: nothing', [plain(1)], 0, []]
  ])('%s', (_, findings, slots, expected) => {
    const annotations = foldFindings(findings, slots, 'notice')
    expect(annotations.length).toBeLessThanOrEqual(Math.max(slots, 0))
    expect(messages(annotations)).toHaveLength(expected.length)
    messages(annotations).forEach((message, i) => expect(message).toMatch(expected[i]))
  })

  test('a fold keeps the title, and the file only when all its findings are of one file', () => {
    const [across] = foldFindings(
      ipas(12).map(ipa => preflight(ipa)),
      10,
      'warning'
    )
    expect(across).toMatchObject({ title: 'IPA preflight (ITMS-90473)' })
    expect(across.file).toBeUndefined()
    const one = Array.from({ length: 12 }, () => preflight('Big.ipa'))
    expect(foldFindings(one, 10, 'warning')).toEqual([
      expect.objectContaining({
        file: '/build/Big.ipa',
        message: expect.stringMatching(/^12 findings in Big\.ipa\. The first:/)
      })
    ])
  })

  test('the names of a fold are bounded: 300 IPAs of long names, then how many more', () => {
    const many = ipas(300, 'com.example.whitelabel.client-app-').map(ipa => preflight(ipa))
    const [annotation] = foldFindings(many, 10, 'warning')
    expect(annotation.message.length).toBeLessThan(1300)
    expect(annotation.message).toMatch(/^300 findings in 300 IPAs: .* and \d+ more\. The first:/)
  })
})

describe('AnnotationBook: never more than the cap of a kind, every finding in the log', () => {
  function book() {
    const annotated: Array<[AnnotationKind, Annotation]> = []
    const lines: string[] = []
    const it = new AnnotationBook({
      annotate: (kind, annotation) => annotated.push([kind, annotation]),
      line: text => lines.push(text)
    })
    const count = (kind: AnnotationKind) => annotated.filter(([k]) => k === kind).length
    return { it, annotated, lines, count }
  }

  test('every finding is a plain line at once and waits for the end: nine, then the count', () => {
    const { it, lines, count } = book()
    for (let i = 1; i <= 12; i++) it.record('notice', plain(i))
    expect(count('notice')).toBe(0)
    expect(lines).toEqual(Array.from({ length: 12 }, (_, i) => `Notice: notice ${i + 1}`))
    const unshown = it.end()
    expect(count('notice')).toBe(10)
    expect(unshown.notice.map(({ message }) => message)).toEqual(
      Array.from({ length: 12 }, (_, i) => `notice ${i + 1}`)
    )
  })

  test('folds of a rule are never left out for findings of none, whenever these came', () => {
    const { it, annotated } = book()
    for (let i = 1; i <= 9; i++) it.record('warning', plain(i))
    for (const ipa of ipas(12)) it.record('warning', preflight(ipa, 'ITMS-90208'))
    for (const ipa of ipas(12)) it.record('warning', preflight(ipa))
    it.end()
    const messages = annotated.map(([, { message }]) => message)
    expect(messages).toHaveLength(10)
    expect(messages[0]).toMatch(/^12 findings in 12 IPAs: .*\(ITMS-90208\)$/)
    expect(messages[1]).toMatch(/^12 findings in 12 IPAs: .*\(ITMS-90473\)$/)
    expect(messages.slice(2, 9)).toEqual(Array.from({ length: 7 }, (_, i) => `notice ${i + 1}`))
    expect(messages[9]).toMatch(/^… and 2 more warnings: GitHub shows 10 annotations/)
  })

  test('ten of a kind: all ten annotated, none counted', () => {
    const { it, annotated } = book()
    for (let i = 1; i <= 10; i++) it.record('notice', plain(i))
    expect(it.end().notice).toEqual([])
    expect(annotated.map(([, { message }]) => message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `notice ${i + 1}`)
    )
  })

  test("errors keep a place for the step's failure: nine at most", () => {
    const { it, count } = book()
    for (let i = 1; i <= 12; i++) it.record('error', plain(i))
    it.end()
    expect(count('error')).toBe(9)
  })

  test('after the end, a finding takes a place still left, else is a line of the log', () => {
    const { it, lines, count } = book()
    for (let i = 1; i <= 9; i++) it.record('warning', plain(i))
    it.end()
    it.record('warning', preflight('Late.ipa'))
    it.record('warning', plain(11))
    expect(count('warning')).toBe(10)
    expect(lines).toHaveLength(10)
    expect(lines.at(-1)).toBe('Warning: notice 11')
  })

  test('findings of a rule wait for the end, as plain lines no runner reads as a command', () => {
    const { it, lines, count } = book()
    it.record('warning', { ...preflight('A.ipa'), message: 'first\n::error::not a command' })
    expect(count('warning')).toBe(0)
    expect(lines).toEqual(['Warning: first\n:\u200b:error:\u200b:not a command'])
    it.end()
    expect(count('warning')).toBe(1)
  })
})

test('the summary lists every warning: ten, then the others folded under them', () => {
  const summary = new SummaryDocument('Submit')
  summary.warnings.push(...ipas(25).map(ipa => `${ipa}: a warning`))
  const text = summary.render()
  for (const ipa of ipas(25)) expect(text).toContain(`${ipa}: a warning`)
  expect(text).toContain('<summary>15 more warnings</summary>')
  expect(text).not.toContain('see the log')
})

const { emulator, dir, key, run } = await actionFixture('e2e-annotations', 'Unused.ipa')
const APPS = ipas(12, 'Client').map(name => name.replace('.ipa', ''))

/** 12 apps, each with a share extension whose version is not the app's: a warning each (ITMS-90473). */
async function fleetDrawingOneWarning(): Promise<string> {
  const where = path.join(dir, 'fleet')
  mkdirSync(where, { recursive: true })
  for (const [i, name] of APPS.entries())
    await makeIpa(path.join(where, `${name}.ipa`), {
      name,
      bundleId: `com.whitelabel.client${i + 1}`,
      // Signed for the account's team, so that the one warning each draws is the extension's.
      profile: { teamName: 'Example Corp' },
      extensions: [
        {
          name: 'Share',
          bundleId: `com.whitelabel.client${i + 1}.share`,
          info: { CFBundleShortVersionString: '1.4.1' }
        }
      ]
    })
  return path.join(where, '*.ipa')
}
const glob = await fleetDrawingOneWarning()

/** The workflow commands of a kind that the runner reads in the bundle's stdout. */
const commands = (result: ActionRun, kind: AnnotationKind): string[] =>
  result.stdout.split('\n').filter(line => line.startsWith(`::${kind}`))

beforeEach(() => emulator.reset({ config: true }))

describe('the bundle on a fleet of 12 IPAs that each draw the same preflight warning', () => {
  test('a dry run: one annotation names all twelve; the log and the summary keep each', async () => {
    const result = await run(
      { multiple: 'true', 'ipa-path': glob, 'dry-run': 'true' },
      { bundle: true, timeoutMs: 60_000 }
    )
    expect(result.exitCode).toBe(0)
    const warnings = commands(result, 'warning')
    expect(warnings.length).toBeLessThanOrEqual(10)
    const folded = warnings.filter(line => line.includes('(ITMS-90473)'))
    expect(folded).toHaveLength(1)
    expect(folded[0]).toMatch(
      /^::warning title=IPA preflight \(ITMS-90473\)::12 findings in 12 IPAs: /
    )
    for (const app of APPS) expect(folded[0]).toContain(`${app}.ipa`)
    // Each finding is still a line of the log, unfolded, and listed in the summary.
    for (const app of APPS) {
      expect(result.stdout).toMatch(new RegExp(`^Warning: \\[${app}\\.ipa\\] .*ITMS-90473`, 'm'))
      expect(result.summary).toMatch(new RegExp(`${app}\\.ipa.*ITMS-90473`))
    }
    expect(result.summary).toContain('**12 warnings**')
  }, 90_000)

  test('12 notices (no status route to follow): nine, then one that counts three, all in the summary', async () => {
    emulator.configure({ statusRoutes: 'none' })
    const result = await run(
      { multiple: 'true', 'ipa-path': glob, 'poll-interval': '1s', 'wait-timeout': '30s' },
      { virtualTime: true, timeoutMs: 60_000 }
    )
    const notices = commands(result, 'notice')
    expect(notices.length).toBeLessThanOrEqual(10)
    expect(commands(result, 'warning').length).toBeLessThanOrEqual(10)
    expect(notices.at(-1)).toMatch(
      /more notices? in the log::… and \d+ more notices?: GitHub shows 10/
    )
    const said = result.stdout.match(/^Notice: \[Client\d\d\.ipa\] Not waiting/gm) ?? []
    expect(said).toHaveLength(12)
    expect(result.summary).toMatch(/### Notices\n\nEvery notice of this step \(\d+ notices\)/)
    for (const app of APPS)
      expect(result.summary).toMatch(new RegExp(`- \\\\\\[${app}\\.ipa\\\\\\] Not waiting`))
  }, 90_000)

  test('a fleet that fails: one error annotation, the failure, never past the cap', async () => {
    emulator.configure({ submissionOutcomes: Array(12).fill('failed'), pollsPerStep: 1 })
    const result = await run(
      { multiple: 'true', 'ipa-path': glob, 'poll-interval': '1s', 'wait-timeout': '30s' },
      { virtualTime: true, timeoutMs: 60_000 }
    )
    expect(result.exitCode).toBe(1)
    expect(commands(result, 'error')).toHaveLength(1)
    expect(commands(result, 'warning').length).toBeLessThanOrEqual(10)
    expect(commands(result, 'notice').length).toBeLessThanOrEqual(10)
  }, 90_000)
})

test('the tool in a GitHub Actions job writes no workflow command: each warning is a line of stderr and of --summary-file', async () => {
  const summaryFile = path.join(dir, 'tool-summary.md')
  const tool = await runCli(
    ['submit', '--multiple', '--ipa-path', glob, '--dry-run', '--summary-file', summaryFile],
    {
      env: {
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        GITHUB_ACTIONS: 'true',
        CI: 'true'
      },
      cwd: dir,
      timeoutMs: 60_000
    }
  )
  expect(tool.exitCode).toBe(0)
  expect(`${tool.stdout}\n${tool.stderr}`).not.toMatch(/^\s*::(warning|notice|error)/m)
  const summary = readFileSync(summaryFile, 'utf8')
  for (const app of APPS) {
    expect(tool.stderr).toMatch(new RegExp(`^warning: \\[${app}\\.ipa\\] .*ITMS-90473`, 'm'))
    expect(summary).toMatch(new RegExp(`${app}\\.ipa.*ITMS-90473`))
  }
}, 90_000)

describe('12 IPAs under preflight warn, of two App Store rules, each already sent by another run', () => {
  /** Six whose executable needs a later iOS than they declare (ITMS-90208), six of ITMS-90473. */
  async function fleetOfTwoRules(): Promise<{ glob: string; apps: string[] }> {
    const where = path.join(dir, 'two-rules')
    mkdirSync(where, { recursive: true })
    const apps = ipas(12, 'Brand').map(name => name.replace('.ipa', ''))
    for (const [i, name] of apps.entries()) {
      const bundleId = `com.whitelabel.brand${i + 1}`
      await makeIpa(
        path.join(where, `${name}.ipa`),
        i % 2 === 0
          ? {
              name,
              bundleId,
              profile: { teamName: 'Example Corp' },
              executable: machoFixture('App-armv7-arm64'),
              minimumOsVersion: '5.1'
            }
          : {
              name,
              bundleId,
              profile: { teamName: 'Example Corp' },
              extensions: [
                {
                  name: 'Share',
                  bundleId: `${bundleId}.share`,
                  info: { CFBundleShortVersionString: '1.4.1' }
                }
              ]
            }
      )
    }
    return { glob: path.join(where, '*.ipa'), apps }
  }

  test('at most 10 warnings; each rule, ITMS-90208 first, has its annotation; every finding is in the log and the summary', async () => {
    const fleet = await fleetOfTwoRules()
    const inputs = { multiple: 'true', 'ipa-path': fleet.glob, preflight: 'warn', wait: 'false' }
    const first = await run(inputs, {
      bundle: true,
      timeoutMs: 90_000,
      env: { GITHUB_RUN_ID: '7001' }
    })
    expect(first.exitCode).toBe(0)
    const result = await run(inputs, {
      bundle: true,
      timeoutMs: 90_000,
      env: { GITHUB_RUN_ID: '7002' }
    })
    expect(result.exitCode).toBe(0)
    const warnings = commands(result, 'warning')
    expect(warnings.length).toBeLessThanOrEqual(10)
    for (const rule of ['ITMS-90208', 'ITMS-90473', 'ITMS-90189']) {
      const folded = warnings.filter(line => new RegExp(`title=[^:]*\\(${rule}\\)::`).test(line))
      expect(folded).toHaveLength(1)
      expect(folded[0]).toMatch(/::(6|12) findings in (6|12) IPAs: Brand/)
    }
    expect(warnings[0]).toContain('(ITMS-90208)')
    for (const app of fleet.apps) {
      const rule = Number(app.slice(-2)) % 2 === 1 ? 'ITMS-90208' : 'ITMS-90473'
      for (const code of [rule, 'ITMS-90189']) {
        expect(result.stdout).toMatch(new RegExp(`^Warning: \\[${app}\\.ipa\\] .*${code}`, 'm'))
        expect(result.summary).toMatch(new RegExp(`${app}\\.ipa.*${code}`))
      }
    }
  }, 200_000)
})
