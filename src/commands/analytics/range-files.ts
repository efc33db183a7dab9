import * as fs from 'node:fs'
import * as path from 'node:path'
import { CSV_HEADER } from './report.js'

/** What the report of a range says before its days. */
interface RangeHead {
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

/**
 * The report JSON and the CSV of a range, written as the days come, without holding them: a day that
 * comes in order (all days before it written or missing) goes straight to the files, one that comes
 * early waits in part files of its own until its turn. Both files are written under a `.partial`
 * name and take their own at `finish`, so that a range that fails leaves no half-written report.
 *
 * The report: `head`'s keys, then `days`, each day's answer keyed by the day, oldest first, each on
 * a line of its own, then `tail`'s keys. The CSV: the header, then every day's rows, oldest first.
 *
 * Everything is written synchronously, as each day is boiled down: a day is about a megabyte into
 * the page cache, a millisecond. Texts held across awaits for an asynchronous write lived long enough
 * to be moved to the old generation, and a 92-day range grew the heap to some 90 MB of dead days.
 */
export class RangeFiles {
  private next = 0
  private readonly early = new Set<string>()
  private readonly missing = new Set<string>()
  private written = 0

  private constructor(
    private readonly days: string[],
    private readonly paths: { json: string; csv: string; parts: string },
    private readonly json: TextFile,
    private readonly csv: TextFile
  ) {}

  /** Opens both files and the folder for early days (under `scratch`), and writes their heads. */
  static open(
    { reportPath, csvPath, scratch }: { reportPath: string; csvPath: string; scratch: string },
    days: string[],
    head: RangeHead
  ): RangeFiles {
    const parts = fs.mkdtempSync(path.join(scratch, 'app-analytics-parts-'))
    fs.mkdirSync(path.dirname(reportPath), { recursive: true })
    fs.mkdirSync(path.dirname(csvPath), { recursive: true })
    const json = new TextFile(`${reportPath}.partial`)
    let csv: TextFile
    try {
      csv = new TextFile(`${csvPath}.partial`)
    } catch (error) {
      json.close()
      throw error
    }
    json.write(`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "days": {`)
    csv.write(`${CSV_HEADER.join(',')}\r\n`)
    return new RangeFiles(days, { json: reportPath, csv: csvPath, parts }, json, csv)
  }

  /**
   * A day read, as its answer's JSON text and its CSV lines: written now if its turn has come, else
   * kept in part files until it does.
   */
  addDay(day: string, json: string, rows: Iterable<string>): void {
    this.writeInTurn()
    if (day === this.days[this.next]) {
      this.writeKey(day)
      this.json.write(json)
      this.csv.writeAll(rows)
      this.next++
      this.writeInTurn()
    } else {
      writePart(this.part(day, 'json'), [json])
      writePart(this.part(day, 'csv'), rows)
      this.early.add(day)
    }
  }

  /** A day that will not come: the days after it need not wait for it. */
  dayMissing(day: string): void {
    this.missing.add(day)
  }

  /** Writes every day still waiting, then the report's tail, and gives both files their names. */
  finish(tail: RangeTail): void {
    for (const day of this.days.slice(this.next)) {
      if (this.early.has(day)) this.writeEarly(day)
    }
    this.next = this.days.length
    const end = JSON.stringify(tail, null, 2).slice(1)
    this.json.write(`${this.written ? '\n  ' : ''}},${end}\n`)
    this.json.close()
    this.csv.close()
    fs.renameSync(`${this.paths.json}.partial`, this.paths.json)
    fs.renameSync(`${this.paths.csv}.partial`, this.paths.csv)
  }

  /** Removes the part files, and what is left of a range that did not finish. */
  remove(): void {
    this.json.discard()
    this.csv.discard()
    fs.rmSync(this.paths.parts, { recursive: true, force: true })
    fs.rmSync(`${this.paths.json}.partial`, { force: true })
    fs.rmSync(`${this.paths.csv}.partial`, { force: true })
  }

  /** Writes the days whose turn has come: past the missing ones, the early ones in order. */
  private writeInTurn(): void {
    while (this.next < this.days.length) {
      const day = this.days[this.next]
      if (this.early.has(day)) this.writeEarly(day)
      else if (!this.missing.has(day)) return
      this.next++
    }
  }

  private writeEarly(day: string): void {
    this.writeKey(day)
    this.json.copy(this.part(day, 'json'))
    this.csv.copy(this.part(day, 'csv'))
    this.early.delete(day)
  }

  /** The key of a day in the report's `days`: its answer follows. */
  private writeKey(day: string): void {
    this.json.write(`${this.written++ ? ',' : ''}\n    ${JSON.stringify(day)}: `)
  }

  private part(day: string, kind: 'json' | 'csv'): string {
    return path.join(this.paths.parts, `${day}.${kind}`)
  }
}

/**
 * A file written from many small texts, gathered into writes of some 64 KiB: a day is a few dozen
 * writes, not thousands, and no text of it grows past V8's large-object size (128 KiB), which only a
 * full collection frees.
 */
class TextFile {
  private static readonly WRITE_SIZE = 64 * 1024
  private fd: number | undefined
  private pending = ''

  constructor(file: string) {
    this.fd = fs.openSync(file, 'w')
  }

  write(text: string): void {
    if (text.length >= TextFile.WRITE_SIZE) {
      // A whole answer's text: joined to what is pending, it would be copied once more.
      this.flush()
      this.writeText(text)
      return
    }
    this.pending += text
    if (this.pending.length >= TextFile.WRITE_SIZE) this.flush()
  }

  writeAll(texts: Iterable<string>): void {
    for (const text of texts) this.write(text)
  }

  /** Another file's content, a chunk at a time. */
  copy(file: string): void {
    this.flush()
    const from = fs.openSync(file, 'r')
    try {
      const chunk = Buffer.allocUnsafe(TextFile.WRITE_SIZE)
      for (let size; (size = fs.readSync(from, chunk)) > 0;)
        this.writeBytes(chunk.subarray(0, size))
    } finally {
      fs.closeSync(from)
    }
  }

  /** Writes what is pending and closes the file; once only, so `remove` may follow `finish`. */
  close(): void {
    if (this.fd === undefined) return
    const fd = this.fd
    try {
      this.flush()
    } finally {
      this.fd = undefined
      fs.closeSync(fd)
    }
  }

  /** Closes the file without writing what is pending: it is about to be removed. */
  discard(): void {
    this.pending = ''
    this.close()
  }

  private flush(): void {
    if (this.pending.length === 0) return
    const text = this.pending
    this.pending = ''
    this.writeText(text)
  }

  /**
   * A text written as it is: Node encodes it into memory of its own, freed at once, where a Buffer
   * would wait for the garbage collector. A short write (a full disk) goes on from where it stopped.
   */
  private writeText(text: string): void {
    if (this.fd === undefined) throw new Error('write to a closed file')
    const written = fs.writeSync(this.fd, text)
    const bytes = Buffer.byteLength(text)
    if (written < bytes) this.writeBytes(Buffer.from(text, 'utf8').subarray(written))
  }

  private writeBytes(bytes: Uint8Array): void {
    if (this.fd === undefined) throw new Error('write to a closed file')
    for (let done = 0; done < bytes.length;) {
      done += fs.writeSync(this.fd, bytes, done, bytes.length - done)
    }
  }
}

function writePart(file: string, texts: Iterable<string>): void {
  const part = new TextFile(file)
  try {
    part.writeAll(texts)
  } finally {
    part.close()
  }
}
