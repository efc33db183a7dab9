/**
 * The command-line tool in a terminal: an upload's progress as one live bar, redrawn in place, that
 * gives way to the log's lines and to the closing line; elsewhere (a pipe, NO_COLOR) plain lines.
 */
import { describe, expect, test } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, truncateSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { ProgressBar, barLine } from '../src/cli/progress-bar.js'
import { actionFixture } from './support/fixture.js'
import { cliPath, dotenv } from './support/run-cli.js'

const MiB = 1024 * 1024
const CLEAR = '\r\x1b[K'

/** A bar 80 columns wide on a clock the test moves, and everything it wrote. */
function bar() {
  let now = 0
  const written: string[] = []
  const progressBar = new ProgressBar(
    text => void written.push(text),
    () => 80,
    () => now
  )
  const at = (ms: number, bytesSent: number, totalBytes = 100 * MiB) => {
    now = ms
    progressBar.update({ bytesSent, totalBytes, elapsedMs: ms })
  }
  return { progressBar, written, at }
}

describe('the progress bar', () => {
  test('a short upload draws nothing', () => {
    const { written, at } = bar()
    at(100, 50 * MiB)
    at(200, 100 * MiB)
    expect(written).toEqual([])
  })

  test('redrawn in place at most every 100 ms, then the closing line takes its place', () => {
    const { written, at } = bar()
    at(400, 20 * MiB)
    at(450, 22 * MiB) // too soon to redraw
    at(520, 26 * MiB)
    at(4000, 100 * MiB)
    expect(written).toEqual([
      `${CLEAR}[====>                 ] 20% (20.0 MiB of 100 MiB) at 50.0 MiB/s, about 2s left`,
      `${CLEAR}[=====>                ] 26% (26.0 MiB of 100 MiB) at 50.0 MiB/s, about 1s left`,
      `${CLEAR}Uploaded 100 MiB in 4s (25.0 MiB/s on average).\n`
    ])
  })

  test("a line of the log takes the bar's place; the next report draws it again below", () => {
    const { progressBar, written, at } = bar()
    at(400, 20 * MiB)
    progressBar.above('POST /ios/unsigned_ipas failed (HTTP 502); retry 1 of 4 in 1.0s.')
    progressBar.above('a second line')
    at(420, 1 * MiB) // the retry starts over, and is drawn at once
    expect(written.slice(1)).toEqual([
      `${CLEAR}POST /ios/unsigned_ipas failed (HTTP 502); retry 1 of 4 in 1.0s.\n`,
      'a second line\n',
      `${CLEAR}[>                       ] 1% (1.0 MiB of 100 MiB) at 2.4 MiB/s, about 42s left`
    ])
  })

  test.each([20, 40, 80, 200])('never wider than a terminal of %i columns', columns => {
    const line = barLine({ bytesSent: 123 * MiB, totalBytes: 4000 * MiB, elapsedMs: 9000 }, columns)
    expect(line.length).toBeLessThan(columns)
    expect(line.startsWith('[')).toBe(true)
  })
})

const fixture = await actionFixture('cli-terminal', 'App.ipa')
// Sparse, so it costs no disk; the emulator reads it at 12 MiB/s (see `inPty`), so that the upload
// outlasts the bar's first 300 ms: the client hands its last byte to the socket (whose buffers hold a
// few MiB) after 0.8 s at the least, and the whole takes about 1.3 s.
const big = path.join(fixture.dir, 'Big.ipa')
writeFileSync(big, '')
truncateSync(big, 16 * MiB)

const hasScript = spawnSync('script', ['--version']).status === 0
const inTerminal = hasScript ? describe : describe.skip
if (!hasScript)
  console.warn('cli-terminal: no `script` (util-linux) here, so no run in a terminal.')

inTerminal('app-store-deploy in a terminal (under script(1))', () => {
  /** Runs the tool with stderr on a pseudo-terminal, stdout to a file; the terminal's bytes back. */
  async function inPty(args: string[], env: Record<string, string>) {
    const { emulator, key, dir } = fixture
    emulator.injectFault({ method: 'POST', kind: { type: 'throttle', bytesPerSecond: 12 * MiB } })
    const out = path.join(dir, 'out.env')
    const command = `stty cols 100; exec "${process.execPath}" "${cliPath}" ${args.join(' ')} > "${out}"`
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        TERM: 'xterm',
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        ...env
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let terminal = ''
    child.stdout.on('data', chunk => (terminal += chunk))
    const exitCode = await new Promise(resolve => child.on('close', resolve))
    return { exitCode, terminal, stdout: readFileSync(out, 'utf8') }
  }

  const upload = ['upload', '--ipa-path', 'Big.ipa', '--preflight', 'off']

  test('an upload shows a live bar on stderr, then its closing line; stdout holds the result alone', async () => {
    const run = await inPty(upload, {})
    expect(run.exitCode).toBe(0)
    const frames = run.terminal.split(CLEAR).slice(1)
    expect(frames.length).toBeGreaterThan(1)
    expect(frames[0]).toMatch(/^\[=*>? *\] \d+% \(.+ of 16\.0 MiB\) at .+\/s/)
    expect(frames.at(-1)).toMatch(/^Uploaded 16\.0 MiB in \d+s \(.+ on average\)\.\r?\n/)
    expect(run.terminal).toContain('Stored unsigned IPA ipa_0001')
    expect(dotenv(run.stdout)).toMatchObject({ APP_DEPLOY_IPA_ID: 'ipa_0001' })
    expect(run.stdout).not.toContain('\x1b')
  }, 60_000)

  test('with NO_COLOR: plain lines, no bar, no escape codes', async () => {
    const run = await inPty(upload, { NO_COLOR: '1' })
    expect(run.exitCode).toBe(0)
    expect(run.terminal).not.toContain('\x1b')
    expect(run.terminal).not.toContain(CLEAR)
    expect(run.terminal).toContain('Stored unsigned IPA')
  }, 60_000)
})
