/**
 * What the benchmarks share: their command-line numbers; to report: sizes, medians, the machine they ran on, and the markdown file
 * of their results (formatted as the repository's prettier check expects).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import * as prettier from 'prettier'

export const MiB = 1024 * 1024
export const GiB = 1024 * MiB

/**
 * The number after `name` on the command line, or `fallback`: a positive number, or with `whole` a
 * whole number, 0 included. Throws on anything else.
 */
export function option(
  name: string,
  fallback: number,
  accepts: 'positive' | 'whole' = 'positive'
): number {
  const index = process.argv.indexOf(name)
  const value = index < 0 ? fallback : Number(process.argv[index + 1])
  if (accepts === 'whole' && !(Number.isInteger(value) && value >= 0))
    throw new Error(`${name} needs a whole number`)
  if (accepts === 'positive' && !(Number.isFinite(value) && value > 0))
    throw new Error(`${name} needs a positive number`)
  return value
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
export const mib = (bytes: number): string => `${(bytes / MiB).toFixed(1)} MiB`
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
export const met = (ok: boolean): string => (ok ? '✅ met' : '❌ missed')

/** Fails the benchmark, with the end of the run's log, unless `condition` holds. */
export function check(condition: boolean, what: string, log: string): void {
  if (!condition) throw new Error(`${what}\n--- log ---\n${log.slice(-4000)}`)
}

/** Bytes this process and its reaped children have read through read(2) and its kin (Linux). */
export function rchar(): number {
  const match = /^rchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))
  if (!match?.[1]) throw new Error('/proc/self/io has no rchar line (this benchmark needs Linux)')
  return Number(match[1])
}

export function curlVersion(): string {
  return execFileSync('curl', ['--version'], { encoding: 'utf8' }).split(' ')[1] ?? 'unknown'
}

/**
 * The machine, as a markdown list: CPU model and cores, memory, OS, Node.js (and curl), the load
 * average at the start and now when `startLoad` is given, and the date.
 */
export function machine(options: { curl?: boolean; startLoad?: number[] } = {}): string[] {
  const cpus = os.cpus()
  const lines = [
    `- CPU: ${cpus[0]?.model ?? 'unknown'} (${cpus.length} cores)`,
    `- Memory: ${(os.totalmem() / GiB).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node.js: ${process.version}${options.curl ? `; curl ${curlVersion()}` : ''}`
  ]
  if (options.startLoad) {
    lines.push(
      `- Load average (1 min) at the start and at the end: ${options.startLoad[0]?.toFixed(2)}, ${os.loadavg()[0]?.toFixed(2)}`
    )
  }
  lines.push(`- Date: ${new Date().toISOString()}`)
  return lines
}

/** Writes `markdown` to `file` as prettier formats it (it aligns tables), and returns what it wrote. */
export async function writeMarkdown(file: string, markdown: string): Promise<string> {
  const formatted = await prettier.format(markdown, {
    ...(await prettier.resolveConfig(file)),
    filepath: file
  })
  writeFileSync(file, formatted)
  return formatted
}

/**
 * A benchmark's report: the machine it ran on appended (with the load average when `startLoad` is
 * given), written as writeMarkdown does, and printed.
 */
export async function publishReport(
  file: string,
  lines: string[],
  startLoad?: number[]
): Promise<void> {
  const formatted = await writeMarkdown(
    file,
    [...lines, 'Machine:', '', ...machine({ startLoad }), ''].join('\n')
  )
  console.log(`\n${formatted}`)
  console.log(`Written to ${path.relative(process.cwd(), file)}`)
}

/**
 * Bytes that deflate about as machine code does (to some 60 %): a 1 MiB block of a fixed pseudo-
 * random sequence of 32 values, repeated; deflate's 32 KiB window cannot see the repetition.
 */
export function codeLikeBlock(): Buffer {
  const block = Buffer.alloc(MiB)
  let state = 0x2545f491
  for (let i = 0; i < block.length; i++) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    block[i] = (state >>> 0) % 32
  }
  return block
}
