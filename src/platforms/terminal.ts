import * as os from 'node:os'
import { githubRun } from './github.js'
import type { Platform } from './platform.js'

/**
 * A terminal, and any CI no other module knows: the log on stderr as `warning: …` lines, the outputs
 * as the dotenv lines printed on stdout, reports where the user is. In a GitHub Actions `run:` step,
 * its run ties a release as the action's does.
 */
export const terminal: Platform = {
  name: 'a terminal',
  detect: () => true,
  variables: [],
  run: githubRun,
  // Reports where the user is, as any tool of a terminal writes them; parts in the temporary folder.
  folders: () => ({ reports: process.cwd(), scratch: os.tmpdir() })
}
