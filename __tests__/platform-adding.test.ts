/**
 * Adding a platform is one module (CONTRIBUTING.md, "Adding a platform"): a CI the tool has never
 * heard of, written here as its module would be, gets the run's outputs, its log lines, its summary
 * and its secrets its own way, and ties a retried job's release by its own run, with nothing else of
 * src/ told about it; the tests clear the variables it declares from a run's environment, and the
 * checks read its example as its CI does, with nothing else of the tests or scripts told about it.
 * And no module of src/ names a platform's module but the list of them, and the two adapters, which
 * start from GitHub's and a terminal's.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { readArgs } from '../src/cli/args.js'
import { runCommandLine } from '../src/cli/run.js'
import type { CommandName } from '../src/commands/registry.js'
import type { Platform } from '../src/platforms/platform.js'
import { terminal } from '../src/platforms/terminal.js'
import { actionFixture, postsTo } from './support/fixture.js'
import { checkCiRecipes } from '../scripts/check-ci-recipes.js'
import { PLATFORMS } from '../src/platforms/index.js'
import { readByARun, repoRoot } from './support/process-run.js'

/** Example CI: what its module, src/platforms/example-ci.ts, would hold. */
const exampleCi: Platform = {
  ...terminal,
  name: 'Example CI',
  detect: env => env.EXAMPLE_CI === 'true',
  variables: ['EXAMPLE_'],
  examples: [{ file: 'example-ci.yml' }],
  run: env => ({
    ...terminal.run(env),
    pipeline: env.EXAMPLE_RUN_ID
      ? {
          ci: 'Example CI',
          word: 'run',
          id: `run ${env.EXAMPLE_RUN_ID}`,
          job: env.EXAMPLE_JOB,
          attempt: Number(env.EXAMPLE_ATTEMPT)
        }
      : undefined
  }),
  logLine: (kind, text) => `@example ${kind} ${JSON.stringify(text)}`,
  // The CI is told of a secret without it showing: its length stands for it here.
  mask: (value, io) => io.command(`@example mask ${value.length} characters`),
  handOn: (outputs, io) => {
    const file = io.env.EXAMPLE_OUTPUTS
    if (!file) return ['EXAMPLE_OUTPUTS is not set: the outputs are on stdout only.']
    io.appendFile(
      file,
      outputs.map(({ name, value }) => `${name} ${JSON.stringify(value)}\n`).join('')
    )
    return []
  },
  summary: {
    file: env => (env.EXAMPLE_DIR ? path.join(env.EXAMPLE_DIR, 'summary.md') : undefined),
    attach: (file, io) => io.command(`@example summary ${file}`)
  }
}

const { emulator, key, dir, ipa } = await actionFixture('platform-adding')

beforeEach(() => emulator.reset())

/** One run of the tool in Example CI: its exit code, its log and its result. */
async function inExampleCi(argv: string[], env: Record<string, string> = {}) {
  const args = readArgs(argv)
  const log: string[] = []
  const write = process.stderr.write
  process.stderr.write = ((text: string) => log.push(String(text)) > 0) as typeof write
  let stdout = ''
  try {
    const exitCode = await runCommandLine(
      { ...args, command: args.command as CommandName },
      {
        PATH: process.env.PATH,
        EXAMPLE_CI: 'true',
        EXAMPLE_DIR: dir,
        EXAMPLE_OUTPUTS: path.join(dir, 'outputs.txt'),
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        ...env
      },
      text => (stdout += text).length > 0,
      exampleCi
    )
    return { exitCode, log: log.join('').split('\n'), stdout }
  } finally {
    process.stderr.write = write
  }
}

