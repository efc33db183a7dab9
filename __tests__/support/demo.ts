/**
 * The action's main job on a fresh machine, no account needed: starts the built-in emulator of the
 * service, makes a small well-formed IPA, runs the bundled dist/index.js exactly as the runner does
 * (INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP), and prints what a user sees.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { startEmulator } from '../../emulator/server.js'
import { machoFixture, makeIpa } from './make-ipa.js'
import { cleanup, repoRoot, runAction, staleBundle } from './run-action.js'

// The bundle as built when it is newer than src/; built first when it is not (a build takes a minute).
const stale = staleBundle()
if (stale) {
  console.log(`${stale.replace(/: run npm run build$/, '')}: building it first (npm run build).`)
  const built = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    shell: process.platform === 'win32'
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
  const still = staleBundle({ again: true })
  if (still) throw new Error(`The build did not make a fresh bundle: ${still}.`)
} else {
  console.log('Using dist/index.js as built: it is newer than src/.')
}

const rule = (title: string): void =>
  console.log(`\n──── ${title} ${'─'.repeat(Math.max(0, 60 - title.length))}`)

const emulator = await startEmulator({ pollsPerStep: 1 })
const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-'))
try {
  const ipa = path.join(dir, 'Sample.ipa')
  await makeIpa(ipa)
  console.log(`Emulator: ${emulator.baseUrl} (api-key ${emulator.apiKey})`)
  console.log(`IPA: ${ipa}`)

  const run = await runAction(
    {
      'api-key': emulator.apiKey,
      'base-url': emulator.baseUrl,
      command: 'submit',
      'ipa-path': ipa,
      'notify-emails': 'release@example.com, qa@example.com',
      'poll-interval': '1s',
      'wait-timeout': '1m'
    },
    { timeoutMs: 120_000 }
  )
  rule('Log (as the runner shows it: debug lines hidden)')
  process.stdout.write(run.log.replace(/^::debug::.*\n/gm, ''))
  rule('Outputs')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}=${value}`)
  rule('Job summary (markdown)')
  process.stdout.write(run.summary)
  rule('What the emulator received')
  for (const request of emulator.requests) {
    const files = (request.files ?? [])
      .map(f => ` file ${f.field}=${f.filename} (${f.size} bytes)`)
      .join('')
    console.log(`${request.method} ${request.path} → ${request.status}${files}`)
  }
  rule(`Exit code ${run.exitCode}`)
  cleanup(run)
  process.exitCode = run.exitCode ?? 1
  await checkBrokenIpa()
  console.log(`\nThe IPAs and the reports are kept in ${dir}.`)
} finally {
  await emulator.close()
}

/**
 * What sets the tool apart: an IPA App Store Connect would refuse, caught before a byte is sent, and
 * with no account. A framework with a simulator slice, required-reason APIs and a camera without a
 * purpose string; `check` lists each refusal with Apple's code and what to do, and writes SARIF and
 * JUnit.
 */
async function checkBrokenIpa(): Promise<void> {
  const broken = path.join(dir, 'Broken.ipa')
  await makeIpa(broken, {
    executable: machoFixture('App'),
    frameworks: [{ name: 'Kit', executable: machoFixture('Kit-fat-sim') }]
  })
  rule('check Broken.ipa (no account, no request)')
  const command = ['check', 'Broken.ipa', '--sarif', 'Broken.sarif', '--junit', 'Broken.xml']
  console.log(`$ app-store-deploy ${command.join(' ')}`)
  // No APP_DEPLOY_* variable at all: check reads no key and no address.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('APP_DEPLOY_'))
  )
  const checked = spawnSync(process.execPath, [path.join(repoRoot, 'dist', 'cli.js'), ...command], {
    cwd: dir,
    env,
    encoding: 'utf8'
  })
  process.stdout.write(checked.stderr)
  process.stdout.write(checked.stdout)
  rule(`Exit code ${checked.status}: App Store Connect would refuse it`)
}
