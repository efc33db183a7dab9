import { availableParallelism } from 'node:os'

/** Jest in ESM mode, TypeScript stripped by esbuild: see the toolchain notes in docs/development.md. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // @actions/workflow-parser's JSON imports lack `with { type: 'json' }` (deprecated by jest): see the files.
    '^\\.\\./action-v1\\.0\\.min\\.json$': '<rootDir>/__tests__/support/action-schema-json.js',
    '^\\.\\./workflow-v1\\.0\\.min\\.json$': '<rootDir>/__tests__/support/workflow-schema-json.js',
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': '<rootDir>/__tests__/support/esbuild-transform.js'
  },
  // Says once per run (not once per file) which tests skip without ../shared/fixtures/ipas/.
  globalSetup: '<rootDir>/__tests__/support/global-setup.js',
  testTimeout: 30000,
  // Much of a test file's time is spent waiting (on servers, child processes, request timeouts,
  // Retry-After pauses), not computing: half as many workers again as cores (three on the 2-core
  // machines) keeps the cores busy while one file waits.
  maxWorkers: Math.max(3, Math.ceil(availableParallelism() * 1.5))
}
