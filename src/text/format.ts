/** How sizes, durations and counts are written everywhere: the log, the summary and errors. */

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

/** `42s`, `3m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 60) return `${seconds}s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`
}

/** Made on first use: loading ICU's number formats costs every start of the action some 10 ms. */
let numberFormat: Intl.NumberFormat | undefined

/** `1,234,567`; `12.5`: a count as people read it. */
export function formatCount(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
  return numberFormat.format(value)
}

/** `1 team`, `3 teams`; `plural(2, 'entry', 'entries')`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** `17:28:03 UTC`: a time of day in a message about the last minutes. */
export function clockTime(at: Date | undefined): string {
  return at ? `${at.toISOString().slice(11, 19)} UTC` : 'an unknown time'
}

/** `an iOS`, `a watchOS`, `an ad hoc`: the indefinite article a name takes, by its first letter. */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`
}
