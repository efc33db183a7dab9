import { emulatorOptions, readEmulatorOptions } from './options.js'
import { startEmulator } from './server.js'
import { docsLink } from '../src/text/docs-link.js'
import { wrapped } from '../src/text/wrapped.js'

/**
 * The emulator run from a command line: `npm run emulator -- --port 8787 --outcome failed` here,
 * `app-store-deploy emulator --port 8787` from the installed package. It prints a line when it
 * listens (its base-url and api-key) and one for each request, and stops on SIGINT or SIGTERM, or
 * when the process that started it ends. Resolves with the exit code once it has stopped: 0, or 2
 * when it could not start (a bad option, a port in use), having said why and how to call it.
 *
 * `usage` is how the caller is called (`app-store-deploy emulator`), for --help.
 */
export async function runEmulator(
  argv: string[],
  env: NodeJS.ProcessEnv,
  usage: string
): Promise<number> {
  let emulator: Awaited<ReturnType<typeof startEmulator>>
  try {
    const read = readEmulatorOptions(argv, env)
    if (read === 'help') {
      console.log(emulatorHelp(usage))
      return 0
    }
    const { loseAnswer, ...settings } = read
    emulator = await startEmulator({
      ...settings,
      onRequest: request => {
        const status = request.status === 0 ? 'no answer' : String(request.status)
        console.log(
          `${request.method} ${request.path} ${status}${request.fault ? ` (fault: ${request.fault})` : ''}`
        )
      }
    })
    if (loseAnswer) emulator.injectFault(loseAnswer)
  } catch (error) {
    console.error(
      `Emulator failed to start: ${error instanceof Error ? error.message : String(error)}`
    )
    console.error(`${synopsis(usage)}\n${usage} --help says what each option does.`)
    return 2
  }
  const stopped = new Promise<number>(resolve => {
    let stopping = false
    const stop = (why: string): void => {
      if (stopping) return
      stopping = true
      console.log(`Emulator stopping (${why})`)
      emulator.close().then(
        () => resolve(0),
        () => resolve(1)
      )
    }
    // `on`, not `once`: npm passes on the SIGINT its process group got, so a second one comes, and
    // with no listener of ours left Node's default would end the process before the close.
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    stopWithParent(stop)
  })
  // Said once it stops on a signal: whoever reads this line may send one at once.
  console.log(`Emulator listening: base-url=${emulator.baseUrl} api-key=${emulator.apiKey}`)
  return stopped
}

/**
 * Stops when the process that started the emulator ends, as when npm (or npx) is killed outright:
 * the emulator would hold its port for ever. `npm run emulator` `exec`s one process (`node --import
 * tsx`, not tsx's launcher and its child) so that npm's own signals reach it, and its parent is npm.
 */
function stopWithParent(stop: (why: string) => void): void {
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    stop('the process that started it ended')
  }, 250)
  watch.unref()
}

/** `Usage: NAME [--port N] [--host H] …`, each option whole on a line of at most 100 characters. */
function synopsis(usage: string): string {
  const head = `Usage: ${usage}`
  const margin = ' '.repeat(head.length)
  const lines = [head]
  for (const [flag, option] of emulatorOptions()) {
    const item = `[--${flag}${option.value ? ` ${option.value}` : ''}]`
    if (lines[lines.length - 1].length + item.length + 1 > 100) lines.push(margin)
    lines[lines.length - 1] += ` ${item}`
  }
  return lines.join('\n')
}

/** --help: each option's flag, variable, default and what it sets (emulator/options.ts). */
export function emulatorHelp(usage: string): string {
  const options = emulatorOptions().flatMap(([flag, option]) => {
    const fallback = option.default === undefined ? '' : ` Default: ${option.default}.`
    const more = option.section ? ` More: ${docsLink('emulator.md', option.section)}` : ''
    return [
      `  --${flag}${option.value ? ` ${option.value}` : ''}  (${option.env}${option.value ? '' : '=1'})`,
      ...wrapped(`${option.about.replace(/`/g, '')}.${fallback}${more}`)
    ]
  })
  return [
    synopsis(usage),
    '',
    ...wrapped(
      "An emulator of the Mobile App Deployment and Analytics Service, to try a pipeline without an account. It prints its base-url and api-key, then a line for each request; SIGINT (Ctrl-C) or SIGTERM stops it. Each option's variable is read when the option is not given.",
      0
    ),
    '',
    'Options:',
    ...options,
    '  --help, -h',
    '',
    `More: ${docsLink('emulator.md')}`
  ].join('\n')
}
