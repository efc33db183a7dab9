/** A stretch of the remote file held in the local copy: bytes [start, end) of the file, at `at`. */
export interface Part {
  start: number
  end: number
  at: number
}

/**
 * Which stretches of the remote file were fetched, and where the local copy holds each. Parts never
 * overlap: only what is missing is ever fetched.
 */
export class FetchedParts {
  private readonly parts: Part[] = []

  add(part: Part): void {
    if (part.end > part.start) this.parts.splice(this.after(part.start), 0, part)
  }

  /** The part that holds byte `position`, if one does. */
  holding(position: number): Part | undefined {
    const part = this.parts[this.after(position) - 1]
    return part && position < part.end ? part : undefined
  }

  /** Where the first part after `position` starts (Infinity when none does). */
  nextStart(position: number): number {
    return this.parts[this.after(position)]?.start ?? Infinity
  }

  /** The stretches of [start, end) not fetched yet, in order. */
  missing(start: number, end: number): [number, number][] {
    const gaps: [number, number][] = []
    let at = start
    for (let i = Math.max(0, this.after(start) - 1); at < end && i < this.parts.length; i++) {
      const part = this.parts[i] as Part
      if (part.end <= at) continue
      if (part.start >= end) break
      if (part.start > at) gaps.push([at, part.start])
      at = Math.max(at, part.end)
    }
    if (at < end) gaps.push([at, end])
    return gaps
  }

  /** The index of the first part that starts after `position`. */
  private after(position: number): number {
    let [low, high] = [0, this.parts.length]
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.parts[middle] as Part).start <= position) low = middle + 1
      else high = middle
    }
    return low
  }
}

/**
 * Stretches to fetch for `ranges`: sorted, those closer than `gap` bytes joined (one request costs
 * more than a few KiB more of it), each cut to at most `most` bytes.
 */
export function coalesced(
  ranges: readonly { position: number; length: number }[],
  { gap, most, size }: { gap: number; most: number; size: number }
): [number, number][] {
  const sorted = ranges
    .map(({ position, length }) => [position, Math.min(position + length, size)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  const joined: [number, number][] = []
  for (const [start, end] of sorted) {
    const last = joined[joined.length - 1]
    if (last && start <= last[1] + gap) last[1] = Math.max(last[1], end)
    else joined.push([start, end])
  }
  return joined.flatMap(([start, end]) => splitRange(start, end, most))
}

/** [start, end) cut into stretches of at most `most` bytes. */
export function splitRange(start: number, end: number, most: number): [number, number][] {
  const result: [number, number][] = []
  for (let at = start; at < end; at += most) result.push([at, Math.min(at + most, end)])
  return result
}
