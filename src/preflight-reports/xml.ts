/** Text written into XML 1.0, whatever it holds. */

/**
 * Characters XML 1.0 cannot hold at all, not even escaped: the control characters but tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const ILLEGAL_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/**
 * Text for an element's content: the illegal characters removed, and the five that XML reads (`&`,
 * `<`, `>`, `"`, `'`) escaped, so that `</failure>` or `]]>` stays text.
 */
export function xmlEscaped(text: string): string {
  return text
    .replace(ILLEGAL_IN_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * Text for an attribute's value: as content, with its line breaks and tabs as references, which a
 * parser keeps (it folds them into spaces otherwise).
 */
function attributeEscaped(text: string): string {
  return xmlEscaped(text).replace(/[\t\n\r]/g, found => `&#${found.charCodeAt(0)};`)
}

/** An element with its attributes (in this order) and its children, already XML. */
export function element(
  name: string,
  attributes: Record<string, string | number | undefined>,
  children: readonly string[] = []
): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${attributeEscaped(String(value))}"`)
    .join('')
  if (children.length === 0) return `<${name}${written}/>`
  return `<${name}${written}>${children.join('')}</${name}>`
}

/** An element holding text only. */
export function textElement(
  name: string,
  attributes: Record<string, string | number | undefined>,
  text: string
): string {
  return element(name, attributes, [xmlEscaped(text)])
}
