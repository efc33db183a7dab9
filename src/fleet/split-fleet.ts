import { createHash } from 'node:crypto'

/**
 * Which shard sends each IPA of a fleet, decided from the IPAs alone, so that every shard that sees
 * the same files makes the same split, whatever order they were listed in:
 * - the IPAs of one group (one bundle id) go to one shard, so that two builds of one app are still
 *   caught as a twin by the shard that checks them;
 * - the groups are balanced by weight (bytes to send): the heaviest first, each to the least loaded
 *   shard; ties go by the group's key, then to the lowest shard.
 * Each IPA is in exactly one shard; a shard may get none (more shards than groups).
 */
export interface SplitMember {
  /** What keeps IPAs together: `bundle com.example.app`, else something of its own (its file's name). */
  group: string
  /** What it costs to send: its size in bytes, or 1 where the size is not known (a URL). */
  weight: number
}

/** The shard (from 0) of each member, in the members' order. */
export function splitFleet(members: readonly SplitMember[], total: number): number[] {
  const heaviestFirst = [...groupWeights(members)].sort(
    ([keyA, weightA], [keyB, weightB]) =>
      weightB - weightA || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0)
  )
  const loads = new Array<number>(total).fill(0)
  const shardOf = new Map<string, number>()
  for (const [group, weight] of heaviestFirst) {
    // indexOf finds the lowest shard of the least load.
    const shard = loads.indexOf(Math.min(...loads))
    loads[shard] += weight
    shardOf.set(group, shard)
  }
  return members.map(member => shardOf.get(member.group)!)
}

/**
 * What the split was made of (each group with its weight, and the shard count), as a sha256: two
 * shards that saw other IPAs, or read one differently (its file's name where the other read its
 * bundle id), have other fingerprints, and may each have left an app to the other.
 */
export function splitFingerprint(members: readonly SplitMember[], total: number): string {
  const groups = [...groupWeights(members)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(JSON.stringify({ total, groups })).digest('hex')
}

/** Each group's weight: its members' weights added. */
function groupWeights(members: readonly SplitMember[]): Map<string, number> {
  const weights = new Map<string, number>()
  for (const { group, weight } of members) weights.set(group, (weights.get(group) ?? 0) + weight)
  return weights
}
