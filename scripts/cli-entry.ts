/**
 * Writes dist/cli.js, the `app-store-deploy` command of package.json's `bin`: it loads the bundle that
 * `npm run build` makes of src/cli/ into dist/cli/ (ncc names its output index.js).
 */
import { chmodSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js')
writeFileSync(file, "#!/usr/bin/env node\nimport './cli/index.js'\n")
chmodSync(file, 0o755)
