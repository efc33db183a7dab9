/**
 * Runs a script's function with its console output kept instead of shown: what it returned, and
 * what it said, as one text.
 */
import { jest } from '@jest/globals'

export async function quietly<T>(run: () => Promise<T>): Promise<{ result: T; said: string }> {
  const said: string[] = []
  const error = jest.spyOn(console, 'error').mockImplementation(line => void said.push(`${line}`))
  const log = jest.spyOn(console, 'log').mockImplementation(line => void said.push(`${line}`))
  try {
    return { result: await run(), said: said.join('\n') }
  } finally {
    error.mockRestore()
    log.mockRestore()
  }
}
