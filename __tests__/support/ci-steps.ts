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

/**
 * A failed submission's reason as a hostile service writes it (issue 46): a quote of each kind, a
 * command substitution and backticks a shell would run, Azure's and GitHub's commands, and a second
 * line. Every platform hands it on exactly; only the log shows it neutralised.
 */
export const HOSTILE_REASON = [
  `it's "$(touch pwned)" \`id\` ##vso[task.setvariable variable=X]y ::error::x`,
  'and a second line'
].join('\n')

/** The emulator answers the status of `sub_failed` once, failed with `reason`. */
export function failedWith(reason: string): FaultSpec {
  return answer('GET', '/ios/signed_ipas/sub_failed', 200, {
    id: 'sub_failed',
    status: 'failed',
    failure_reason: reason
  })
}

/**
 * The lines of a log that a CI would obey as a command: GitHub's runner, `::` at a line's start
 * (after blanks) and `##[` anywhere; Azure's agent, `##vso[` anywhere (any case). A line ends at
 * `\r`, `\n` or `\r\n`, as both read them.
 */
export function commandLines(log: string): string[] {
  return log.split(/\r\n|\r|\n/).filter(line => /^\s*::|##(vso)?\[/i.test(line))
}

/**
 * GITHUB_OUTPUT as the runner reads it (actions/runner, FileCommandManager.cs,
 * `EnvFileKeyValuePairs`): `name=value` lines, and `name<<delimiter` blocks whose value is the text
 * up to the line break before the first line that, its end trimmed, is the delimiter.
 */
export function runnerOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  let index = 0
  const readLine = (): { line: string; newline: number } | undefined => {
    if (index >= text.length) return undefined
    const at = text.indexOf('\n', index)
    const end = at < 0 ? text.length : at
    const crlf = end > index && text[end - 1] === '\r'
    const line = text.slice(index, crlf ? end - 1 : end)
    index = at < 0 ? text.length : at + 1
    return { line, newline: at < 0 ? 0 : crlf ? 2 : 1 }
  }
  for (let read = readLine(); read; read = readLine()) {
    const { line } = read
    if (!line) continue
    const equals = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1)
      continue
    }
    const [name, delimiter] = [line.slice(0, heredoc), line.slice(heredoc + 2)]
    const start = index
    let end = index
    for (let value = readLine(); value?.line.trimEnd() !== delimiter; value = readLine()) {
      if (!value) throw new Error(`GITHUB_OUTPUT: no delimiter ends ${name}`)
      end = index - value.newline
    }
    outputs[name] = end > start ? text.slice(start, end) : ''
  }
  return outputs
}

/**
 * A dotenv report as GitLab reads it (`Ci::ParseDotenvArtifactService#scan_line!`: each line
 * `/^(.*?)=(.*)$/`, both sides stripped; a line that does not match refuses the whole report),
 * then its runner's expansion of the values (`$$` a `$`, `$NAME` and `${NAME}` a variable's value).
 */
export function gitlabReads(
  report: string,
  jobVariables: Record<string, string> = {}
): Record<string, string> {
  const expand = (value: string): string =>
    value.replace(/\$\$|\$\{(\w+)\}|\$(\w+)/g, (match, braced?: string, bare?: string) =>
      match === '$$' ? '$' : (jobVariables[braced ?? bare ?? ''] ?? '')
    )
  const lines = report.endsWith('\n') ? report.slice(0, -1).split('\n') : report.split('\n')
  return Object.fromEntries(
    lines.map(line => {
      const found = /^(.*?)=(.*)$/.exec(line)
      if (!found) throw new Error(`GitLab refuses the report: 'Invalid Format' (${line})`)
      return [found[1].trim(), expand(found[2].trim())]
    })
  )
}
