import { appIdentity } from './app-identity.js'
import { teamIds } from './config.js'
import { readMultipart } from './multipart.js'
import type { RouteContext } from './routes.js'
import type { IpaSource } from './state.js'
import {
  HttpProblem,
  httpUrl,
  invalid,
  knownTeam,
  notifyEmails,
  objectWith,
  teamIdFromJson,
  teamIdFromText
} from './validation.js'

/** The body of POST /ios/unsigned_ipas and POST /ios/signed_ipas, as JSON or multipart, checked. */

export interface UploadForm {
  container: 'unsigned_ipa' | 'signed_ipa'
  /** Signed IPAs also carry team_id and notify_emails. */
  withTeam: boolean
}

export interface UploadInput {
  source: IpaSource
  teamId?: number
  notifyEmails?: string
}

const JSON_LIMIT = 1024 * 1024

/**
 * The fields each form takes, the emulator's schema: `inside` the container (`signed_ipa[notify_emails]`
 * as a part, `signed_ipa.notify_emails` in JSON) and `beside` it (`team_id`). Any other is refused, as
 * a strict server would, so a field the action starts to send is added here too. The file part,
 * `CONTAINER[source]`, is the multipart form's alone.
 */
export const FORM_FIELDS: Record<UploadForm['container'], { inside: string[]; beside: string[] }> =
  {
    unsigned_ipa: { inside: ['remote_source_url'], beside: [] },
    signed_ipa: { inside: ['remote_source_url', 'notify_emails'], beside: ['team_id'] }
  }

export async function readUpload(context: RouteContext, form: UploadForm): Promise<UploadInput> {
  const type = (context.headers['content-type'] ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) return fromMultipart(context, form)
  if (/^application\/([\w.-]+\+)?json\s*(;|$)/.test(type)) return fromJson(context, form)
  throw new HttpProblem(
    415,
    `Content-Type must be application/json or multipart/form-data, got '${type || '(none)'}'`
  )
}

async function fromJson(
  context: RouteContext,
  { container, withTeam }: UploadForm
): Promise<UploadInput> {
  const text = (await context.body.readAll(JSON_LIMIT)).toString('utf8')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new HttpProblem(400, `invalid JSON: ${(error as Error).message}`)
  }
  context.record.json = body
  const { inside, beside } = FORM_FIELDS[container]
  const top = objectWith(body, [container, ...beside], 'the body')
  if (top[container] === undefined) throw invalid(`${container} is required`)
  const inner = objectWith(top[container], inside, container)
  if (inner.remote_source_url === undefined) {
    throw invalid(
      `${container}.remote_source_url is required (or send the file as the multipart part '${container}[source]')`
    )
  }
  const source = { url: httpUrl(inner.remote_source_url, `${container}.remote_source_url`) }
  if (!withTeam) return { source }
  const teamId = knownTeam(teamIdFromJson(top.team_id), teamIds(context.config))
  const emails = inner.notify_emails
  return {
    source,
    teamId,
    notifyEmails:
      emails === undefined ? undefined : notifyEmails(emails, `${container}.notify_emails`)
  }
}

async function fromMultipart(
  context: RouteContext,
  { container, withTeam }: UploadForm
): Promise<UploadInput> {
  const parsed = await readMultipart(context.headers, context.body, context.uploadDir())
  context.record.fields = parsed.fields
  context.record.files = parsed.files
  const fileField = `${container}[source]`
  const urlField = `${container}[remote_source_url]`
  const emailField = `${container}[notify_emails]`
  const { inside, beside } = FORM_FIELDS[container]
  const textFields = [...inside.map(name => `${container}[${name}]`), ...beside]
  if (parsed.repeated.length > 0)
    throw invalid(`part '${parsed.repeated[0]}' was sent more than once`)
  for (const { field } of parsed.files) {
    if (textFields.includes(field))
      throw invalid(`part '${field}' must be a text field, not a file`)
    if (field !== fileField) throw invalid(unexpectedPart(field, fileField, textFields))
  }
  for (const field of Object.keys(parsed.fields)) {
    if (field === fileField)
      throw invalid(`part '${fileField}' must be a file (a part with a filename)`)
    if (!textFields.includes(field)) throw invalid(unexpectedPart(field, fileField, textFields))
  }
  const file = parsed.files[0]
  const url = parsed.fields[urlField]
  if (file && url !== undefined)
    throw invalid(`send either the file part '${fileField}' or '${urlField}', not both`)
  if (!file && url === undefined) throw invalid(`the file part '${fileField}' is required`)
  if (file && file.size === 0) throw invalid(`the file in part '${fileField}' is empty`)
  const source: IpaSource = file
    ? {
        file: {
          storedPath: file.storedPath,
          filename: file.filename,
          size: file.size,
          sha256: file.sha256,
          app: withTeam ? await appIdentity(file.storedPath) : undefined
        }
      }
    : { url: httpUrl(url, urlField) }
  if (!withTeam) return { source }
  const teamId = knownTeam(teamIdFromText(parsed.fields.team_id), teamIds(context.config))
  const emails = parsed.fields[emailField]
  return {
    source,
    teamId,
    notifyEmails: emails === undefined ? undefined : notifyEmails(emails, emailField)
  }
}

function unexpectedPart(field: string, fileField: string, textFields: string[]): string {
  const expected = [fileField, ...textFields].map(name => `'${name}'`).join(', ')
  return `unexpected part '${field}'; expected only ${expected}`
}
