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
  maxWorkers: Math.max(3, Math.ceil(availableParallelism() * 1.5)),
  // A worker keeps each file's modules (jest's ESM loader), growing past 1 GB by the end of a run;
  // tearing down that much at exit takes longer than the half second jest grants a worker to exit
  // on a loaded machine, and jest then warns of 'improper teardown'. A worker past 512 MB of heap
  // is replaced between files instead.
  workerIdleMemoryLimit: '512MB'
}
