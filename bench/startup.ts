/**
 * How soon the command-line tool starts: `app-store-deploy --version` and `app-store-deploy teams`
 * (against the emulator, one request) beside a bare `node -e 0`, in interleaved rounds on the same
 * Node, each timed from spawn to exit. The target: each within 100 ms of `node -e 0` (medians).
 *
 *   npx tsx bench/startup.ts [--rounds 25]      (also part of npm run bench)
 *
 * Writes bench/startup-results.md with the machine and the date.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startEmulator } from '../emulator/server.js'
import { cliPath } from '../__tests__/support/run-cli.js'
import { machine, median, met, writeMarkdown } from './shared.js'

const RESULTS = fileURLToPath(new URL('./startup-results.md', import.meta.url))
const TARGET_MS = 100

/** Wall time of one process, from spawn to exit; it must exit 0. */
async function timed(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { env, stdio: 'ignore' })
  const code = await new Promise<number | null>(resolve => child.once('exit', resolve))
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}`)
  return performance.now() - started
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '25' } } })
  const rounds = Number(values.rounds)
  const emulator = await startEmulator()
  const env = {
    PATH: process.env.PATH,
    APP_DEPLOY_API_KEY: emulator.apiKey,
    APP_DEPLOY_BASE_URL: emulator.baseUrl
  }
  const runs = {
    'node -e 0': ['-e', '0'],
    'app-store-deploy --version': [cliPath, '--version'],
    'app-store-deploy teams': [cliPath, 'teams']
  }
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map(k => [k, []]))
  try {
    for (const args of Object.values(runs)) await timed(args, env) // warm the disk cache
    for (let round = 0; round < rounds; round++)
      for (const [name, args] of Object.entries(runs)) times[name].push(await timed(args, env))
  } finally {
    await emulator.close()
  }
  const bare = median(times['node -e 0'])
  const rows = Object.entries(times).map(([name, ms]) => {
    const m = median(ms)
    const over = m - bare
    const verdict = name === 'node -e 0' ? '' : `${met(over <= TARGET_MS)} (≤ ${TARGET_MS} ms)`
    return `| ${name} | ${m.toFixed(0)} ms | ${name === 'node -e 0' ? '' : `+${over.toFixed(0)} ms`} | ${(m / bare).toFixed(2)} × | ${verdict} |`
  })
  const markdown = [
    '# Start-up of the command-line tool',
    '',
    '<!-- Written by bench/startup.ts: npx tsx bench/startup.ts -->',
    '',
    `Medians of ${rounds} interleaved rounds, each process timed from spawn to exit; \`teams\` makes one request to the emulator in this process.`,
    '',
    '| run | median | over `node -e 0` | ratio | target |',
    '| --- | --: | --: | --: | --- |',
    ...rows,
    '',
    '## Machine',
    '',
    ...machine()
  ].join('\n')
  console.log(await writeMarkdown(RESULTS, markdown))
}

await main()
