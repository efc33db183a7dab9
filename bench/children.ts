/**
 * The child processes of a benchmark: a temporary folder and the children it started, all removed or
 * stopped at the end and on Ctrl-C; a child run under GNU time, and such children taking turns in
 * rounds; the emulator in a process of its own (bench/emulator-process.ts), asked over the IPC
 * channel of `fork()`.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchRequest, EmulatorReady, EmulatorStart } from './emulator-process.js'
import { runnerFiles as actionRunnerFiles } from '../__tests__/support/run-action.js'
import { check, mib, rchar, seconds } from './shared.js'

export const TIME = '/usr/bin/time'

/** A temporary folder and the children of one benchmark. */
export class Scratch {
  readonly root: string
  private readonly children = new Set<ChildProcess>()
  private readonly emulators = new Set<EmulatorChild>()
  private interrupted = false

  constructor(prefix: string) {
    this.root = mkdtempSync(path.join(os.tmpdir(), prefix))
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      // `on`, not `once`: Ctrl-C may reach this process twice (from the terminal and from tsx).
      process.on(signal, () => {
        if (this.interrupted) return
        this.interrupted = true
        console.error(`\n${signal}: stopping, removing generated files…`)
        void this.dispose().finally(() => process.exit(130))
      })
    }
  }

  track<T extends ChildProcess>(child: T): T {
    this.children.add(child)
    child.once('exit', () => this.children.delete(child))
    return child
  }

  /** The emulator in a process of its own, with this configuration; its files under the folder. */
  async startEmulator(config: EmulatorStart = {}): Promise<EmulatorChild> {
    const storage = mkdtempSync(path.join(this.root, 'server-'))
    const child = this.track(
      fork(
        fileURLToPath(new URL('./emulator-process.ts', import.meta.url)),
        [storage, JSON.stringify(config)],
        { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }
      )
    )
    const info = await new Promise<EmulatorReady>((resolve, reject) => {
      child.once('message', message => resolve(message as EmulatorReady))
      child.once('exit', code =>
        reject(new Error(`the emulator exited (${code}) before it started`))
      )
    })
    const emulator = new EmulatorChild(child, info)
    this.emulators.add(emulator)
    return emulator
  }

  /** Kills the other children, stops the emulators, then removes the folder. */
  async dispose(): Promise<void> {
    const emulators = [...this.emulators].map(emulator => emulator.process)
    for (const child of this.children) if (!emulators.includes(child)) child.kill('SIGKILL')
    await Promise.all([...this.emulators].map(emulator => emulator.stop()))
    // After the emulators: they may have written in the folder while they stopped.
    rmSync(this.root, { recursive: true, force: true })
  }
}

export class EmulatorChild {
  constructor(
    readonly process: ChildProcess,
    readonly info: EmulatorReady
  ) {}

