/**
 * The majors of first-party actions (github.com/actions/NAME) that workflows may use: those that run
 * on Node 24, and not an action its own README replaces. scripts/check-metadata.ts checks every
 * `uses:` of the workflows, the README and docs/ with them.
 */
import type { Findings } from './check-metadata.js'

/**
 * First-party actions (github.com/actions/NAME): the first major whose action.yml runs on Node 24, and
 * the newest major, as read from each action's own action.yml (`runs.using`) at its release tags and
 * from its release notes, on 2026-11-24 (the newest major is the newest tag seen then). A
 * `uses: actions/NAME@vN` below `node24` runs on Node 20, which GitHub deprecated and has run on
 * Node 24 by force since June 2026.
 *
 * | action                          | last on node20   | first on node24  | newest major      |
 * | ------------------------------- | ---------------- | ---------------- | ----------------- |
 * | actions/checkout                | v4 (v4.4.0)      | v5 (v5.0.0)      | v7 (v7.0.1)       |
 * | actions/setup-node              | v4 (v4.4.0)      | v5 (v5.0.0)      | v7 (v7.0.0)       |
 * | actions/upload-artifact         | v5 (v5.0.0)      | v6 (v6.0.0)      | v7 (v7.0.0)       |
 * | actions/download-artifact       | v6 (v6.0.0)      | v7 (v7.0.0)      | v8 (v8.0.1)       |
 * | actions/attest-build-provenance | v2 (v2.4.0)      | v3 (v3.0.0)      | v4 (v4.1.0)       |
 * | actions/attest                  | v2 (v2.4.0)      | v3 (v3.0.0)      | v4 (v4.2.2)       |
 * | actions/cache                   | v4 (v4.3.0)      | v5 (v5.0.0)      | v5 (v5.0.5)       |
 * | actions/github-script           | v7 (v7.1.0)      | v8 (v8.0.0)      | v8 (v8.0.0)       |
 *
 * Sources: each action's repository at the tags named, https://github.com/actions/NAME/blob/TAG/action.yml
 * (and README.md there):
 * - checkout: `runs.using: node20` at v4.4.0, `node24` at v5.0.0, v6.1.0 and v7.0.1.
 * - setup-node: `node20` at v4.4.0, `node24` at v5.0.0 to v7.0.0; its README, "Breaking changes in V5:
 *   Upgraded action from node20 to node24".
 * - upload-artifact: `node20` at v5.0.0 (its README: "v5 had preliminary support for Node.js 24, however
 *   this action was by default still running on Node.js 20"), `node24` at v6.0.0 and v7.0.0; the same
 *   for its merge/ sub-action.
 * - download-artifact: `node20` at v5.0.0 and v6.0.0, `node24` at v7.0.0 (README, "v7 - What's new":
 *   "now runs on Node.js 24") and v8.0.1.
 * - attest-build-provenance is a composite action: v2.4.0 runs actions/attest v2.4.0 (`node20`) and its
 *   predicate@1.1.5 (`node20`); v3.0.0 runs actions/attest v3.0.0 (`node24`) and predicate@2.0.0
 *   (`node24`); v4.1.0 runs actions/attest v4.1.0 (`node24`) alone.
 * - attest: `node20` at v2.4.0, `node24` at v3.0.0 to v4.2.2.
 * - cache: `node20` at v4.3.0, `node24` at v5.0.0 to v5.0.5. github-script: `node20` at v7.1.0,
 *   `node24` at v8.0.0.
 * - attest again on 2026-11-25: v4.2.2 is still its newest tag, and `v4` points at it.
 * Dependabot (.github/dependabot.yml) proposes newer majors; when one comes, raise `newest` here.
 */
export const NODE24_MAJORS: Readonly<Record<string, { node24: number; newest: number }>> = {
  checkout: { node24: 5, newest: 7 },
  'setup-node': { node24: 5, newest: 7 },
  'upload-artifact': { node24: 6, newest: 7 },
  'download-artifact': { node24: 7, newest: 8 },
  'attest-build-provenance': { node24: 3, newest: 4 },
  attest: { node24: 3, newest: 4 },
  cache: { node24: 5, newest: 5 },
  'github-script': { node24: 8, newest: 8 }
}

/**
 * A `uses:` of a first-party action: actions/NAME, a sub-action (actions/NAME/PATH) moving with its
 * repository's tags, and the ref. A SHA, a branch or an action of another owner is not matched here or
 * is left alone below.
 */
const FIRST_PARTY_USES =
  /^\s*(?:-\s+)?uses:\s*(["']?)actions\/([A-Za-z0-9_.-]+)((?:\/[^@\s"']*)?)@([^\s"'#]+)\1/

/**
 * First-party actions that their own README replaces with another, and why. attest-build-provenance's
 * README (at v4.1.0, read on 2026-11-25, https://github.com/actions/attest-build-provenance#usage)
 * says that from its v4 it is only a wrapper of actions/attest, which new workflows should use
 * instead; actions/attest v4 makes the same SLSA build provenance from the same `subject-path` when
 * given no predicate (its README, "Attestation Modes", https://github.com/actions/attest#attestation-modes).
 */
export const SUPERSEDED: Readonly<Record<string, { by: string; why: string }>> = {
  'attest-build-provenance': {
    by: 'attest',
    why: 'is a wrapper of actions/attest since its v4, and its README sends new workflows there'
  }
}

/**
 * The `uses:` lines of one file that pin a first-party action at a major that runs on Node 20, or
 * use one that its README replaces.
 */
export function checkActionMajors(name: string, content: string, findings: Findings): number {
  let checked = 0
  content.split(/\r?\n/).forEach((line, index) => {
    const match = FIRST_PARTY_USES.exec(line)
    if (!match) return
    const [, , action, subPath, ref] = match
    const where = `${name}:${index + 1}: actions/${action}${subPath}@${ref}`
    const replaced = SUPERSEDED[action]
    if (replaced) {
      checked++
      const newest = NODE24_MAJORS[replaced.by].newest
      findings.problems.push(`${where} ${replaced.why}: use actions/${replaced.by}@v${newest}.`)
      return
    }
    const known = NODE24_MAJORS[action]
    const version = /^v(\d+)(?:\.\d+){0,2}$/.exec(ref)
    if (!known || !version) return // an action this map does not know, or a SHA or branch: left alone
    checked++
    const major = Number(version[1])
    if (major < known.node24)
      findings.problems.push(
        `${where} runs on Node 20, which GitHub has deprecated: use actions/${action}${subPath}@v${known.newest} (v${known.node24} and later run on Node 24).`
      )
  })
  return checked
}
