import { Inputs } from '../inputs/names.js'
import { InputProblem, parseInteger } from '../inputs/parse.js'
import type { InputReader } from '../inputs/reader.js'
import type { Shard } from './report-document.js'

/** More jobs than this would each send next to nothing, and list the fleet as often. */
const MOST_SHARDS = 1000

/** A run that is not split: the whole fleet, as one shard. */
export const WHOLE: Shard = { index: 0, total: 1 }

/**
 * `shard-index` and `shard-total`, both or neither; without them, with `multiple`, the CI's parallel
 * copies of the job (a total of 1, which the CIs set for an ordinary job, is no split). A split given
 * needs `multiple`: each copy would otherwise send the one IPA it was given. Every problem is told
 * with the others.
 */
export function readShard(inputs: InputReader, multiple: boolean | undefined): Shard | undefined {
  const indexText = inputs.value(Inputs.ShardIndex)
  const totalText = inputs.value(Inputs.ShardTotal)
  if (!indexText && !totalText) return shardOfTheCi(inputs, multiple)
  if (!indexText || !totalText) {
    const [given, missing] = indexText
      ? [Inputs.ShardIndex, Inputs.ShardTotal]
      : [Inputs.ShardTotal, Inputs.ShardIndex]
    return inputs.check(() => {
      throw new InputProblem(
        given,
        `is given without ${inputs.names.referred(missing)}: give both (this job's share from 0, and how many jobs share the fleet), or neither.`
      )
    })
  }
  const total = inputs.check(() =>
    parseInteger(Inputs.ShardTotal, totalText, {
      min: 1,
      max: MOST_SHARDS,
      what: 'how many jobs share the fleet'
    })
  )
  const index = inputs.check(() =>
    parseInteger(Inputs.ShardIndex, indexText, {
      min: 0,
      max: MOST_SHARDS - 1,
      what: "this job's share, from 0"
    })
  )
  if (index === undefined || total === undefined) return undefined
  return inputs.check(() => {
    if (index >= total)
      throw new InputProblem(
        Inputs.ShardIndex,
        `is ${index}, but ${inputs.names.referred(Inputs.ShardTotal)} is ${total}: the shards are numbered from 0 to ${total - 1}.`
      )
    if (total > 1 && multiple === false)
      throw new InputProblem(
        Inputs.ShardTotal,
        `is ${total}, but only ${inputs.names.setting(Inputs.Multiple, 'true')} splits a fleet: set it, so that each job sends its share of the IPAs matched.`
      )
    return { index, total }
  })
}

/**
 * The shard the CI's parallel copies of the job say, when it runs several of a fleet; else the whole
 * fleet. A run of one IPA is no fleet: GitLab's `parallel: matrix:` and Azure's `matrix` set the same
 * variables on jobs that each send their own IPA, and those are sent whole.
 */
function shardOfTheCi(inputs: InputReader, multiple: boolean | undefined): Shard | undefined {
  const parallel = inputs.parallel
  if (!parallel || parallel.total === 1 || multiple === false) return WHOLE
  const { index, total, variables } = parallel
  const give = `give ${inputs.names.referred(Inputs.ShardIndex)} and ${inputs.names.referred(Inputs.ShardTotal)} instead`
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(total) || index < 0 || index >= total) {
    inputs.problem(
      `The CI's parallel job variables ${variables} do not say which of the job's copies this is: ${give}.`
    )
    return undefined
  }
  return { index, total }
}
