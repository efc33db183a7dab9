/**
 * `app-store-deploy emulator`: the service's emulator (emulator/), started from the installed
 * package, so that a team tries its pipeline with `npx` and no clone of the repository.
 *
 * A command of the tool, not of the registry (src/commands/registry.ts): the registry's commands are
 * the values of the action's `command` input, read through the declared inputs and run against the
 * service, and every wrapper of ci/ offers them; the emulator is none of that: it is the service,
 * with options of its own (emulator/options.ts), and a step of a release has no use for it. Its
 * code is loaded only when it is asked for, so the tool's start-up does not pay for it.
 */
export const EMULATOR = {
  name: 'emulator',
  description:
    'Run an emulator of the service, to try a pipeline without an account (emulator --help: its options).'
} as const

export async function runEmulatorCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { runEmulator } = await import('../../emulator/start.js')
  // Once it has stopped, nothing is left to run: the process ends of itself, its output written.
  return runEmulator(argv, env, 'app-store-deploy emulator')
}