  /** Sends `request`, resolves to the first message of type `answer`. */
  ask<T>(request: BenchRequest, answer: string): Promise<T> {
    const child = this.process
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the emulator did not answer ${answer}`)),
        30_000
      )
      const onMessage = (message: { type: string }): void => {
        if (message.type !== answer) return
        clearTimeout(timer)
        child.off('message', onMessage)
        resolve(message as T)
      }
      child.on('message', onMessage)
      child.send(request)
    })
  }

  async stop(): Promise<void> {
    const child = this.process
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
}

export interface Timed {
  exitCode: number | null
  /** From spawn to exit. */
  wallMs: number
  /** GNU time's %M: the child's ru_maxrss from wait4(), i.e. VmHWM at exit. */
  maxRssKiB: number
  /** User + system time of the child. */
  cpuMs: number
  /** What the child (and the wrappers, a few KiB) read: this process's rchar before and after. */
  rchar: number
  /** Its stderr, and its stdout unless kept apart or discarded, written to a file meanwhile. */
  log: string
  /** Its stdout when kept apart, else empty. */
  stdout: string
}

/**
 * Runs `command` under GNU time (behind `wrapper`, e.g. taskset), its output into files of the
 * folder, and measures it. Nothing else reads in this process meanwhile, so that `rchar` is the child's.
 * `stdout`: into the log with stderr (the default), in a file of its own (`apart`, for output to
 * parse), or to /dev/null (`discard`, for output that is only the work measured).
 */
export async function timed(
  scratch: Scratch,
  command: string,
  args: string[],
  options: {
    env?: Record<string, string>
    cwd?: string
    wrapper?: string[]
    timeoutMs?: number
    stdout?: 'log' | 'apart' | 'discard'
    /** Names its files apart from other children's, for children timed at once (their rchar is then mixed). */
    tag?: string
  }
): Promise<Timed> {
  const tag = options.tag ? `-${options.tag}` : ''
  const timeFile = path.join(scratch.root, `time${tag}.txt`)
  const timedCommand = [TIME, '-f', '%M %U %S', '-o', timeFile, command, ...args]
  const [program, ...programArgs] = [...(options.wrapper ?? []), ...timedCommand] as [
    string,
    ...string[]
  ]
  const logFile = path.join(scratch.root, `run${tag}.log`)
  const stdoutFile = path.join(scratch.root, `stdout${tag}.txt`)
  const logFd = openSync(logFile, 'w')
  const stdoutFd =
    options.stdout === 'apart'
      ? openSync(stdoutFile, 'w')
      : options.stdout === 'discard'
        ? openSync('/dev/null', 'w')
        : logFd
  // Reading /proc costs rchar too: probe twice to subtract that.
  const probe = rchar()
  const before = rchar()
  const started = process.hrtime.bigint()
  const child = scratch.track(
    spawn(program, programArgs, {
      cwd: options.cwd ?? scratch.root,
      env: options.env ?? process.env,
      stdio: ['ignore', stdoutFd, logFd]
    })
  )
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs)
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', code => resolve(code))
  }).finally(() => clearTimeout(timer))
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6
  const read = rchar() - before - (before - probe)
  closeSync(logFd)
  if (stdoutFd !== logFd) closeSync(stdoutFd)
  const timeLines = readFileSync(timeFile, 'utf8').trim().split('\n')
  const [rss, user, system] = (timeLines.at(-1) ?? '').split(' ').map(Number)
  return {
    exitCode,
    wallMs,
    maxRssKiB: rss ?? NaN,
    cpuMs: ((user ?? NaN) + (system ?? NaN)) * 1000,
    rchar: read,
    log: readFileSync(logFile, 'utf8'),
    stdout: options.stdout === 'apart' ? readFileSync(stdoutFile, 'utf8') : ''
  }
}

/** The files the runner gives a step (empty), in a fresh folder that is its RUNNER_TEMP and cwd. */
export function runnerFiles(scratch: Scratch): {
  workDir: string
  outputFile: string
  summaryFile: string
} {
  return actionRunnerFiles(scratch.root)
}

/** A fresh, empty folder under the scratch folder. */
export function freshDir(scratch: Scratch, name: string): string {
  const dir = path.join(scratch.root, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir)
  return dir
}

/** One run of a child under GNU time. */
export interface Run {
  wallMs: number
  /** The reader's own time, from opening the IPA to the result; unzip's wall time. */
  readMs: number
  maxRssKiB: number
  stdout: string
}

/**
 * Runs `command` under GNU time from this process's folder, its stdout kept or discarded; throws,
 * with the end of its log, unless it exits with 0.
 */
export async function timedRun(
  scratch: Scratch,
  command: string,
  args: string[],
  keepStdout: boolean
): Promise<Run> {
  const run = await timed(scratch, command, args, {
    cwd: process.cwd(),
    stdout: keepStdout ? 'apart' : 'discard'
  })
  check(run.exitCode === 0, `${command} exited with ${run.exitCode}`, run.log)
  return { wallMs: run.wallMs, readMs: run.wallMs, maxRssKiB: run.maxRssKiB, stdout: run.stdout }
}

/**
 * Each tool once to warm up (the page cache, tsx's cache), then `runs` rounds of them all, every
 * other round in reverse order so that none always goes first; each run printed as it ends.
 */
export async function interleaved<Tool extends string>(
  tools: Record<Tool, () => Promise<Run>>,
  runs: number
): Promise<Record<Tool, Run[]>> {
  const names = Object.keys(tools) as Tool[]
  for (const name of names) await tools[name]()
  const samples = Object.fromEntries(names.map(name => [name, [] as Run[]])) as Record<Tool, Run[]>
  for (let round = 0; round < runs; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const run = await tools[name]()
      samples[name].push(run)
      console.log(
        `${name}: ${seconds(run.readMs)} (process ${seconds(run.wallMs)}), peak ${mib(run.maxRssKiB * 1024)}`
      )
    }
  }
  return samples
}
