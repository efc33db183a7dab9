/**
 * jest's transform of the TypeScript files (jest.config.js): esbuild strips the types of each file
 * alone, as `isolatedModules` of tsconfig.json promises is safe, and keeps the ES modules; it does
 * not type-check (`npm run typecheck` does, in CI before the tests). A fresh clone's first run
 * transforms the files in each worker: esbuild does it several times faster than ts-jest did.
 * Plain JavaScript: jest loads it outside its module system.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { transformSync, version } from 'esbuild'

/**
 * The oldest Node the project supports (package.json's engines): an older target would drop what it
 * lacks, silently, such as the `with { type: 'json' }` of an import. Class fields as tsc defines
 * them for tsconfig.json's target (ES2022).
 */
const OPTIONS = {
  loader: 'ts',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } }
}

/** A change of esbuild, of the options or of this file makes the cached transforms stale. */
const SELF = createHash('sha256')
  .update(version)
  .update(JSON.stringify(OPTIONS))
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex')

export default {
  getCacheKey(source, sourcePath) {
    return createHash('sha256').update(SELF).update(sourcePath).update(source).digest('hex')
  },
  process(source, sourcePath) {
    const { code, map } = transformSync(source, { ...OPTIONS, sourcefile: sourcePath })
    return { code, map }
  }
}
