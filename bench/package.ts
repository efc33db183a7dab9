/**
 * The package as a team installs it: `npm pack` of a checkout (this one, and with `--before DIR`
 * another, such as `git archive` of an earlier commit, its dist/ built), its tarball's size, what
 * `npm install` of it puts on disk, and the start-up of the installed `app-store-deploy`: its
 * `--version`, and `emulator` to its line "Emulator listening", each beside a bare `node -e 0`, in
 * interleaved rounds, each process timed from spawn to exit (the emulator: to that line).
 *
 *   npm run build && npx tsx bench/package.ts [--rounds 21] [--before DIR]
 *
 * Writes bench/package-results.md with the machine and the date.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hostEnvironment, repoRoot } from '../__tests__/support/process-run.js'
import { kib, machine, median, option, writeMarkdown } from './shared.js'

const RESULTS = fileURLToPath(new URL('./package-results.md', import.meta.url))

interface Installed {
  checkout: string
  name: string
  tarballBytes: number
  files: number
  installedBytes: number
  maps: number
  bin: string
}

/** Packs a checkout, installs the tarball offline into a prefix of its own under `work`. */
function packAndInstall(checkout: string, work: string): Installed {
  const folder = mkdtempSync(path.join(work, 'prefix-'))
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
      cwd: checkout,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore']
    })
  ) as Array<{ name: string; filename: string; size: number }>
  execFileSync(
    'npm',
    ['install', '--global', '--prefix', folder, '--offline', '--no-audit', '--no-fund'].concat(
      path.join(folder, packed.filename)
    ),
    { stdio: 'ignore' }
  )
  const installed = path.join(folder, 'lib', 'node_modules', packed.name)
  const files = readdirSync(installed, { recursive: true, encoding: 'utf8' })
    .map(file => path.join(installed, file))
    .filter(file => statSync(file).isFile())
  return {
    checkout,
    name: packed.name,
    tarballBytes: packed.size,
    files: files.length,
    installedBytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    maps: files.filter(file => file.endsWith('.map')).length,
    bin: path.join(folder, 'bin', 'app-store-deploy')
  }
}

/** Wall time of one process from spawn to exit, or to the first line matching `until` (then killed). */
async function timed(command: string, args: string[], until?: RegExp): Promise<number> {
  const started = performance.now()
  const child = spawn(command, args, {
    env: hostEnvironment(),
    stdio: ['ignore', 'pipe', 'ignore']
  })
  let output = ''
  const ended = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', chunk => {
      output += chunk
      if (until?.test(output)) {
        resolve(performance.now() - started)
        child.kill('SIGTERM')
      }
    })
    child.once('exit', code =>
      code === 0 && !until
        ? resolve(performance.now() - started)
        : reject(new Error(`${command} ${args.join(' ')} ended (${code}) with: ${output}`))
    )
  })
  await new Promise(resolve => (child.exitCode === null ? child.once('exit', resolve) : resolve(0)))
  return ended
}

async function main(): Promise<void> {
  const rounds = option('--rounds', 21)
  const beforeIndex = process.argv.indexOf('--before')
  const before = beforeIndex > 0 ? path.resolve(process.argv[beforeIndex + 1]) : undefined
  const startLoad = os.loadavg()
  const work = mkdtempSync(path.join(os.tmpdir(), 'package-bench-'))
  try {
    const packages = [
      ...(before ? [packAndInstall(before, work)] : []),
      packAndInstall(repoRoot, work)
    ]
    const now = packages.at(-1)!
    const label = (p: Installed): string =>
      p === now ? 'this checkout' : path.basename(p.checkout)
    const runs: Record<string, () => Promise<number>> = {
      'node -e 0': () => timed(process.execPath, ['-e', '0']),
      ...Object.fromEntries(
        packages.map(p => [
          `${label(p)}: app-store-deploy --version`,
          () => timed(p.bin, ['--version'])
        ])
      ),
      'this checkout: app-store-deploy emulator, to listening': () =>
        timed(now.bin, ['emulator', '--port', '0'], /Emulator listening/)
    }
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map(k => [k, []]))
    for (const run of Object.values(runs)) await run() // warm the disk cache
    for (let round = 0; round < rounds; round++)
      for (const [name, run] of Object.entries(runs)) times[name]?.push(await run())
    const bare = median(times['node -e 0'] ?? [])
    const sizeRows = packages.map(
      p =>
        `| ${label(p)} (\`${p.name}\`) | ${kib(p.tarballBytes)} | ${kib(p.installedBytes)} in ${p.files} files | ${p.maps} |`
    )
    const timeRows = Object.keys(runs).map(name => {
      const m = median(times[name] ?? [])
      return `| ${name} | ${m.toFixed(0)} ms | ${name === 'node -e 0' ? '' : `+${(m - bare).toFixed(0)} ms`} |`
    })
    const markdown = [
      '# The package: its size, and the start-up of the installed tool',
      '',
      '<!-- Written by bench/package.ts: npm run build, then npx tsx bench/package.ts [--before DIR] -->',
      '',
      "Each checkout packed (`npm pack`) and its tarball installed offline into a prefix of its own (`npm install --global --prefix`). Installed: the package's files on disk (nothing else is installed beside them).",
      '',
      '| package | tarball | installed | source maps |',
      '| --- | --: | --: | --: |',
      ...sizeRows,
      '',
      `Start-up of the installed \`app-store-deploy\` (its bin, as a shell runs it), medians of ${rounds} interleaved rounds, each process timed from spawn to exit; the emulator, from spawn to its line "Emulator listening" (on a free port).`,
      '',
      '| run | median | over `node -e 0` |',
      '| --- | --: | --: |',
      ...timeRows,
      '',
      '## Machine',
      '',
      ...machine({ startLoad })
    ].join('\n')
    console.log(await writeMarkdown(RESULTS, markdown))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
