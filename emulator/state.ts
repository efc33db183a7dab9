import type { AppIdentity } from './app-identity.js'
import type { SubmissionOutcome } from './types.js'

/** What the emulator stores: unsigned IPAs and signed IPA submissions, with their uploaded files. */

export interface StoredFile {
  storedPath: string
  filename: string
  size: number
  sha256: string
  /** The app's bundle id, version and build, as the IPA's Info.plist gives them. */
  app?: AppIdentity
}

/** Where an IPA came from: a URL the client gave, or a file it uploaded. */
export type IpaSource = { url: string } | { file: StoredFile }

export interface UnsignedIpaRecord {
  id: string
  source: string
  created_at: string
  file?: StoredFile
}

export type SubmissionStatus = 'pending' | 'processing' | 'completed' | 'failed'

export interface Submission {
  id: string
  status: SubmissionStatus
  created_at: string
  updated_at: string
  team_id: number
  notify_emails: string | null
  source: string
  file?: StoredFile
  /** Fixed at creation, so reconfiguring affects only later submissions. */
  outcome: SubmissionOutcome
  pollsSinceStep: number
}

const now = (): string => new Date().toISOString()

export class EmulatorState {
  private unsigned = new Map<string, UnsignedIpaRecord>()
  private submissions = new Map<string, Submission>()
  private unsignedCount = 0
  private submissionCount = 0
  private made = { submissions: [] as string[], unsignedIpas: [] as string[] }

  /** Forget everything, ids included: after a reset the next ids are ipa_0001 and sub_0001 again. */
  clear(): void {
    this.unsigned.clear()
    this.submissions.clear()
    this.made = { submissions: [], unsignedIpas: [] }
    this.unsignedCount = 0
    this.submissionCount = 0
  }

  addUnsignedIpa(origin: string, source: IpaSource): UnsignedIpaRecord {
    const id = `ipa_${String(++this.unsignedCount).padStart(4, '0')}`
    const record: UnsignedIpaRecord = {
      id,
      source: sourceUrl(origin, id, source),
      created_at: now()
    }
    if ('file' in source) record.file = source.file
    this.unsigned.set(id, record)
    this.made.unsignedIpas.push(id)
    return record
  }

  /** Ids of every record created since the last clear, deleted ones included (copies). */
  madeIds(): { submissions: string[]; unsignedIpas: string[] } {
    return { submissions: [...this.made.submissions], unsignedIpas: [...this.made.unsignedIpas] }
  }

  unsignedIpas(): UnsignedIpaRecord[] {
    return [...this.unsigned.values()]
  }

  deleteUnsignedIpa(id: string): UnsignedIpaRecord | undefined {
    const record = this.unsigned.get(id)
    this.unsigned.delete(id)
    return record
  }

  addSubmission(
    origin: string,
    request: {
      source: IpaSource
      teamId: number
      notifyEmails?: string
      outcome: SubmissionOutcome
    }
  ): Submission {
    const id = `sub_${String(++this.submissionCount).padStart(4, '0')}`
    const created = now()
    const submission: Submission = {
      id,
      status: 'pending',
      created_at: created,
      updated_at: created,
      team_id: request.teamId,
      notify_emails: request.notifyEmails ?? null,
      source: sourceUrl(origin, id, request.source),
      outcome: request.outcome,
      pollsSinceStep: 0
    }
    if ('file' in request.source) submission.file = request.source.file
    this.submissions.set(id, submission)
    this.made.submissions.push(id)
    return submission
  }

  submission(id: string): Submission | undefined {
    return this.submissions.get(id)
  }

  allSubmissions(): Submission[] {
    return [...this.submissions.values()]
  }

  /** A stored file served at /files/{id}/{filename}. */
  file(id: string): StoredFile | undefined {
    return this.unsigned.get(id)?.file ?? this.submissions.get(id)?.file
  }
}

/**
 * Count one poll of `submission`; every `pollsPerStep` polls it moves one step:
 * pending -> processing -> its outcome ('stuck' stays processing).
 */
export function poll(submission: Submission, pollsPerStep: number): void {
  if (submission.status === 'completed' || submission.status === 'failed') return
  if (submission.status === 'processing' && submission.outcome === 'stuck') return
  submission.pollsSinceStep += 1
  if (submission.pollsSinceStep < pollsPerStep) return
  submission.pollsSinceStep = 0
  submission.status =
    submission.status === 'pending' ? 'processing' : (submission.outcome as 'completed' | 'failed')
  submission.updated_at = now()
}

/** The submission as GET /ios/signed_ipas(/{id}) answers it. */
export function submissionView(submission: Submission, fileFields = true): Record<string, unknown> {
  const { id, status, created_at, updated_at, team_id, notify_emails, source, file } = submission
  const view: Record<string, unknown> = {
    id,
    status,
    created_at,
    updated_at,
    team_id,
    notify_emails,
    source
  }
  if (file && fileFields)
    Object.assign(view, {
      file_name: file.filename,
      file_size: file.size,
      file_sha256: file.sha256,
      ...file.app
    })
  if (status === 'failed')
    view.error_message = 'The App Store rejected the build (emulated failure).'
  return view
}

function sourceUrl(origin: string, id: string, source: IpaSource): string {
  return 'url' in source
    ? source.url
    : `${origin}/files/${id}/${encodeURIComponent(source.file.filename)}`
}
