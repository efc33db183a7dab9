/**
 * The orb's usage examples (src/examples/), which the orb registry shows: each a description and a
 * whole `version: 2.1` config that imports the orb at this version.
 */
type Yaml = Record<string, unknown>

/** The examples, by name, for the orb `reference` (`your-org/app-store-deploy@0.1.0`). */
export function orbExamples(reference: string): Record<string, Yaml> {
  const orb = reference.replace(/^[^/]+\//, '').replace(/@.*$/, '')
  const usage = (rest: Yaml): Yaml => ({ version: 2.1, orbs: { [orb]: reference }, ...rest })
  return {
    'submit-job': {
      description:
        "A macOS job builds the IPA and keeps it in the workspace; the orb's submit job attaches it, submits it and waits for the App Store. The API key is APP_DEPLOY_API_KEY, the service's address APP_DEPLOY_BASE_URL: variables of the context.",
      usage: usage({
        jobs: {
          build: {
            macos: { xcode: '16.4.0' },
            steps: [
              'checkout',
              { run: 'xcodebuild archive … && xcodebuild -exportArchive … -exportPath build' },
              { persist_to_workspace: { root: '.', paths: ['build/*.ipa'] } }
            ]
          }
        },
        workflows: {
          release: {
            jobs: [
              'build',
              {
                [`${orb}/submit`]: {
                  requires: ['build'],
                  context: 'app-store',
                  'pre-steps': [{ attach_workspace: { at: '.' } }],
                  'ipa-path': 'build/*.ipa',
                  'wait-timeout': '45m'
                }
              }
            ]
          }
        }
      })
    },
    'submit-then-status': {
      description:
        'In one job: check the IPA, submit it without waiting, then follow it with status, which reads APP_DEPLOY_SUBMISSION_ID from the variables submit left in $BASH_ENV.',
      usage: usage({
        jobs: {
          release: {
            macos: { xcode: '16.4.0' },
            steps: [
              'checkout',
              { run: 'xcodebuild archive … && xcodebuild -exportArchive … -exportPath build' },
              {
                [`${orb}/check`]: {
                  'ipa-path': 'build/*.ipa',
                  'junit-file': 'reports/app-store-rules.xml'
                }
              },
              { store_test_results: { path: 'reports' } },
              { [`${orb}/submit`]: { 'ipa-path': 'build/*.ipa', wait: false } },
              { run: 'echo "Submission $APP_DEPLOY_SUBMISSION_ID is $APP_DEPLOY_STATUS"' },
              { [`${orb}/status`]: { 'wait-timeout': '2h' } }
            ]
          }
        },
        workflows: { release: { jobs: [{ release: { context: 'app-store' } }] } }
      })
    }
  }
}
