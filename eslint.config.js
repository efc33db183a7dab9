import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off'
    }
  },
  {
    // The action itself logs through @actions/core so that the runner sees it.
    files: ['src/**/*.ts'],
    rules: {
      'no-console': 'error',
      // A function a reader takes in at once (the house's guide: about 60 lines).
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    // TEMPORARY: shortened by the outcome work; the lead removes this list.
    files: [
      'src/cli/run.ts',
      'src/fleet/report.ts',
      'src/fleet/run-fleet.ts',
      'src/ipa-input/app-card.ts',
      'src/ipa-input/ipa-file.ts',
      'src/exactly-once/submit-once.ts',
      'src/follow-submission/follow-submission.ts',
      'src/follow-submission/wait.ts',
      'src/commands/status/follow-one.ts',
      'src/commands/submit/release.ts',
      'src/commands/failures/submission.ts'
    ],
    rules: { 'max-lines-per-function': 'off' }
  }
)
