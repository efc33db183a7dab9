import type { IncomingHttpHeaders } from 'node:http'
import { oneLine } from '../../text/untrusted.js'

/** What a storage says of a refusal: its own error code and message, each as one safe line. */
export interface StorageWords {
  code?: string
  message?: string
}

/** An error code is a word; anything else in its place is not shown as one. */
const CODE = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/

/**
 * The error code and message of a storage's refusal: S3's and Google's XML (`<Code>`, `<Message>`),
 * Azure's (`x-ms-error-code`, or the same XML), Google's JSON API (`error.message`,
 * `error.errors[0].reason`); otherwise the body's first words.
 */
export function storageWords(body: string, headers: IncomingHttpHeaders): StorageWords {
  const header = headers['x-ms-error-code'] ?? headers['x-amz-error-code']
  const fromJson = jsonWords(body)
  const code = firstCode([
    typeof header === 'string' ? header : undefined,
    xmlElement(body, 'Code'),
    fromJson?.code
  ])
  // A body of markup or JSON that names no message has no words to show: its code says it all.
  const plain = /^\s*[<{[]/.test(body) && !/<html|<!doctype/i.test(body) ? undefined : body.trim()
  const message = xmlElement(body, 'Message') ?? fromJson?.message ?? (plain || undefined)
  return {
    ...(code ? { code } : {}),
    ...(message ? { message: oneLine(message, 200) } : {})
  }
}

function firstCode(candidates: (string | undefined)[]): string | undefined {
  return candidates.map(code => code?.trim()).find(code => code !== undefined && CODE.test(code))
}

function xmlElement(body: string, name: string): string | undefined {
  const found = new RegExp(`<${name}>([^<]{0,500})</${name}>`).exec(body.slice(0, 64 * 1024))
  return found?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

function jsonWords(body: string): StorageWords | undefined {
  if (!body.trimStart().startsWith('{')) return undefined
  try {
    const error = (JSON.parse(body) as { error?: unknown }).error
    if (typeof error !== 'object' || error === null) return undefined
    const { message, errors } = error as { message?: unknown; errors?: unknown }
    const reason = Array.isArray(errors)
      ? (errors[0] as { reason?: unknown } | undefined)?.reason
      : undefined
    return {
      code: typeof reason === 'string' ? reason : undefined,
      message: typeof message === 'string' ? message : undefined
    }
  } catch {
    return undefined
  }
}
