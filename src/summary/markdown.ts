import { md } from '../text/untrusted.js'

/** A markdown table whose cells are already safe markdown; long tables end with "and N more". */
export function table(
  headers: string[],
  rows: string[][],
  { limit = 50 }: { limit?: number } = {}
): string {
  const shown = rows.slice(0, limit)
  const lines = [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...shown.map(row => `| ${row.map(cell => cell || ' ').join(' | ')} |`)
  ]
  if (rows.length > shown.length) lines.push('', `… and ${rows.length - shown.length} more.`)
  return lines.join('\n')
}

/** A two-column table of label and value, skipping empty values. */
export function facts(pairs: Array<[string, string | undefined]>): string {
  const rows = pairs
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => [md(label), value as string])
  return rows.length ? table(['', ''], rows) : ''
}

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds}s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m ${seconds % 60}s`
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`
}
