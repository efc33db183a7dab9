import { describe, expect, test } from '@jest/globals'
import MarkdownIt from 'markdown-it'
import { serviceWords } from '../src/service/errors.js'
import {
  MAX_JSON_CONTAINERS,
  MAX_JSON_DEPTH,
  jsonShape,
  jsonTooBig
} from '../src/service/json-limits.js'
import { pathSegmentProblem, withoutSecretDeep } from '../src/service/records.js'
import { md, mdCode, mdLink } from '../src/text/markdown.js'
import { oneLine, safeLines, showsSecret, withoutSecret } from '../src/text/untrusted.js'

describe('text from the service', () => {
  test('cannot start a workflow command on any line', () => {
    const hostile = 'ok\n::set-output name=status::completed\r\n::add-mask::x'
    for (const text of [oneLine(hostile), safeLines(hostile)]) {
      for (const line of text.split(/\r?\n/)) expect(line.trimStart().startsWith('::')).toBe(false)
    }
    expect(oneLine(hostile)).not.toContain('\n')
  })

  test('an HTML proxy page is reduced to its words', () => {
    const page =
      '<html><head><title>502 Bad Gateway</title><style>body{}</style></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'
    expect(serviceWords(page, 'text/html')).toBe('502 Bad Gateway nginx')
  })

  test('JSON errors give their message; Rails field maps their fields', () => {
    expect(serviceWords('{"status":422,"error":"team_id is invalid"}', 'application/json')).toBe(
      'team_id is invalid'
    )
    expect(serviceWords('{"errors":{"team_id":["is not a number"]}}', 'application/json')).toBe(
      'team_id is not a number'
    )
    expect(serviceWords('{"message":"x"}', 'text/plain')).toBe('x')
    expect(serviceWords('plain words', undefined)).toBe('plain words')
  })

  test('long answers are cut', () => {
    expect(oneLine('x'.repeat(5000)).length).toBeLessThanOrEqual(300)
  })

  test('markdown cells cannot break a table, inject HTML or links', () => {
    const cell = md('a | b <img src=x onerror=alert(1)> [click](https://evil.example) `code`\nnext')
    expect(cell).not.toMatch(/(?<!\\)\|/)
    expect(cell).not.toContain('<')
    expect(cell).not.toMatch(/(?<!\\)\[/)
    expect(cell).not.toContain('\n')
  })

  test('links only to http(s)', () => {
    expect(mdLink('x', 'javascript:alert(1)')).toBe('x')
    expect(mdLink('run', 'https://github.com/o/r/actions/runs/1')).toBe(
      '[run](https://github.com/o/r/actions/runs/1)'
    )
  })

  test('a link is encoded once: %2F stays %2F; what would end the link or a table cell is encoded', () => {
    expect(mdLink('ipa', 'https://b.example/builds%2FApp.ipa')).toBe(
      '[ipa](https://b.example/builds%2FApp.ipa)'
    )
    expect(mdLink('x', 'https://e.example/a?b=|(c)`')).toBe(
      '[x](https://e.example/a?b=%7C%28c%29%60)'
    )
  })
})

describe('bare URLs and e-mail addresses from the service', () => {
  /**
   * Links a renderer draws out of the markdown: linkify-it, with bare domains (example.com) left
   * alone as GitHub does; it links `scheme://…` and e-mail addresses as GitHub does. It does not
   * link a bare `www.…` as GitHub does: for those the test checks that `www.` is broken, which
   * GitHub's rule needs whole.
   */
  const linkify = new MarkdownIt({ linkify: true })
  linkify.linkify.set({ fuzzyLink: false })
  const links = (markdown: string): string[] =>
    [...linkify.render(markdown).matchAll(/<a href="([^"]*)"/g)].map(match => match[1])

  test.each([
    'see https://evil.example/login now',
    'http://evil.example',
    'HTTPS://EVIL.EXAMPLE/x',
    'ftp://files.example/x',
    'www.evil.com/path',
    'go to WWW.evil.com',
    '(www.evil.com)',
    '_www.evil.com_',
    'mail release@example.com today',
    'mailto:release@example.com',
    'xmpp:user@example.com/resource'
  ])('%p is no link in md()', text => {
    const markdown = md(text)
    expect(links(markdown)).toEqual([])
    expect(links(`| a |\n| --- |\n| ${markdown} |`)).toEqual([])
    // What GitHub would link is a code span (linked by neither GitHub's parser nor its later pass),
    expect(markdown.replace(/`[^`]*`/g, '')).not.toMatch(/www\.|:\/\/|@/i)
    // with no invisible character a user would copy: without its backticks, it reads the same.
    expect(markdown).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
    expect(markdown.replace(/[`\\]/g, '')).toBe(text.replace(/`/g, ''))
  })

  test('the renderer used here does link them without md()', () => {
    expect(links('see https://evil.example/login')).toEqual(['https://evil.example/login'])
    expect(links('release@example.com')).toEqual(['mailto:release@example.com'])
  })

  test.each([
    [
      'https://a.example x@b.example www.c.example',
      '`https://a.example` `x@b.example` `www.c.example`'
    ],
    ['see https://status.example/x.', 'see `https://status.example/x`.'],
    ['(release@example.com), @octocat', '(`release@example.com`), `@octocat`'],
    ['12.5 % of 1,024 at 17:28', '12.5 % of 1,024 at 17:28'],
    ['a_b *c* <d> | e', 'a\\_b \\*c\\* &lt;d&gt; &#124; e']
  ])('%p shows as %p: addresses and URLs as code, the rest escaped', (text, shown) => {
    expect(md(text)).toBe(shown)
  })

  test('links the action draws stay links, with their labels as they are', () => {
    expect(links(mdLink('the run', 'https://github.com/o/r/actions/runs/1'))).toEqual([
      'https://github.com/o/r/actions/runs/1'
    ])
    const labelled = mdLink('https://cdn.example/App.ipa', 'https://cdn.example/App.ipa')
    expect(labelled).toBe('[https://cdn.example/App.ipa](https://cdn.example/App.ipa)')
    expect(links(labelled)).toEqual(['https://cdn.example/App.ipa'])
    // Not a link the action may draw: then it is text, and defused.
    expect(links(mdLink('https://cdn.example/x', 'javascript:alert(1)'))).toEqual([])
  })

  test('code spans were never linked, and stay as they are', () => {
    expect(mdCode('https://evil.example')).toBe('`https://evil.example`')
    expect(links(mdCode('https://evil.example'))).toEqual([])
  })
})

