/**
 * Finishes the Azure Pipelines task's folder after `ncc` bundled its entry into
 * ci/azure/AppStoreDeploy/dist/ (npm run build:azure-task): the bundle is ESM, and the agent runs it
 * from the task's folder alone, with no package.json of ours above it, so the folder says
 * `"type": "module"`; the source maps, which found the licenses (licenses.txt), are not shipped.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { AZURE_FOLDER, TASK_ENTRY, TASK_NAME } from './wrappers/azure-task.js'
import { repoRoot } from './markdown.js'

const folder = path.join(repoRoot, AZURE_FOLDER, TASK_NAME, path.dirname(TASK_ENTRY))
writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`)
for (const file of readdirSync(folder).filter(name => name.endsWith('.map')))
  rmSync(path.join(folder, file))
