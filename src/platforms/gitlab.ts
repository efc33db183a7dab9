import { oneLineOfControls } from '../text/untrusted.js'
import type { Platform } from './platform.js'
import { terminal } from './terminal.js'
import { parallelOf } from './variables.js'

/**
 * GitLab CI: the dotenv lines the tool prints become a `dotenv` report, which GitLab reads itself
 * (one NAME=value a line, no quotes) and gives the later jobs as variables. A retried job keeps its
 * pipeline, which ties a release.
 */
export const gitlab: Platform = {
  ...terminal,
  // GitLab reads a report's line itself (`/^(.*?)=(.*)$/`, both sides stripped, in
  // Ci::ParseDotenvArtifactService): no shell and no log parser, so the value is written as the
  // service wrote it, its `::` and `##vso[` whole. A line break cannot be carried (a line without
  // `=` makes GitLab refuse the whole report): line breaks and other control characters become a
  // space, the least it can lose. GitLab keeps the values as variables that its runner expands in
  // the later jobs (gitlab-org/gitlab#390115): `$HOME` in the service's text would become the job's
  // home, and `$CI_JOB_TOKEN` the token. `$$` is GitLab's literal `$`.
  dotenv: {
    write: value => oneLineOfControls(value).replace(/\$/g, '$$$$'),
    read: value => value.replace(/\$\$/g, '$')
  },
  name: 'GitLab CI',
  detect: env => Boolean(env.GITLAB_CI),
  variables: ['GITLAB_', 'CI_'],
  // SchemaStore's gitlab-ci.json, kept under that name.
  examples: [
    { file: 'gitlab-ci.yml', schemas: ['gitlab-ci.json'] },
    { file: 'gitlab-fleet.yml', schemas: ['gitlab-ci.json'] }
  ],
  run: env => ({
    ...terminal.run(env),
    checkout: env.CI_PROJECT_DIR || undefined,
    // `parallel: N` numbers the job's copies from 1 (and names each `submit 2/3`).
    parallel: parallelOf(env, 'CI_NODE_INDEX', 'CI_NODE_TOTAL', 1),
    pipeline: env.CI_PIPELINE_ID
      ? {
          ci: 'GitLab CI',
          word: 'pipeline',
          id: `pipeline ${env.CI_PROJECT_PATH ?? ''}#${env.CI_PIPELINE_ID}`,
          job: env.CI_JOB_NAME || undefined
        }
      : undefined
  })
}