describe('the key in every form a service may echo', () => {
  const key = 'hk+0123456789abcdef01234567/0123456789ab='
  const echoes: Array<[string, string]> = [
    ['as it is', key],
    ['JSON-escaped', JSON.stringify(key).slice(1, -1)],
    ['with / as \\/', JSON.stringify(key).slice(1, -1).replace(/\//g, '\\/')],
    ['URL-encoded', encodeURIComponent(key)],
    [
      'URL-encoded, lower-case hex',
      encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, h => h.toLowerCase())
    ],
    ['base64', Buffer.from(key).toString('base64')],
    ['base64 of Bearer <key>', Buffer.from(`Bearer ${key}`).toString('base64')],
    [
      'base64 of Authorization: Bearer <key>',
      Buffer.from(`Authorization: Bearer ${key}`).toString('base64')
    ],
    ['base64 of x<key>', Buffer.from(`x${key}`).toString('base64')]
  ]

  test.each(echoes)('%s: shown and replaced', (_form, echoed) => {
    const text = `before ${echoed} after`
    expect(showsSecret(text, key)).toBe(true)
    const clean = withoutSecret(text, [key])
    expect(clean).toMatch(/^before .*\*\*\*.* after$/)
    for (const [, form] of echoes) expect(clean).not.toContain(form)
  })

  test('in a parsed answer: every string and key, however deep, in place and without recursion', () => {
    let deep: unknown = `Bearer ${key}`
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { [`k${key}`]: deep }
    const { value: clean, found } = withoutSecretDeep(deep, [key])
    expect(found).toBe(true)
    // Walked back without recursion: no key or string shows the secret.
    const seen: string[] = []
    for (let node: unknown = clean; typeof node === 'object' && node !== null;) {
      const next: unknown = Array.isArray(node) ? node[0] : Object.values(node)[0]
      if (!Array.isArray(node)) seen.push(...Object.keys(node))
      if (typeof next === 'string') seen.push(next)
      node = next
    }
    expect(seen).toHaveLength(50_001)
    expect(seen.filter(text => text.includes(key))).toEqual([])
    expect(seen[0]).toBe('k***')
    expect(seen.at(-1)).toBe('Bearer ***')
  })

  test('in a parsed answer without it: nothing changed, and nothing found', () => {
    const answer = JSON.parse('[{"market":"App Store","countries":[{"country":"USA","data":[]}]}]')
    const before = JSON.stringify(answer)
    const { value, found } = withoutSecretDeep(answer, [key])
    expect(found).toBe(false)
    expect(JSON.stringify(value)).toBe(before)
  })
})

describe('JSON answers are measured before they are parsed', () => {
  test('nesting is counted outside strings, without recursion', () => {
    expect(jsonShape('{"a":[1,{"b":"[[[[{{{{"}]}')).toEqual({ depth: 3, containers: 3 })
    expect(jsonShape('"\\"[[["')).toEqual({ depth: 0, containers: 0 })
    const deep = '['.repeat(400_000) + ']'.repeat(400_000)
    expect(jsonTooBig(deep)).toBe(`the answer nests deeper than ${MAX_JSON_DEPTH} levels`)
    expect(jsonTooBig('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeUndefined()
  })

  test('so many objects that they would fill the memory are refused', () => {
    const many = `[${'{},'.repeat(MAX_JSON_CONTAINERS)}{}]`
    expect(jsonTooBig(many)).toBe('the answer holds more than 500,000 objects and arrays')
  })

  test('an error body nested too deep is shown as text, not walked', () => {
    const words = serviceWords(
      '{"error":'.repeat(200_000) + '"x"' + '}'.repeat(200_000),
      'application/json'
    )
    expect(words.startsWith('{"error":{"error":')).toBe(true)
    expect(words.length).toBeLessThanOrEqual(300)
  })
})

describe('ids used as one segment of a URL path', () => {
  test.each([
    '.',
    '..',
    ' .. ',
    'a/b',
    '%2e%2e',
    '%2E.',
    '%252e%252e',
    'a%2Fb',
    'a%252Fb',
    'x\u0000y',
    ''
  ])('%p is refused', id => expect(pathSegmentProblem(id)).toBeDefined())

  test.each(['sub_0001', '42', 'ipa-9f86d081', '...', 'a.b', 'a b', 'a%20b', '%zz', 'ü', 'a\\b'])(
    '%p is fine',
    id => expect(pathSegmentProblem(id)).toBeUndefined()
  )
})
