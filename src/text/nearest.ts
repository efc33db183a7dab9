/**
 * The edit distance of two words, counting a swap of two neighbouring letters as one edit (the
 * optimal string alignment form of Damerau–Levenshtein): `tems` → `teams` is 1, `taems` → `teams` 1.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1)
    }
  }
  return rows[a.length][b.length]
}

/**
 * The candidate a mistyped word most likely meant: the nearest, when it is near enough to be a typo
 * (at most 2 edits, and fewer than a third of the longer word's letters, so that `ls` suggests
 * nothing) and no other is as near. Case is ignored.
 */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const typed = word.toLowerCase()
  let best: string | undefined
  let bestDistance = Infinity
  let tied = false
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate.toLowerCase())
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false]
    else if (distance === bestDistance && candidate !== best) tied = true
  }
  if (best === undefined || tied) return undefined
  const longer = Math.max(typed.length, best.length)
  return bestDistance <= 2 && bestDistance * 3 < longer ? best : undefined
}
