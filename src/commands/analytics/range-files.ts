import { createReadStream, promises as fs } from 'node:fs'
import * as path from 'node:path'
import { CSV_HEADER } from './report.js'

/** What the report of a range says before its days. */
export interface RangeHead {
  app_id: string
  from: string
  to: string
  countries_requested: string[]
  days_requested: number
}

/** What it says after them, once every day is settled. */
export interface RangeTail {
  days_read: number
  missing_days: Array<{ date: string; error: string }>
}

type FileHandle = fs.FileHandle

/**
 * The report JSON and the CSV of a range, written as the days come, without holding them: a day that
 * comes in order (all days before it written or missing) goes straight to the files, one that comes
 * early waits in part files of its own until its turn. Both files are written under a `.partial`
 * name and take their own at `finish`, so that a range that fails leaves no half-written report.
 *
 * The report: `head`'s keys, then `days`, each day's answer keyed by the day, oldest first, one day
 * per line, then `tail`'s keys. The CSV: the header, then every day's rows, oldest first.
 */
export class RangeFiles {
  private next = 0
  private readonly early = new Set<string>()
  private readonly missing = new Set<string>()
  private written = 0

  private constructor(
    private readonly days: string[],
    private readonly files: { json: string; csv: string; parts: string },
    private readonly json: FileHandle,
    private readonly csv: FileHandle
  ) {}

  /** Opens both files and the folder for early days (under `scratch`), and writes their heads. */
  static async open(
    { reportPath, csvPath, scratch }: { reportPath: string; csvPath: string; scratch: string },
    days: string[],
    head: RangeHead
  ): Promise<RangeFiles> {
    const files = {
      json: reportPath,
      csv: csvPath,
      parts: await fs.mkdtemp(path.join(scratch, 'app-analytics-parts-'))
    }
    await fs.mkdir(path.dirname(reportPath), { recursive: true })
    await fs.mkdir(path.dirname(csvPath), { recursive: true })
    const json = await fs.open(`${reportPath}.partial`, 'w')
    const csv = await fs.open(`${csvPath}.partial`, 'w').catch(async error => {
      await json.close()
      throw error
    })
    await json.writeFile(`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "days": {`)
    await csv.writeFile(`${CSV_HEADER.join(',')}\r\n`)
    return new RangeFiles(days, files, json, csv)
  }

  /**
   * A day read, as its answer's JSON text and its CSV lines, each in `pieces`: written now if its
   * turn has come, else kept in part files until it does.
   */
  async addDay(day: string, json: string[], rows: string[]): Promise<void> {
    await this.writeInTurn()
    if (day === this.days[this.next]) {
      await this.writeKey(day)
      await writeAll(this.json, json)
      await writeAll(this.csv, rows)
      this.next++
      await this.writeInTurn()
    } else {
      await writePart(this.part(day, 'json'), json)
      await writePart(this.part(day, 'csv'), rows)
      this.early.add(day)
    }
  }

  /** A day that will not come: the days after it need not wait for it. */
  dayMissing(day: string): void {
    this.missing.add(day)
  }

  /** Writes every day still waiting, then the report's tail, and gives both files their names. */
  async finish(tail: RangeTail): Promise<void> {
    for (const day of this.days.slice(this.next)) {
      if (this.early.has(day)) await this.writeEarly(day)
    }
    this.next = this.days.length
    const end = JSON.stringify(tail, null, 2).slice(1)
    await this.json.writeFile(`${this.written ? '\n  ' : ''}},${end}\n`)
    await this.json.close()
    await this.csv.close()
    await fs.rename(`${this.files.json}.partial`, this.files.json)
    await fs.rename(`${this.files.csv}.partial`, this.files.csv)
  }

  /** Removes the part files, and what is left of a range that did not finish. */
  async remove(): Promise<void> {
    await Promise.allSettled([this.json.close(), this.csv.close()])
    await fs.rm(this.files.parts, { recursive: true, force: true })
    await fs.rm(`${this.files.json}.partial`, { force: true })
    await fs.rm(`${this.files.csv}.partial`, { force: true })
  }

  /** Writes the days whose turn has come: past the missing ones, the early ones in order. */
  private async writeInTurn(): Promise<void> {
    while (this.next < this.days.length) {
      const day = this.days[this.next]
      if (this.early.has(day)) await this.writeEarly(day)
      else if (!this.missing.has(day)) return
      this.next++
    }
  }

  private async writeEarly(day: string): Promise<void> {
    await this.writeKey(day)
    await copy(this.part(day, 'json'), this.json)
    await copy(this.part(day, 'csv'), this.csv)
    this.early.delete(day)
  }

  /** The key of a day in the report's `days`: its answer follows. */
  private async writeKey(day: string): Promise<void> {
    await this.json.writeFile(`${this.written++ ? ',' : ''}\n    ${JSON.stringify(day)}: `)
  }

  private part(day: string, kind: 'json' | 'csv'): string {
    return path.join(this.files.parts, `${day}.${kind}`)
  }
}

/** A part file's content into `out`, a chunk at a time. */
async function copy(part: string, out: FileHandle): Promise<void> {
  for await (const chunk of createReadStream(part)) await out.writeFile(chunk as Buffer)
}

/**
 * Texts of at most some 64 KiB each, from many small ones. A string past 128 KiB lives in V8's
 * large-object space, which only a full collection frees: a 500 KiB day written as one string per
 * file left some 50 MiB of dead days behind between collections. Pieces this size die young.
 */
export function pieces(texts: Iterable<string>, size = 64 * 1024): string[] {
  const out: string[] = []
  let piece = ''
  for (const text of texts) {
    if (piece.length > 0 && piece.length + text.length > size) {
      out.push(piece)
      piece = ''
    }
    piece += text
  }
  if (piece.length > 0) out.push(piece)
  return out
}

/**
 * The JSON text of a value in small texts: arrays and objects down to `depth` are written a member
 * at a time (a day's answer, its reports, their countries), what lies below as one text each.
 */
export function* jsonTexts(value: unknown, depth = 3): Generator<string> {
  if (depth > 0 && Array.isArray(value)) {
    yield '['
    for (const [i, item] of value.entries()) {
      if (i > 0) yield ','
      yield* jsonTexts(item === undefined ? null : item, depth - 1)
    }
    yield ']'
  } else if (depth > 0 && value !== null && typeof value === 'object') {
    yield '{'
    let first = true
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue
      yield `${first ? '' : ','}${JSON.stringify(key)}:`
      first = false
      yield* jsonTexts(item, depth - 1)
    }
    yield '}'
  } else {
    yield JSON.stringify(value) ?? 'null'
  }
}

async function writeAll(out: FileHandle, texts: string[]): Promise<void> {
  for (const text of texts) await out.writeFile(text)
}

async function writePart(file: string, texts: string[]): Promise<void> {
  const out = await fs.open(file, 'w')
  try {
    await writeAll(out, texts)
  } finally {
    await out.close()
  }
}