describe('a platform of one module', () => {
  test('its outputs, its log lines, its summary and its secrets go its own way', async () => {
    const run = await inExampleCi(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(run.exitCode).toBe(0)
    expect(readFileSync(path.join(dir, 'outputs.txt'), 'utf8')).toContain(
      'submission-id "sub_0001"'
    )
    // The dotenv lines stay on stdout, as everywhere.
    expect(run.stdout).toContain('APP_DEPLOY_SUBMISSION_ID=sub_0001')
    expect(run.log).toContain(`@example summary ${path.join(dir, 'summary.md')}`)
    expect(readFileSync(path.join(dir, 'summary.md'), 'utf8')).toMatch(/^## App Store submission\n/)
    expect(run.log).toContain(`@example mask ${key.length} characters`)
    expect(run.log.join('\n')).not.toContain(key)
  })

  test('its errors are its own lines', async () => {
    const run = await inExampleCi(['submit', '--ipa-path', ipa, '--team-id', '999'])
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toContainEqual(expect.stringMatching(/^@example error ".*999/))
    expect(postsTo(emulator)).toHaveLength(0)
  })

  test('its run ties a retried job: the second attempt sends nothing again', async () => {
    const job = { EXAMPLE_RUN_ID: '77', EXAMPLE_JOB: 'release' }
    const first = await inExampleCi(['submit', '--ipa-path', ipa, '--no-wait'], {
      ...job,
      EXAMPLE_ATTEMPT: '1'
    })
    const second = await inExampleCi(['submit', '--ipa-path', ipa, '--no-wait'], {
      ...job,
      EXAMPLE_ATTEMPT: '2'
    })
    expect([first.exitCode, second.exitCode]).toEqual([0, 0])
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(second.stdout).toContain('APP_DEPLOY_SUBMISSION_ID=sub_0001')
  })
})

test("no module of src/ names a platform's module but the list of them (and the adapters' own)", () => {
  const platforms = path.join(repoRoot, 'src', 'platforms')
  const modules = readdirSync(platforms)
    .filter(file => file.endsWith('.ts'))
    .map(file => file.replace(/\.ts$/, ''))
    // The seam itself, and what several platforms share, are not a platform.
    .filter(name => !['index', 'platform', 'secrets', 'variables'].includes(name))
  const named = (file: string) =>
    modules.filter(name =>
      new RegExp(`from '[./]*(?:platforms/)?${name}\\.js'`).test(readFileSync(file, 'utf8'))
    )
  const sources = readdirSync(path.join(repoRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.ts'))
    .map(file => path.join(repoRoot, 'src', file))
  const wrong = sources.flatMap(file => {
    const relative = path.relative(path.join(repoRoot, 'src'), file).split(path.sep).join('/')
    const allowed =
      relative === 'platforms/index.ts'
        ? modules
        : relative.startsWith('platforms/')
          ? // A platform may start from a terminal's, or GitHub's run.
            ['terminal', 'github']
          : relative.startsWith('action/')
            ? ['github']
            : // The Azure Pipelines task is Azure's own adapter, as the action is GitHub's.
              relative.startsWith('cli/azure-task/')
              ? ['azure-pipelines']
              : relative.startsWith('cli/')
                ? ['terminal']
                : []
    return named(file)
      .filter(name => !allowed.includes(name))
      .map(name => `src/${relative} imports platforms/${name}.ts`)
  })
  expect(modules.length).toBeGreaterThanOrEqual(5)
  expect(existsSync(path.join(platforms, 'index.ts'))).toBe(true)
  expect(wrong).toEqual([])
})

test("the tool's --help names every CI of the list, from its module", async () => {
  const { toolHelp } = await import('../src/cli/help.js')
  const { PLATFORMS } = await import('../src/platforms/index.js')
  const help = toolHelp().replace(/\s+/g, ' ')
  for (const platform of PLATFORMS.filter(each => each !== terminal))
    expect(help).toContain(platform.name)
})

describe('what the tests and the checks know of a platform, they read from its module', () => {
  test("the variables it declares are cleared from a run's environment", () => {
    for (const name of ['EXAMPLE_CI', 'EXAMPLE_RUN_ID', 'example_job'])
      expect([name, readByARun(name, [...PLATFORMS, exampleCi])]).toEqual([name, true])
    expect(readByARun('EXAMPLE_RUN_ID')).toBe(false)
    expect(readByARun('HOME', [...PLATFORMS, exampleCi])).toBe(false)
  })

  test('its example is read as YAML that runs the tool, a problem named when it is not', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'platform-adding-'))
    try {
      mkdirSync(path.join(root, 'examples'))
      const recipe = path.join(root, 'examples', 'example-ci.yml')
      const check = () => {
        const findings = { problems: [] as string[], notes: [] as string[] }
        checkCiRecipes(root, findings, path.join(root, 'no-schemas'), [exampleCi])
        return findings
      }
      writeFileSync(recipe, 'release:\n  script: app-store-deploy submit --ipa-path App.ipa\n')
      expect(check()).toEqual({
        problems: [],
        notes: [expect.stringMatching(/^examples\/example-ci\.yml: its shape checked/)]
      })
      writeFileSync(recipe, 'release:\n  script: echo nothing\n')
      expect(check().problems).toEqual(['examples/example-ci.yml never runs app-store-deploy.'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  test("every platform's example is in examples/", () => {
    for (const { examples = [] } of PLATFORMS)
      for (const example of examples)
        expect(existsSync(path.join(repoRoot, 'examples', example.file))).toBe(true)
  })
})
