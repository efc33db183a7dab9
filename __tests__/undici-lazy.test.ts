import { describe, expect, test } from '@jest/globals'
import { createRequire } from 'node:module'

// Node's own require, outside Jest's module registry: its cache tells whether undici was evaluated.
const require = createRequire(import.meta.url)

describe('the stand-in for undici in the bundle (src/bundle/undici-lazy.cjs)', () => {
  test('evaluates undici on first use only, then gives its exports as they are', () => {
    const undiciPath = require.resolve('undici/index.js')
    delete require.cache[undiciPath]
    const lazy = require('../src/bundle/undici-lazy.cjs') as Record<string, unknown>
    // The bundler's interop check of a CommonJS module loads nothing.
    expect(lazy.__esModule).toBeUndefined()
    expect(require.cache[undiciPath]).toBeUndefined()

    const undici = require('undici/index.js') as Record<string, unknown>
    expect(lazy.ProxyAgent).toBe(undici.ProxyAgent)
    expect(lazy.fetch).toBe(undici.fetch)
    expect('Agent' in lazy).toBe(true)
  })
})
