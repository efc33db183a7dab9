import type { IncomingHttpHeaders } from 'node:http'
import { analyticsReport, isDay } from './analytics-data.js'
import type { RequestBody } from './body.js'
import { fingerprintOf, idempotencyKey, type IdempotencyBook } from './idempotency.js'
import { poll, submissionView, type EmulatorState } from './state.js'
import type { EmulatorConfig, RecordedRequest } from './types.js'
import { readUpload, type UploadForm } from './upload-input.js'
import { countryCodes, HttpProblem } from './validation.js'

/** The service's routes below /api/v1, and what each answers. */

export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | {
      kind: 'text'
      status: number
      text: string
      contentType: string
      headers?: Record<string, string>
    }
  | { kind: 'file'; storedPath: string; size: number }

export interface RouteContext {
  method: string
  /** Decoded path segments below /api/v1. */
  segments: string[]
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: RequestBody
  record: RecordedRequest
  config: EmulatorConfig
  state: EmulatorState
  keys: IdempotencyBook
  /** e.g. 'http://127.0.0.1:8787', for URLs of stored files. */
  origin: string
  /** A fresh directory for this request's uploads. */
  uploadDir(): string
}

type Handler = (context: RouteContext, params: Record<string, string>) => Promise<Reply>

interface Route {
  pattern: string[]
  /** Routes a configuration can take away (statusRoutes): absent routes answer 404. */
  enabled?: (config: EmulatorConfig) => boolean
  methods: Record<string, Handler>
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  kind: 'json',
  status,
  body,
  headers
})

export const problemReply = (problem: HttpProblem): Reply =>
  json(problem.status, { status: problem.status, error: problem.message }, problem.headers)

const UNSIGNED: UploadForm = { container: 'unsigned_ipa', withTeam: false }
const SIGNED: UploadForm = { container: 'signed_ipa', withTeam: true }

const routes: Route[] = [
  {
    pattern: ['ios', 'teams'],
    methods: { GET: async context => json(200, context.config.teams) }
  },
  {
    pattern: ['ios', 'apps'],
    methods: { GET: async context => json(200, context.config.apps) }
  },
  {
    pattern: ['ios', 'unsigned_ipas'],
    methods: {
      GET: async context => {
        const list = context.state.unsignedIpas().map(({ id, source, created_at }) => ({
          id,
          source,
          created_at,
          class_name: 'UnsignedIpa'
        }))
        return json(200, list)
      },
      POST: context =>
        createOnce(context, async () => {
          const upload = await readUpload(context, UNSIGNED)
          return () => {
            const { id, source, created_at } = context.state.addUnsignedIpa(
              context.origin,
              upload.source
            )
            return json(201, [{ id, source, created_at }])
          }
        })
    }
  },
  {
    pattern: ['ios', 'unsigned_ipas', ':id'],
    methods: {
      DELETE: async (context, { id }) => {
        if (!context.state.deleteUnsignedIpa(id))
          throw new HttpProblem(404, `unsigned IPA ${id} not found`)
        return json(200, { deleted: true, id })
      }
    }
  },
  {
    pattern: ['ios', 'signed_ipas'],
    methods: {
      POST: context =>
        createOnce(context, async () => {
          const upload = await readUpload(context, SIGNED)
          return () => {
            const submission = context.state.addSubmission(context.origin, {
              source: upload.source,
              teamId: upload.teamId as number,
              notifyEmails: upload.notifyEmails,
              outcome:
                context.config.submissionOutcomes[context.state.allSubmissions().length] ??
                context.config.submissionOutcome
            })
            const { id, status, created_at } = submission
            return json(200, [{ id, status, created_at }])
          }
        }),
      // The listing counts as one poll of every submission, so a client that can only read the
      // listing (statusRoutes 'list-only') still sees submissions finish.
      GET: async context => {
        if (context.config.statusRoutes === 'none') throw new HttpProblem(404, 'Not found')
        const submissions = context.state.allSubmissions()
        for (const submission of submissions) poll(submission, context.config.pollsPerStep)
        const fileFields = context.config.fileFields
        return json(
          200,
          submissions.map(submission => submissionView(submission, fileFields))
        )
      }
    }
  },
  {
    pattern: ['ios', 'signed_ipas', ':id'],
    enabled: config => config.statusRoutes === 'record',
    methods: {
      GET: async (context, { id }) => {
        const submission = context.state.submission(id)
        if (!submission) throw new HttpProblem(404, `signed IPA submission ${id} not found`)
        poll(submission, context.config.pollsPerStep)
        return json(200, submissionView(submission, context.config.fileFields))
      }
    }
  },
  {
    pattern: ['app_analytics', ':appId'],
    methods: { GET: analytics }
  }
]

/**
 * A create route's answer: `read` reads and checks the request, and gives back how to create the
 * record; with an Idempotency-Key (honoured), that happens at most once per key.
 */
async function createOnce(context: RouteContext, read: () => Promise<() => Reply>): Promise<Reply> {
  const key = context.config.honourIdempotencyKey ? idempotencyKey(context.headers) : undefined
  if (key === undefined) return (await read())()
  return context.keys.once(context.segments.join('/'), key, async () => {
    const create = await read()
    return { fingerprint: fingerprintOf(context.record), create }
  })
}

async function analytics(context: RouteContext, { appId }: Record<string, string>): Promise<Reply> {
  if (!context.config.apps.some(app => String(app.id) === appId))
    throw new HttpProblem(404, 'App not found')
  const { timestamp } = context.query
  if (timestamp === undefined)
    throw new HttpProblem(422, 'timestamp is required (a day written YYYY-MM-DD)')
  if (!isDay(timestamp))
    throw new HttpProblem(422, `timestamp must be a day written YYYY-MM-DD, got '${timestamp}'`)
  const countries = countryCodes(context.query.country_iso_codes)
  const report = analyticsReport(appId, timestamp, countries, {
    countryCount: context.config.analyticsCountryCount
  })
  return json(200, [report])
}

/** Answer a request below /api/v1 (authentication already checked). */
export async function dispatch(context: RouteContext): Promise<Reply> {
  const matches = routes
    .filter(route => route.enabled?.(context.config) ?? true)
    .map(route => ({ route, params: match(route.pattern, context.segments) }))
    .filter((m): m is { route: Route; params: Record<string, string> } => m.params !== undefined)
  if (matches.length === 0) throw new HttpProblem(404, 'Not found')
  for (const { route, params } of matches) {
    const handler = route.methods[context.method]
    if (handler) return handler(context, params)
  }
  const allowed = [...new Set(matches.flatMap(({ route }) => Object.keys(route.methods)))].join(
    ', '
  )
  throw new HttpProblem(405, `method ${context.method} is not allowed here (allowed: ${allowed})`, {
    Allow: allowed
  })
}

function match(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = segments[i]
    else if (part !== segments[i]) return undefined
  }
  return params
}
