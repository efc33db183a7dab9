/**
 * CONTRIBUTING.md's recipe for "a new input sent to the service", followed with a throwaway optional
 * input, `build-note`, for `submit`, sent as the multipart field `signed_ipa[build_note]`. Each step
 * is done in memory, as the edit of its file would do it, and nothing else is touched; then the
 * action.yml generator, the command-line tool, the reader and the request the emulator receives must
 * all know the input. When a new place becomes necessary (a list of flags, a list of fields), this
 * fails; when the recipe names a place this test does not touch, it fails too.
 *
 * Steps done otherwise than by editing data:
 * - src/inputs/names.ts: a name is a type; at run time it is its string, cast.
 * - the command's inputs.ts: `read` is wrapped, reading the input as the real reader would.
 * - where the command builds its request's parameters (submit: `submissionRequest`): that is code
 *   inside a function, which cannot be changed in memory, so the note read is handed to the request
 *   description by the next step's wrapper instead.
 * - src/service/requests.ts: `Requests.submitSignedIpa` is wrapped, adding the field as its own
 *   code would.
 * - `npm run docs`: the generator runs in memory and its text is checked; action.yml is not written.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { buildActionYml } from '../scripts/action-yml.js'
import { FORM_FIELDS } from '../emulator/upload-input.js'
import { type Emulator, startEmulator } from '../emulator/server.js'
import { readArgs, readsOf } from '../src/cli/args.js'
import { commandHelp } from '../src/cli/help.js'
import { commandLineInputs } from '../src/cli/source.js'
import { readInputs } from '../src/commands/read-inputs.js'
import { findCommand } from '../src/commands/registry.js'
import { INPUTS, type InputDeclaration } from '../src/inputs/declared-inputs.js'
import type { InputName } from '../src/inputs/names.js'
import { parseLabel } from '../src/inputs/parse.js'
import { InputErrors } from '../src/inputs/reader.js'
import { Requests } from '../src/service/requests.js'
import { makeIpa } from './support/make-ipa.js'
import { repoRoot } from './support/run-action.js'
import { runCommand } from './support/run-command.js'

/** The places the recipe names, each followed below (CONTRIBUTING.md must name these, and no more). */
const STEPS = {
  name: 'src/inputs/names.ts',
  declaration: 'src/inputs/declared-inputs.ts',
  commandReadsIt: "the command's `index.ts`",
  parser: "the command's `inputs.ts`",
  requestParameters: 'src/commands/submit/submission.ts',
  requestDescription: 'src/service/requests.ts',
  emulatorSchema: 'emulator/upload-input.ts',
  docs: 'npm run docs'
}
/** What the recipe names besides: where a shared parser or a shared use would go, and this test. */
const ALSO_NAMED = ['src/inputs/parse.ts', 'src/ipa-input/', '__tests__/recipe.test.ts']

const BuildNote = 'build-note' as InputName
const FIELD = 'signed_ipa[build_note]'
const submit = findCommand('submit')!
let noteRead: string | undefined

// src/inputs/declared-inputs.ts: its declaration.
;(INPUTS as unknown as Record<string, InputDeclaration>)[BuildNote] = {
  description: 'A note on the build, sent with the submission.'
}
// The command's index.ts: the input among those it reads.
;(submit.inputs as InputName[]).push(BuildNote)
// The command's inputs.ts: its parser, into the config.
const readSubmit = submit.read
submit.read = async inputs => {
  const config = await readSubmit(inputs)
  const note = inputs.check(() => parseLabel(BuildNote, inputs.value(BuildNote)))
  noteRead = note || undefined
  return config && note !== undefined
    ? Object.assign(config as object, { buildNote: note })
    : config
}
// src/service/requests.ts: the field in the request's description (fed by the parameters' step).
const describeSubmission = Requests.submitSignedIpa
Requests.submitSignedIpa = parameters => {
  const request = describeSubmission(parameters)
  if (noteRead && request.body?.kind === 'file')
    request.body.fields.push({ name: FIELD, value: noteRead })
  return request
}

let emulator: Emulator
let dir: string
let ipa: string

