import { availableParallelism } from 'node:os'

/** ts-jest in ESM mode: see the toolchain notes in docs/development.md. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testTimeout: 30000,
  // Much of a test file's time is spent waiting (on servers, child processes, request timeouts,
  // Retry-After pauses), not computing: half as many workers again as cores (three on the 2-core
  // machines) keeps the cores busy while one file waits.
  maxWorkers: Math.max(3, Math.ceil(availableParallelism() * 1.5))
}
