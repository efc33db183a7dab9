/**
 * Calls `then` when `signal` aborts, until the returned function is called. It listens on a signal of
 * its own that follows `signal` (`AbortSignal.any`), which adds no listener to `signal` itself: a
 * fleet's requests and waits, forty at once on the run's one signal, would otherwise each add one,
 * and Node warns past ten (MaxListenersExceededWarning).
 */
export function onAbort(signal: AbortSignal | undefined, then: () => void): () => void {
  if (!signal) return () => undefined
  const own = AbortSignal.any([signal])
  own.addEventListener('abort', then, { once: true })
  return () => own.removeEventListener('abort', then)
}
