/** `work` on each item, `width` at a time; the first failure ends it, once the others in flight are done. */
export async function forEachConcurrently<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>
): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async (): Promise<void> => {
    while (!failure && next < items.length) {
      const item = items[next++] as T
      await work(item).catch((error: unknown) => void (failure ??= { error }))
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  if (failure) throw failure.error
}
