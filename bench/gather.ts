/**
 * How long `app-store-deploy gather` takes over a fleet of 500 apps: 500 reports of one app each, and
 * 20 reports of 25 apps, each the bundled tool (dist/cli.js) from spawn to exit, in interleaved
 * rounds. The contract (issue 48): at most 2 s each (medians). Also the size of one shard's report of
 * 500 apps, against the 16 MiB a report may be (src/commands/gather/read-report.ts). Run `npm run
 * build` first: it times dist/.
 *
 *   npx tsx bench/gather.ts [--rounds 9]      (also part of npm run bench)
 *
 * Writes bench/gather-results.md with the machine and the date.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPORT_MAX_BYTES } from '../src/commands/gather/read-report.js'
import { hostEnvironment } from '../__tests__/support/process-run.js'
import { cliPath } from '../__tests__/support/run-cli.js'
import { writeShardReports } from '../__tests__/support/shard-reports.js'
import { kib, machine, median, met, mib, option, writeMarkdown } from './shared.js'

const RESULTS = fileURLToPath(new URL('./gather-results.md', import.meta.url))
const TARGET_MS = 2000

/** Wall time of one gather of `folder/*.json`, from spawn to exit; it must end with exit 0. */
async function timedGather(folder: string): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, [cliPath, 'gather', '--reports', `${folder}/*.json`], {
    env: hostEnvironment(),
    stdio: 'ignore'
  })
  const code = await new Promise<number | null>(resolve => child.once('exit', resolve))
  if (code !== 0) throw new Error(`gather of ${folder} exited with ${code}`)
  return performance.now() - started
}

async function main(): Promise<void> {
  const rounds = option('--rounds', 9)
  const startLoad = os.loadavg()
  const root = mkdtempSync(path.join(os.tmpdir(), 'gather-bench-'))
  try {
    const fleets = [
      { name: '500 reports of 1 app', folder: path.join(root, 'ones'), shards: 500, apps: 1 },
      { name: '20 reports of 25 apps', folder: path.join(root, 'twenties'), shards: 20, apps: 25 }
    ]
    for (const fleet of fleets) writeShardReports(fleet.folder, fleet.shards, fleet.apps)
    const [large] = writeShardReports(path.join(root, 'large'), 1, 500)
    const largeBytes = statSync(large).size
    const samples = fleets.map(() => [] as number[])
    for (let round = 0; round < rounds; round++)
      for (const [i, fleet] of fleets.entries()) samples[i].push(await timedGather(fleet.folder))
    const rows = fleets.map(({ name }, i) => {
      const m = median(samples[i])
      return `| ${name} | ${m.toFixed(0)} ms | ${Math.max(...samples[i]).toFixed(0)} ms | ${TARGET_MS} ms: ${met(m <= TARGET_MS)} |`
    })
    const markdown = [
      '# Gather of a fleet of 500 apps',
      '',
      '<!-- Written by bench/gather.ts: npm run build, then npx tsx bench/gather.ts -->',
      '',
      `Medians of ${rounds} interleaved rounds of \`node dist/cli.js gather --reports 'DIR/*.json'\`, each process timed from spawn to exit (Node's start included), over the reports of tests' support/shard-reports.ts (one run, every app gone through).`,
      '',
      '| reports | median | slowest | target |',
      '| --- | --: | --: | --- |',
      ...rows,
      '',
      `One shard's report of 500 apps: ${kib(largeBytes)}, against the ${mib(REPORT_MAX_BYTES)} a report may be (${(REPORT_MAX_BYTES / largeBytes).toFixed(0)} × larger).`,
      '',
      '## Machine',
      '',
      ...machine({ startLoad })
    ].join('\n')
    console.log(await writeMarkdown(RESULTS, markdown))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

await main()
