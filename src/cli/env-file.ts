/** A value of an env file, and the line it is on (for a message about it). */
export interface EnvFileValue {
  value: string
  line: number
}

/**
 * The lines of a file the tool wrote on stdout (`APP_DEPLOY_NAME=value`), read as the tool writes
 * them and never as a shell would: the value is everything after the first `=`, as it is (quotes,
 * `$`, backticks and backslashes are text), because a value may come from the service. Blank lines
 * and `#` comments are skipped; a later line of a name wins. `badLines` are the numbers of lines that
 * are not NAME=value.
 */
export function parseEnvFile(text: string): {
  values: Map<string, EnvFileValue>
  badLines: number[]
} {
  const values = new Map<string, EnvFileValue>()
  const badLines: number[] = []
  // A byte order mark or Windows line ends are how an editor saved it, not part of a name or value.
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  lines.forEach((text, index) => {
    if (/^\s*(#|$)/.test(text)) return
    const line = index + 1
    const equals = text.indexOf('=')
    const name = equals === -1 ? '' : text.slice(0, equals)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) badLines.push(line)
    else values.set(name, { value: text.slice(equals + 1), line })
  })
  return { values, badLines }
}

/** The problem of an env file's bad lines, naming at most five of them. */
export function badLinesProblem(file: string, badLines: readonly number[]): string | undefined {
  if (badLines.length === 0) return undefined
  const shown = badLines.slice(0, 5).join(', ')
  const more = badLines.length > 5 ? ` and ${badLines.length - 5} more` : ''
  const which = badLines.length === 1 ? `Line ${shown} of` : `Lines ${shown}${more} of`
  const verb = badLines.length === 1 ? 'is' : 'are'
  return `${which} --env-file '${file}' ${verb} not NAME=value: a name of letters, digits and _, then =, then the value on the same line, as app-store-deploy prints it.`
}
