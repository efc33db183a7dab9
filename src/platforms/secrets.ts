import type { SecretKind } from '../inputs/reader.js'
import { scrubberFor, type Scrubber } from '../text/untrusted.js'

/**
 * The run's one registry of secrets: every adapter adds to it, and every line of the log, the
 * summary and the result goes through it. A platform that masks in its own log too (GitHub's
 * `::add-mask::`, Azure's `task.setsecret`) is told of each value once, as it is first added.
 * A credential (the API key, a GitHub token) shows nowhere, not even in the tool's result; a signed
 * URL's parts are hidden in the log, but a URL output keeps them, for the workflow to use (the
 * service's own record of an `ipa-url` holds them).
 */
export class Secrets {
  private readonly kinds = new Map<string, SecretKind>()
  private scrubbers: Partial<Record<'all' | 'credentials', Scrubber>> = {}

  constructor(private readonly firstSeen?: (value: string) => void) {}

  add(value: string, kind: SecretKind = 'credential'): void {
    if (!value) return
    const known = this.kinds.get(value)
    if (known === 'credential' || known === kind) return
    this.kinds.set(value, kind)
    this.scrubbers = {}
    if (!known) this.firstSeen?.(value)
  }

  /** Text with every secret hidden, in every form a service may echo it: for the log and the summary. */
  hide(text: string): string {
    return this.scrubber('all')?.scrub(text) ?? text
  }

  /** Text with the credentials hidden, a signed URL kept whole: for the result a later step reads. */
  hideCredentials(text: string): string {
    return this.scrubber('credentials')?.scrub(text) ?? text
  }

  /** Every value of the kind, or every value. */
  values(kind?: SecretKind): string[] {
    return [...this.kinds].filter(([, k]) => !kind || k === kind).map(([value]) => value)
  }

  private scrubber(which: 'all' | 'credentials'): Scrubber | undefined {
    const values = this.values(which === 'all' ? undefined : 'credential')
    if (values.length === 0) return undefined
    return (this.scrubbers[which] ??= scrubberFor(values))
  }
}
