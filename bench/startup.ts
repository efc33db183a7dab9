/**
 * How soon the bundles start: the action (dist/index.js, run as the runner runs it) to the failure
 * of a missing input, and the command-line tool's `app-store-deploy --version`, each beside a bare
 * `node -e 0`, in interleaved rounds on the same Node, each process timed from spawn to exit.
 * The contract (issue 46): the action at most 80 ms over `node -e 0`, `--version` at most 60 ms
 * over it (medians), said with the bundles' sizes; and (issue 47) `app-store-deploy check` of a
 * small IPA, the whole process, with no APP_DEPLOY_* variable, at most 250 ms over it. Run `npm run build` first: it times dist/.
 *
 *   npx tsx bench/startup.ts [--rounds 41]      (also part of npm run bench)
 *
 * Writes bench/startup-results.md with the machine and the date.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cliPath } from '../__tests__/support/run-cli.js'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import { hostEnvironment } from '../__tests__/support/process-run.js'
import {
  bundlePath,
  repoRoot,
  runnerEnvironment,
  runnerFiles
} from '../__tests__/support/run-action.js'
import { kib, machine, median, met, option, writeMarkdown } from './shared.js'

const RESULTS = fileURLToPath(new URL('./startup-results.md', import.meta.url))

interface Run {
  args: string[]
  env: NodeJS.ProcessEnv
  /** The exit code the run must end with: the action fails on the input, as it should. */
  exitCode: number
  /** The most it may take over `node -e 0` (the contract), in ms. */
  targetMs?: number
  /** The bundle's entry, loaded at start, and all its files: the chunks it may load too. */
  bundle?: { entry: string; files: string[] }
}

/** Wall time of one process, from spawn to exit; it must exit as `run` says. */
async function timed(run: Run): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, run.args, { env: run.env, stdio: 'ignore' })
  const code = await new Promise<number | null>(resolve => child.once('exit', resolve))
  if (code !== run.exitCode)
    throw new Error(`node ${run.args.join(' ')} exited with ${code}, not ${run.exitCode}`)
  return performance.now() - started
}

/** The .js files directly in `folder` (ncc writes an entry's chunks beside it), less `except`. */
function scripts(folder: string, except: string[] = []): string[] {
  return readdirSync(folder)
    .filter(name => name.endsWith('.js') && !except.includes(name))
    .map(name => path.join(folder, name))
}

const bytes = (files: string[]): number => files.reduce((sum, file) => sum + statSync(file).size, 0)

async function main(): Promise<void> {
  const rounds = option('--rounds', 41)
  const startLoad = os.loadavg()
  const files = runnerFiles()
  const dist = path.dirname(bundlePath)
  // A small IPA that passes every check, built once (the tests' make-ipa: some 20 KiB).
  const ipaDir = mkdtempSync(path.join(os.tmpdir(), 'startup-bench-'))
  const smallIpa = path.join(ipaDir, 'Small.ipa')
  await makeIpa(smallIpa)
  const smallIpaBytes = statSync(smallIpa).size
  const toolBundle = {
    entry: path.join(dist, 'cli', 'index.js'),
    files: [cliPath, ...scripts(path.join(dist, 'cli'))]
  }
  // The runner's environment with no api-key, base-url nor IPA: the action's first act is to say so.
  const actionEnv = runnerEnvironment({ command: 'submit' }, files)
  const runs: Record<string, Run> = {
    'node -e 0': { args: ['-e', '0'], env: hostEnvironment(), exitCode: 0 },
    'action, to an input error': {
      args: [bundlePath],
      env: actionEnv,
      exitCode: 1,
      targetMs: 80,
      bundle: { entry: bundlePath, files: scripts(dist, [path.basename(cliPath)]) }
    },
    'app-store-deploy --version': {
      args: [cliPath, '--version'],
      env: hostEnvironment(),
      exitCode: 0,
      targetMs: 60,
      bundle: toolBundle
    },
    // hostEnvironment(): this machine's, less every APP_DEPLOY_* variable (check needs no account).
    'check of a small IPA': {
      args: [cliPath, 'check', smallIpa],
      env: hostEnvironment(),
      exitCode: 0,
      targetMs: 250,
      bundle: toolBundle
    }
  }
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map(k => [k, []]))
  try {
    for (const run of Object.values(runs)) await timed(run) // warm the disk cache
    for (let round = 0; round < rounds; round++)
      for (const [name, run] of Object.entries(runs)) times[name]?.push(await timed(run))
  } finally {
    rmSync(files.workDir, { recursive: true, force: true })
    rmSync(ipaDir, { recursive: true, force: true })
  }
  const bare = median(times['node -e 0'] ?? [])
  const rows = Object.entries(runs).map(([name, run]) => {
    const m = median(times[name] ?? [])
    const over = m - bare
    const size = run.bundle
      ? `${kib(bytes([run.bundle.entry]))}; ${kib(bytes(run.bundle.files))} in ${run.bundle.files.length} files`
      : ''
    const target =
      run.targetMs === undefined ? '' : `${met(over <= run.targetMs)} (≤ +${run.targetMs} ms)`
    const overText = run.targetMs === undefined ? '' : `+${over.toFixed(0)} ms`
    return `| ${name} | ${m.toFixed(0)} ms | ${overText} | ${(m / bare).toFixed(2)} × | ${size} | ${target} |`
  })
  const relative = (file: string): string => path.relative(repoRoot, file)
  const markdown = [
    '# Start-up of the action and of the command-line tool',
    '',
    '<!-- Written by bench/startup.ts: npm run build, then npx tsx bench/startup.ts -->',
    '',
    `Medians of ${rounds} interleaved rounds, each process timed from spawn to exit. The action is ${relative(bundlePath)} run as the runner runs it, with no \`api-key\`, \`base-url\` nor IPA: it fails on its inputs (exit code 1). The tool is ${relative(cliPath)}; its \`check\` reads a small IPA (${kib(smallIpaBytes)}, built once by the tests' make-ipa, every check passed: exit code 0) with no \`APP_DEPLOY_*\` variable in its environment. A bundle's size: its entry (for the tool, dist/cli/index.js, which dist/cli.js loads), then all its files, the chunks beside the entry, loaded or not, included.`,
    '',
    '| run | median | over `node -e 0` | ratio | bundle: entry; all | target |',
    '| --- | --: | --: | --: | --: | --- |',
    ...rows,
    '',
    '## Machine',
    '',
    ...machine({ startLoad })
  ].join('\n')
  console.log(await writeMarkdown(RESULTS, markdown))
}

await main()
