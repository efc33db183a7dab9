import type { EmulatorConfig, FaultKind, FaultSpec } from './types.js'

/** A suffix of both create routes, POST /ios/signed_ipas and /ios/unsigned_ipas. */
export const CREATE_ROUTES = 'signed_ipas'

/** Injected faults waiting for the requests they hit, in the order they were injected. */
export class FaultBook {
  private pending: Array<{ spec: FaultSpec; left: number }> = []

  add(spec: FaultSpec): void {
    checkFault(spec)
    this.pending.push({ spec, left: spec.times ?? 1 })
  }

  clear(): void {
    this.pending = []
  }

  /** The first fault matching this request, used up by one; undefined when none matches. */
  take(method: string, path: string, query: Record<string, string>): FaultKind | undefined {
    const entry = this.pending.find(
      ({ spec }) =>
        (spec.method === undefined || spec.method.toUpperCase() === method) &&
        (spec.path === undefined || path.endsWith(spec.path)) &&
        (spec.query === undefined ||
          Object.entries(spec.query).every(
            ([name, value]) => Object.hasOwn(query, name) && query[name] === value
          ))
    )
    if (!entry) return undefined
    entry.left -= 1
    if (entry.left <= 0) this.pending = this.pending.filter(other => other !== entry)
    return entry.spec.kind
  }
}

/**
 * A busy service (EmulatorConfig.busyCreates): counts the POSTs to a create route while it is set,
 * and answers every `every`th with a 429, which is never acted on: the client may send it again.
 */
export class BusyCreates {
  private creates = 0

  clear(): void {
    this.creates = 0
  }

  /** The answer of this request (`create`: a POST to a create route) when it is one to put off. */
  take(busy: EmulatorConfig['busyCreates'], create: boolean): FaultKind | undefined {
    if (!busy || !create) return undefined
    if (++this.creates % busy.every !== 0) return undefined
    const seconds = busy.retryAfterSeconds
    return {
      type: 'status',
      status: 429,
      body: JSON.stringify({ status: 429, error: `Too busy: send it again in ${seconds} s` }),
      contentType: 'application/json; charset=utf-8',
      headers: { 'Retry-After': String(seconds) }
    }
  }
}

function checkFault({ times, query, kind }: FaultSpec): void {
  const problems: string[] = []
  if (times !== undefined && !(times >= 1)) problems.push('times must be at least 1')
  if (
    query !== undefined &&
    (typeof query !== 'object' ||
      query === null ||
      Array.isArray(query) ||
      !Object.values(query).every(value => typeof value === 'string'))
  ) {
    problems.push('query must map parameter names to strings')
  }
  if (
    kind.type === 'status' &&
    !(Number.isInteger(kind.status) && kind.status >= 100 && kind.status <= 599)
  ) {
    problems.push('status must be an HTTP status code')
  }
  if (
    (kind.type === 'reset-mid-body' || kind.type === 'stall-mid-body') &&
    !(kind.afterBytes >= 0)
  ) {
    problems.push('afterBytes must be 0 or more')
  }
  if (kind.type === 'delay' && !(kind.ms >= 0)) problems.push('ms must be 0 or more')
  if (kind.type === 'throttle' && !(kind.bytesPerSecond > 0))
    problems.push('bytesPerSecond must be more than 0')
  if (kind.type === 'cut-answer' && !(kind.afterBytes >= 0))
    problems.push('afterBytes must be 0 or more')
  if (kind.type === 'content-type' && !kind.contentType)
    problems.push('contentType must not be empty')
  if (kind.type === 'lose-answer') problems.push(...lostAnswerProblems(kind))
  if (problems.length > 0) throw new Error(`Invalid fault: ${problems.join('; ')}`)
}

function lostAnswerProblems(kind: Extract<FaultKind, { type: 'lose-answer' }>): string[] {
  const problems: string[] = []
  if (!['status', 'reset', 'silence'].includes(kind.how))
    problems.push("how must be 'status', 'reset' or 'silence'")
  const { status, body, contentType } = kind
  if (status !== undefined && !(Number.isInteger(status) && status >= 100 && status <= 599))
    problems.push('status must be an HTTP status code')
  if (body !== undefined && typeof body !== 'string') problems.push('body must be a string')
  if (contentType !== undefined && !contentType) problems.push('contentType must not be empty')
  // An answer that is never sent has no status or body: giving one is a mistake in the test.
  if (kind.how !== 'status' && [status, body, contentType].some(value => value !== undefined))
    problems.push("status, body and contentType go only with how: 'status'")
  return problems
}
