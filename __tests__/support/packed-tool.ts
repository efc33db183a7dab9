/**
 * The package as a team gets it: `npm pack` of this checkout (its dist/, as `npm run build` made
 * it), installed into a prefix of its own with nothing else, and its `app-store-deploy` run as a
 * shell runs it, the emulator among its commands. package.test.ts checks the package itself;
 * gitlab-component.test.ts runs the GitLab component's jobs from its tarball against its emulator.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { keptManifest } from '../../scripts/pack-manifest.mjs'
import { hostEnvironment, repoRoot, spawnCaptured, type ProcessRun } from './process-run.js'

export interface PackedTool {
  /** The tarball `npm pack` made. */
  tarball: string
  /** The files it holds, by their path in the package. */
  files: string[]
  /** The installed `app-store-deploy`. */
  bin: string
  /** The prefix's node_modules: what the install put there. */
  installed: string
  /** What `npm install` said on stderr. */
  installWarnings: string
}

/** Packs this checkout into `work` and installs the tarball offline into a prefix there. */
export async function packAndInstall(work: string): Promise<PackedTool> {
  const packed = await oneAtATime(
    () =>
      JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
          cwd: repoRoot,
          encoding: 'utf8',
          // npm's banners of the prepack and postpack scripts, kept out of the test run's output.
          stdio: ['ignore', 'pipe', 'pipe']
        })
      )[0] as { filename: string; files: Array<{ path: string }> }
  )
  const tarball = path.join(work, packed.filename)
  const prefix = path.join(work, 'prefix')
  // Offline: the tarball must need nothing beside it (the bundle holds its packages).
  const install = spawnSync(
    'npm',
    ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball],
    { cwd: work, encoding: 'utf8' }
  )
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.stderr}`)
  return {
    tarball,
    files: packed.files.map(file => file.path),
    bin: path.join(prefix, 'bin', 'app-store-deploy'),
    installed: path.join(prefix, 'lib', 'node_modules'),
    installWarnings: install.stderr
  }
}

/**
 * Runs `pack` while no other test file packs this checkout: npm pack strips its package.json of the
 * dependencies (scripts/pack-manifest.mjs), and a second pack meanwhile puts them back under the
 * first, whose tarball would then need the registry. Test files run in processes of their own: the
 * one that makes the file `pack.lock` (flag `wx`: one alone can) packs; the file of a process that
 * ended without removing it is taken over.
 */
async function oneAtATime<T>(pack: () => T): Promise<T> {
  const lock = path.join(path.dirname(keptManifest(repoRoot)), 'pack.lock')
  mkdirSync(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (holderEnded(lock)) rmSync(lock, { force: true })
      else await sleep(100)
    }
  }
  try {
    return pack()
  } finally {
    rmSync(lock, { force: true })
  }
}

/** Whether the process named in the lock has ended (an empty lock is one being written). */
function holderEnded(lock: string): boolean {
  let pid = ''
  try {
    pid = readFileSync(lock, 'utf8')
    process.kill(Number(pid), 0)
    return false
  } catch (error) {
    return pid !== '' && (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** The installed tool run with `args`, `env` added to this machine's (less what a run reads). */
export function runTool(
  bin: string,
  args: string[],
  {
    env = {},
    cwd,
    onOutput
  }: {
    env?: Record<string, string>
    cwd: string
    onOutput?: (log: string, child: ChildProcess) => void
  }
): Promise<ProcessRun> {
  return spawnCaptured(args, {
    node: bin,
    env: { ...hostEnvironment(), ...env },
    cwd,
    what: `app-store-deploy ${args[0]}`,
    onOutput
  })
}

export interface PackedEmulator {
  baseUrl: string
  apiKey: string
  child: ChildProcess
  /** Its run, once it has stopped: its stdout has a line per request (see `requestLines`). */
  ended: Promise<ProcessRun>
}

/** `app-store-deploy emulator --port 0` and `options`, once it listens: its address, key, process and end. */
export async function startEmulator(
  bin: string,
  cwd: string,
  options: string[] = []
): Promise<PackedEmulator> {
  let started: (found: Omit<PackedEmulator, 'ended'>) => void
  const listening = new Promise<Omit<PackedEmulator, 'ended'>>(resolve => (started = resolve))
  const ended = runTool(bin, ['emulator', '--port', '0', ...options], {
    cwd,
    onOutput: (log, child) => {
      const match = /Emulator listening: base-url=(\S+) api-key=(\S+)/.exec(log)
      if (match) started({ baseUrl: match[1], apiKey: match[2], child })
    }
  })
  // An emulator that ends before it listens fails the test with its log, not a timeout.
  const early = ended.then(run => {
    throw new Error(`the emulator ended before it listened:\n${run.log}`)
  })
  return { ...(await Promise.race([listening, early])), ended }
}

/** The requests the emulator's log names, a line each (emulator/start.ts): `POST /api/v1/ios/signed_ipas 200`. */
export const requestLines = (stdout: string): string[] =>
  stdout.split('\n').filter(line => /^[A-Z]+ \/\S* (\d{3}|no answer)/.test(line))
