/** The message of anything thrown; duck-typed, as errors from Node may come from another realm. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message)
  return String(error)
}