beforeAll(async () => {
  emulator = await startEmulator()
  dir = mkdtempSync(path.join(os.tmpdir(), 'recipe-'))
  ipa = path.join(dir, 'App.ipa')
  await makeIpa(ipa, { bundleId: 'com.example.App', version: '2.1', build: '42' })
})

afterAll(async () => {
  await emulator.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the recipe for a new input sent to the service', () => {
  test('CONTRIBUTING.md names the places this test follows, and no others', () => {
    const text = readFileSync(path.join(repoRoot, 'CONTRIBUTING.md'), 'utf8')
    const rows = text
      .split('\n')
      .filter(
        line =>
          line.startsWith('| a new input for an existing command ') ||
          line.startsWith('| a new input sent to the service')
      )
      .join('\n')
    expect(rows).not.toBe('')
    for (const place of Object.values(STEPS)) expect(rows).toContain(place)
    const named = [...rows.matchAll(/`((?:src|emulator|__tests__)\/[^`]*)`/g)].map(m => m[1])
    const known: string[] = [...Object.values(STEPS), ...ALSO_NAMED]
    expect(named.filter(place => !known.includes(place))).toEqual([])
  })

  test('npm run docs: action.yml declares it, for submit', async () => {
    const { text } = await buildActionYml(repoRoot)
    expect(text).toContain(
      [
        '  build-note:',
        "    description: '(submit) A note on the build, sent with the submission.'",
        '    required: false'
      ].join('\n')
    )
  })

  test('the command-line tool: a flag of submit, its variable, its --help', () => {
    const args = readArgs(['submit', '--build-note', 'first beta'])
    expect(args.problems).toEqual([])
    expect(args.flags.get(BuildNote)).toBe('first beta')
    expect(readArgs(['upload', '--build-note', 'x']).problems).toEqual([
      '--build-note is not a flag of upload: it is for submit.'
    ])
    expect(commandHelp('submit')).toContain('  --build-note VALUE  (APP_DEPLOY_BUILD_NOTE)')
    const source = commandLineInputs({
      command: 'submit',
      reads: new Set(readsOf('submit')),
      flags: new Map(),
      env: { APP_DEPLOY_BUILD_NOTE: 'from the variable' },
      apiKey: '',
      keyName: 'APP_DEPLOY_API_KEY'
    })
    expect(source.given(BuildNote)).toBe('from the variable')
  })

  test('the reader parses it, and names it in a problem as the adapter does', async () => {
    const read = async (note: string): Promise<unknown> => {
      const source = commandLineInputs({
        command: 'submit',
        reads: new Set(readsOf('submit')),
        flags: new Map([[BuildNote, note]]),
        env: { APP_DEPLOY_BASE_URL: emulator.baseUrl, APP_DEPLOY_IPA_PATH: ipa },
        apiKey: emulator.apiKey,
        keyName: 'APP_DEPLOY_API_KEY'
      })
      return (await readInputs(source, () => undefined)).config
    }
    expect(await read('first beta')).toMatchObject({ buildNote: 'first beta' })
    const problems = await read('two\nlines').catch((error: InputErrors) => error.problems)
    expect(problems).toEqual([
      expect.stringMatching(/^--build-note \(APP_DEPLOY_BUILD_NOTE\) holds a line break/)
    ])
  })

  test('the service receives it: a dry run prints the field, and the multipart request carries it', async () => {
    const inputs = { 'ipa-path': ipa, wait: 'false', [BuildNote]: 'first beta' }
    const dry = await runCommand('submit', inputs, emulator, { dryRun: true })
    expect(dry.log.join('\n')).toContain(`  part ${FIELD}: first beta`)

    // Without the emulator's schema the field is refused, as a strict server would refuse it.
    emulator.reset()
    const refused = await runCommand('submit', inputs, emulator)
    expect(refused.error).toContain(FIELD)

    // emulator/upload-input.ts: the field in the form's schema.
    FORM_FIELDS.signed_ipa.inside.push('build_note')
    emulator.reset()
    const run = await runCommand('submit', inputs, emulator)
    expect(run.error).toBeUndefined()
    const post = emulator.requests.find(request => request.method === 'POST')
    expect(post?.fields).toEqual({ team_id: '1234567', [FIELD]: 'first beta' })
  }, 20_000)
})
