/**
 * What the suites of the CIs that hand outputs to later steps (Bitrise, CircleCI) share: text from
 * the service that holds every trick a shell, envman or a CI's log parser could fall for, the
 * emulator's answers that carry it, and a pre-signed URL.
 */
import { randomBytes } from 'node:crypto'
import type { FaultSpec } from '../../emulator/server.js'

/**
 * A status, a creation time, a failure reason as a hostile service writes them: a leading `-` (an
 * option to a program), quotes, a command substitution and backticks that would create `pwned` in
 * the folder they run in, variables, a backslash, a new line, and Azure's and GitHub's commands.
 */
export const HOSTILE_VALUE = [
  `-x it's "quoted" $(touch pwned) \`touch pwned\` $HOME \${PATH} \\n \\`,
  '##vso[task.setvariable variable=PWNED]1 ::set-output name=status::PWNED'
].join('\n')

/** The emulator answers `route` once with `body`, as JSON. */
export function answer(method: string, route: string, status: number, body: unknown): FaultSpec {
  return {
    method,
    path: route,
    kind: { type: 'status', status, body: JSON.stringify(body), contentType: 'application/json' }
  }
}

/** An S3 URL signed for an hour, whose query is a secret. */
export function signedUrl(): string {
  return `https://releases.s3.eu-west-1.amazonaws.com/builds/App.ipa?${signedQuery()}`
}

/** The query of an S3 URL signed for an hour (`%2F` in its credential, as S3 writes it). */
export function signedQuery(signature = randomBytes(32).toString('hex')): string {
  return [
    'X-Amz-Algorithm=AWS4-HMAC-SHA256',
    'X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20261127%2Feu-west-1%2Fs3%2Faws4_request',
    'X-Amz-Date=20261127T101500Z',
    'X-Amz-Expires=3600',
    'X-Amz-SignedHeaders=host',
    `X-Amz-Signature=${signature}`
  ].join('&')
}

/** The emulator answers the next create with a submission whose status and time are HOSTILE_VALUE. */
export function hostileCreate(): FaultSpec {
  return answer('POST', '/ios/signed_ipas', 200, [
    { id: 'sub_hostile', status: HOSTILE_VALUE, created_at: HOSTILE_VALUE }
  ])
}
