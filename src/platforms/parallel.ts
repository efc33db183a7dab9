import type { Parallel } from '../commands/run-context.js'
import { oneLine } from '../text/untrusted.js'
import type { Env } from './platform.js'

/**
 * The CI's parallel copies of a job, from the two variables it sets on each (`first`: the index of
 * the first copy, 0 or 1), the index then counted from 0; undefined when either is missing. A value
 * that is not a whole number is kept as NaN, for the shard's reader to refuse by the variable's name.
 */
export function parallelOf(
  env: Env,
  indexVariable: string,
  totalVariable: string,
  first: 0 | 1
): Parallel | undefined {
  const index = env[indexVariable]?.trim()
  const total = env[totalVariable]?.trim()
  if (!index || !total) return undefined
  const whole = (text: string): number => (/^\d+$/.test(text) ? Number(text) : Number.NaN)
  return {
    index: whole(index) - first,
    total: whole(total),
    variables: `${indexVariable} (${oneLine(index, 20)}) and ${totalVariable} (${oneLine(total, 20)})`
  }
}
