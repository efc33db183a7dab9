/**
 * Where the Azure Pipelines task lives and what its agent runs: read by its generator (azure.ts),
 * the bundle's build (scripts/azure-task-folder.ts) and its test, with nothing else imported, so
 * that none of them needs the list of generators (scripts/wrappers.ts) loaded first.
 */
export const AZURE_FOLDER = 'ci/azure'
export const TASK_NAME = 'AppStoreDeploy'
/** The bundle the agent runs, from the task's folder (`npm run build:azure-task` writes it). */
export const TASK_ENTRY = 'dist/index.js'
