/** Text written into XML 1.0, whatever it holds. */

/**
 * Characters XML 1.0 cannot hold at all, not even escaped: the control characters but tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const ILLEGAL_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/**
 * Text for an attribute's value or an element's content: the illegal characters removed, and the
 * five that XML reads (`&`, `<`, `>`, `"`, `'`) escaped, so that `</failure>` or `]]>` stays text.
 * Line breaks in an attribute are written as references, which a parser keeps (it would fold them
 * into spaces otherwise).
 */
export function xmlEscaped(text: string): string {
  return text
    .replace(ILLEGAL_IN_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;')
}

/** An element with its attributes (in this order) and its children, already XML. */
export function element(
  name: string,
  attributes: Record<string, string | number | undefined>,
  children: readonly string[] = []
): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${xmlEscaped(String(value))}"`)
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
