/** The one way to wait: every retry delay and every poll interval goes through it. */
export function sleep(ms: number): Promise<void> {
  return new Promise(resolve => setTimeout(resolve, ms))
}
