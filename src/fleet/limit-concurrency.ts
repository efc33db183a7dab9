/**
 * Runs tasks at most `limit` at a time, the others waiting their turn in the order they came: the
 * creates of a fleet, bounded by `concurrency`.
 */
export function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  // A task that ends hands its turn to the first waiting, if any.
  const next = (): void => {
    const first = waiting.shift()
    if (first) first()
    else running -= 1
  }
  return async task => {
    if (running >= limit) await new Promise<void>(resolve => waiting.push(resolve))
    else running += 1
    try {
      return await task()
    } finally {
      next()
    }
  }
}
