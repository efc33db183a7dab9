/**
 * The runs in this process, by the names tests have imported them from: each now lives in the
 * harness of its adapter (the action's in run-action.ts, the tool's in run-cli.ts), on the engine of
 * in-process.ts. Import them from there.
 */
export { runActionInProcess } from './run-action.js'
export { runCliInProcess } from './run-cli.js'
