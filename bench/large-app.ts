/**
 * Preflight on a large app (issue 36): an IPA of 300 frameworks as CocoaPods embeds them with
 * `use_frameworks!` (each a dylib with its Info.plist and its privacy manifest in a resource bundle
 * of its own) and a vendor SDK of 150 MiB exporting 300,000 symbols (the `Kit` fixture, its string
 * table over 64 MiB and code-like bytes before its __LINKEDIT). Preflight (inspectIpa as `submit`
 * runs it, bench/large-app-child.ts, in a process of its own) against `unzip -p` of all its
 * executables to /dev/null, in interleaved rounds that take turns as to which goes first; and the
 * whole `app-store-deploy check` process (dist/cli.js, the bundle as a user runs it) in the same rounds.
 *
 *   npx tsx bench/large-app.ts [--runs 5]
 *
 * Both run under GNU time (peak RSS: its %M). Preflight's time is from the call to the result, as
 * the child measures it; its process's wall time, Node's and tsx's start included, is shown too.
 * `check`'s time is its process's, from spawn to exit. Run `npm run build` first: it runs dist/.
 * Writes bench/large-app-results.md.
 */
import { existsSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeIpa, machoFixture, privacyManifest } from '../__tests__/support/make-ipa.js'
import { exportingMachO } from '../__tests__/support/macho-files.js'
import { hostEnvironment } from '../__tests__/support/process-run.js'
import { cliPath } from '../__tests__/support/run-cli.js'
import type { IpaProblem } from '../src/ipa/types.js'
import { interleaved, type Run, Scratch, timed, timedRun } from './children.js'
import {
  check,
  codeLikeBlock,
  median,
  MiB,
  mib,
  met,
  option,
  publishReport,
  seconds
} from './shared.js'

const RESULTS = fileURLToPath(new URL('./large-app-results.md', import.meta.url))
const CHILD = fileURLToPath(new URL('./large-app-child.ts', import.meta.url))
const TARGETS = { ratio: 1.5, peakRssMiB: 150 }
const APP = 'Payload/Large.app/'
const PODS = 300
const SDK = { exports: 300_000, nameBytes: 240, totalMiB: 150 }

/** Writes the IPA; returns the entry names of its executables and the SDK's size. */
async function makeLargeApp(file: string): Promise<{ executables: string[]; sdkBytes: number }> {
  const kit = machoFixture('Kit')
  const bare = exportingMachO(kit, SDK).length
  // Padding in 16 KiB pages, so that __LINKEDIT keeps its alignment.
  const padding = Math.ceil((SDK.totalMiB * MiB - bare) / 16_384) * 16_384
  const sdk = exportingMachO(kit, { ...SDK, paddingBytes: padding, fill: codeLikeBlock() })
  const pods = Array.from({ length: PODS }, (_, i) => `Pod${String(i).padStart(3, '0')}`)
  await makeIpa(file, {
    name: 'Large',
    frameworks: [
      ...pods.map(name => ({ name, executable: kit })),
      { name: 'Sdk', executable: sdk }
    ],
    extraEntries: pods.map(name => ({
      path: `${APP}Frameworks/${name}.framework/${name}_Privacy.bundle/PrivacyInfo.xcprivacy`,
      data: privacyManifest(['NSPrivacyAccessedAPICategoryFileTimestamp'])
    }))
  })
  const executables = [
    `${APP}Large`,
    ...[...pods, 'Sdk'].map(name => `${APP}Frameworks/${name}.framework/${name}`)
  ]
  return { executables, sdkBytes: sdk.length }
}

async function preflightRun(scratch: Scratch, ipa: string): Promise<Run> {
  const run = await timedRun(scratch, process.execPath, ['--import', 'tsx', CHILD, ipa], true)
  const { readMs, problems } = JSON.parse(run.stdout) as { readMs: number; problems: IpaProblem[] }
  // The SDK ships no privacy manifest: ITMS-91053 naming its stat shows its imports were read.
  const codes = problems.map(problem => problem.code)
  if (
    codes.join() !== 'ITMS-91053' ||
    !/Sdk\.framework\/ .*the function stat\b/.test(problems[0]?.message ?? '')
  )
    throw new Error(`preflight did not read the app as expected: ${run.stdout}`)
  return { ...run, readMs }
}

/**
 * The whole `app-store-deploy check` process on the IPA, with no APP_DEPLOY_* variable: it must
 * refuse it (exit code 2) for the SDK's missing privacy manifest alone, as preflight above finds.
 */
async function checkRun(scratch: Scratch, ipa: string): Promise<Run> {
  const run = await timed(scratch, process.execPath, [cliPath, 'check', ipa], {
    cwd: scratch.root,
    env: hostEnvironment()
  })
  check(run.exitCode === 2, `check exited with ${run.exitCode}, not 2`, run.log)
  check(
    /refuse Large\.ipa: a problem:/.test(run.log) && /Sdk\.framework\/ .*ITMS-91053/.test(run.log),
    'check did not refuse the app for the SDK alone',
    run.log
  )
  return { wallMs: run.wallMs, readMs: run.wallMs, maxRssKiB: run.maxRssKiB, stdout: '' }
}

