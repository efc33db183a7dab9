import type { Platform } from './platform.js'
import { terminal } from './terminal.js'

/**
 * CircleCI: a workflow rerun from failed keeps its workspace id, which ties a release.
 */
export const circleci: Platform = {
  ...terminal,
  name: 'CircleCI',
  detect: env => Boolean(env.CIRCLECI),
  run: env => ({
    ...terminal.run(env),
    pipeline: env.CIRCLE_WORKFLOW_WORKSPACE_ID
      ? {
          ci: 'CircleCI',
          word: 'workflow',
          id: `workflow workspace ${env.CIRCLE_WORKFLOW_WORKSPACE_ID}`,
          job: env.CIRCLE_JOB || undefined
        }
      : undefined
  })
}
