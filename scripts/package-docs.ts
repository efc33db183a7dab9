/**
 * The README's lines that name the package, its version and the repository, from package.json (the
 * one place that states them) and the emulator's defaults (emulator/options.ts), each a generated
 * block between marker comments:
 *
 *   <!-- package:try:start --> … <!-- package:try:end -->          the emulator and a submit, by npx
 *   <!-- package:step:start --> … <!-- package:step:end -->        the action's step, pinned
 *   <!-- package:install:start --> … <!-- package:install:end -->  the tool installed, pinned
 */
import { EMULATOR_OPTIONS } from '../emulator/options.js'
import { declaredManifest } from './pack-manifest.mjs'

/** `owner/name` of the repository package.json names. */
export function repositoryOf(manifest: { repository: { url: string } }): string {
  return manifest.repository.url.replace(/^git\+https:\/\/github\.com\//, '').replace(/\.git$/, '')
}

export function packageBlocks(root: string): Map<string, string> {
  const manifest = declaredManifest(root) as {
    name: string
    version: string
    repository: { url: string }
  }
  const pinned = `${manifest.name}@${manifest.version}`
  const repository = repositoryOf(manifest)
  const { port, 'api-key': apiKey } = EMULATOR_OPTIONS
  return new Map([
    [
      'package:try',
      [
        '```sh',
        `npx --yes ${pinned} emulator &   # the service's emulator, no account; kill %1 stops it`,
        `export APP_DEPLOY_API_KEY=${apiKey.default} APP_DEPLOY_BASE_URL=http://127.0.0.1:${port.default}/api/v1`,
        `npx --yes ${pinned} submit --ipa-path App.ipa --dry-run   # your IPA: checked, nothing sent`,
        `npx --yes ${pinned} submit --ipa-path App.ipa --no-wait   # sent to the emulator`,
        '```'
      ].join('\n')
    ],
    [
      'package:step',
      [
        '```yaml',
        '- name: Submit to the App Store',
        '  id: submit',
        `  uses: ${repository}@v${manifest.version}`,
        '  with:',
        '    api-key: ${{ secrets.APP_DEPLOY_API_KEY }}',
        '    base-url: ${{ vars.APP_DEPLOY_BASE_URL }}',
        '    ipa-path: build/*.ipa',
        '    notify-emails: release@example.com',
        '    github-token: ${{ github.token }} # safe re-runs; needs deployments: write',
        '```'
      ].join('\n')
    ],
    [
      'package:install',
      [
        '```sh',
        `npm install --global ${pinned}   # the tool, and nothing beside it`,
        `# or the release's attested tarball: https://github.com/${repository}/releases/download/v${manifest.version}/app-store-deploy.tgz`,
        '```'
      ].join('\n')
    ]
  ])
}
