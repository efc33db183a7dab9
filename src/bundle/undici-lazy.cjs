'use strict'
/**
 * What the bundle gets for `import ... from 'undici'` (tsconfig.json "paths", which ncc follows):
 * undici itself, evaluated on first use. @actions/http-client and @actions/github import it at
 * their top level, yet only Octokit's requests (with a github-token) use it, while evaluating it
 * costs every start of the action about 25 ms of CPU. Reads of any name are passed on.
 */
let undici
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loading it late is the point
const load = () => (undici ??= require('undici/index.js'))

module.exports = new Proxy(
  {},
  {
    // Interop checks of the bundler must not load it: undici is a CommonJS module.
    get: (_, name) => (name === '__esModule' ? undefined : load()[name]),
    has: (_, name) => name in load()
  }
)