async function main(): Promise<void> {
  if (!existsSync(cliPath)) throw new Error('dist/cli.js is missing: run npm run build first')
  const startLoad = os.loadavg()
  const runs = option('--runs', 5)
  const scratch = new Scratch('large-app-bench-')
  try {
    const ipa = path.join(scratch.root, 'Large.ipa')
    const generation = Date.now()
    const { executables, sdkBytes } = await makeLargeApp(ipa)
    console.log(
      `Generated ${mib(statSync(ipa).size)} IPA (${executables.length} executables, the SDK ${mib(sdkBytes)}) in ${seconds(Date.now() - generation)}`
    )
    const samples = await interleaved(
      {
        preflight: () => preflightRun(scratch, ipa),
        check: () => checkRun(scratch, ipa),
        unzip: () => timedRun(scratch, 'unzip', ['-p', ipa, ...executables], false)
      },
      runs
    )
    const m = (tool: keyof typeof samples, key: 'readMs' | 'wallMs'): number =>
      median(samples[tool].map(run => run[key]))
    const peak = (tool: keyof typeof samples): number =>
      Math.max(...samples[tool].map(run => run.maxRssKiB)) * 1024
    const ratio = m('preflight', 'readMs') / m('unzip', 'readMs')
    const processRatio = m('preflight', 'wallMs') / m('unzip', 'wallMs')
    const checkRatio = m('check', 'wallMs') / m('unzip', 'wallMs')
    await publishReport(
      RESULTS,
      [
        '# Preflight on a large app',
        '',
        `An IPA of ${mib(statSync(ipa).size)} (yazl, deflated): ${PODS} frameworks as CocoaPods embeds them with \`use_frameworks!\` (each the \`Kit\` dylib, its Info.plist, and its privacy manifest in \`<Pod>_Privacy.bundle/\`), and a vendor SDK of ${mib(sdkBytes)} exporting ${SDK.exports.toLocaleString('en-US')} symbols of ${SDK.nameBytes} bytes (\`exportingMachO\` of the \`Kit\` fixture: a string table over 64 MiB, code-like bytes before its \`__LINKEDIT\`). ${runs} rounds after a warm-up, the three taking turns as to which goes first. Command: \`npx tsx bench/large-app.ts${runs === 5 ? '' : ` --runs ${runs}`}\` (also run by \`npm run bench\`).`,
        '',
        '| tool | median time | median process wall time | peak RSS (largest) |',
        '| --- | --- | --- | --- |',
        `| preflight: inspectIpa as \`submit\` (this action) | ${seconds(m('preflight', 'readMs'))} | ${seconds(m('preflight', 'wallMs'))} | ${mib(peak('preflight'))} |`,
        `| \`node dist/cli.js check Large.ipa\`, the whole process (refuses it: exit code 2) | ${seconds(m('check', 'wallMs'))} | ${seconds(m('check', 'wallMs'))} | ${mib(peak('check'))} |`,
        `| \`unzip -p\` of its ${executables.length} executables to /dev/null | ${seconds(m('unzip', 'readMs'))} | ${seconds(m('unzip', 'wallMs'))} | ${mib(peak('unzip'))} |`,
        '',
        `- Time against unzip: ${ratio.toFixed(2)} × (target at most ${TARGETS.ratio} ×): ${met(ratio <= TARGETS.ratio)}; process against process, Node's start included: ${processRatio.toFixed(2)} ×`,
        `- Peak RSS of preflight's process: ${mib(peak('preflight'))} (target at most ${TARGETS.peakRssMiB} MiB): ${met(peak('preflight') <= TARGETS.peakRssMiB * MiB)}`,
        `- \`check\`, process against \`unzip -p\`'s process, Node's start and the IPA's SHA-256 included: ${checkRatio.toFixed(2)} × (target at most ${TARGETS.ratio} ×): ${met(checkRatio <= TARGETS.ratio)}; its peak RSS ${mib(peak('check'))} (target at most ${TARGETS.peakRssMiB} MiB): ${met(peak('check') <= TARGETS.peakRssMiB * MiB)}`,
        '- No read limit is reached; the one problem found is ITMS-91053 for the SDK, which ships no privacy manifest, naming its import of `stat`: its imports were read from its symbol table, of whose 72 MB of names only those of its undefined symbols were kept.',
        '',
        "Preflight's time runs from the call to the result: the central directory, every Info.plist, privacy manifest and the profile, and all 302 executables inflated through their symbol data, with every App Store rule applied; the process wall time adds Node's and tsx's start. Peak RSS is GNU time's `%M` of the whole process, Node included. `check` is the bundle a user runs, with no `APP_DEPLOY_*` variable: the same preflight, then the IPA's SHA-256 (a second read of the file), its outputs and summary; its time is from spawn to exit.",
        ''
      ],
      startLoad
    )
  } finally {
    await scratch.dispose()
  }
}

await main()
