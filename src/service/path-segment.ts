/** Longest id used in a path: ids are short (the service's are under 40 characters). */
export const MAX_ID_LENGTH = 200

/**
 * Why an id cannot be one segment of a URL path, or undefined when it can. It is percent-encoded
 * when sent, but a server (or a proxy before it) may decode it, even twice: `.`, `..` and anything
 * holding `/` once decoded would name another path (`DELETE /ios/unsigned_ipas/..` is a delete of
 * the collection), and control characters have no place in one. (A `\` goes as `%5C`, which no
 * URL parser takes for a separator.)
 */
export function pathSegmentProblem(id: string): string | undefined {
  if (id === '') return 'empty'
  if (id.length > MAX_ID_LENGTH) return `longer than ${MAX_ID_LENGTH} characters`
  const forms = [id]
  for (let i = 0; i < 3; i++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(forms[forms.length - 1])
    } catch {
      break
    }
    if (decoded === forms[forms.length - 1]) break
    forms.push(decoded)
  }
  for (const form of forms) {
    const decoded = form === id ? '' : ' once decoded'
    if (form.trim() === '.' || form.trim() === '..') {
      return `a path step (${form.trim()})${decoded}, not a name: it would leave its segment of the URL path`
    }
    if (form.includes('/')) {
      return `holding a /${decoded}: it would leave its segment of the URL path`
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(form)) return `holding control characters${decoded}`
  }
  return undefined
}
