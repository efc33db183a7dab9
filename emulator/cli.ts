import { runEmulator } from './start.js'

/**
 * `npm run emulator -- --port 8787 --outcome failed`: the emulator on its own, from this checkout
 * (`app-store-deploy emulator` runs the same from the installed package). Its options, each with an
 * environment fallback, are declared in options.ts; `npm run emulator -- --help` lists them.
 */
void runEmulator(process.argv.slice(2), process.env, 'npm run emulator --').then(code =>
  // Exits once stdout has flushed: a pipe's writes are asynchronous, and an exit would drop the
  // last line (the port free, the reader of the pipe never told why).
  process.stdout.write('', () => process.exit(code))
)
