import { describe, expect, test } from '@jest/globals'
import { serviceWords } from '../src/service/errors.js'
import { md, mdLink } from '../src/text/markdown.js'
import { oneLine, safeLines } from '../src/text/untrusted.js'

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
