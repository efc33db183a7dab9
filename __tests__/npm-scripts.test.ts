/**
 * The package's scripts as a developer runs them: stopping `npm run emulator` (Ctrl-C in a
 * terminal signals npm's whole process group; a process manager or `kill` signals npm alone; npm
 * killed outright) frees the emulator's port, where a child of tsx's launcher kept it; and `npm run
 * demo` uses a fresh dist/ as it is instead of rebuilding it (a minute) every time.
 */
import { describe, expect, test } from '@jest/globals'
import { type ChildProcess, spawn } from 'node:child_process'
import * as net from 'node:net'
import { repoRoot, staleBundle } from './support/run-action.js'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** This process's environment, less jest's NODE_OPTIONS. */
function scriptEnvironment(): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined)
  )
  delete env.NODE_OPTIONS
  return env
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as net.AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}

function listening(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/** How long until nothing listens on the port, or undefined if something still does after `boundMs`. */
async function freedWithin(port: number, boundMs: number): Promise<number | undefined> {
  const started = Date.now()
  while (Date.now() - started < boundMs) {
    if (!(await listening(port))) return Date.now() - started
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  return undefined
}

/** `npm run emulator -- --port PORT` in a process group of its own, once it says it listens. */
async function startEmulatorScript(
  port: number
): Promise<{ npm: ChildProcess; output: () => string }> {
  const child = spawn(npm, ['run', 'emulator', '--', '--port', String(port)], {
    cwd: repoRoot,
    env: scriptEnvironment(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout?.on('data', chunk => (output += chunk))
  child.stderr?.on('data', chunk => (output += chunk))
  const deadline = Date.now() + 30_000
  while (!output.includes('Emulator listening')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`npm run emulator did not start:\n${output}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  expect(await listening(port)).toBe(true)
  return { npm: child, output: () => output }
}

const STOPS: Array<[string, (npm: ChildProcess) => void]> = [
  ['Ctrl-C: SIGINT to npm’s process group', npm => process.kill(-npm.pid!, 'SIGINT')],
  ['SIGTERM to npm’s process group', npm => process.kill(-npm.pid!, 'SIGTERM')],
  ['SIGINT to the npm process alone', npm => npm.kill('SIGINT')],
  ['SIGTERM to the npm process alone', npm => npm.kill('SIGTERM')],
  ['npm killed outright (SIGKILL)', npm => npm.kill('SIGKILL')]
]

describe('stopping npm run emulator frees its port', () => {
  const posix = process.platform === 'win32' ? test.skip : test
  posix.each(STOPS)(
    '%s',
    async (_, stop) => {
      const port = await freePort()
      const { npm: child, output } = await startEmulatorScript(port)
      try {
        stop(child)
        const freed = await freedWithin(port, 5_000)
        expect(freed === undefined ? `still listening after 5 s:\n${output()}` : 'freed').toBe(
          'freed'
        )
        // Its last line may reach the pipe a moment after the port is free.
        const saidBy = Date.now() + 2_000
        while (!output().includes('Emulator stopping') && Date.now() < saidBy)
          await new Promise(resolve => setTimeout(resolve, 50))
        expect(output()).toContain('Emulator stopping')
      } finally {
        // Whatever is left of the group this test started.
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // Gone already.
        }
      }
    },
    40_000
  )
})

describe('npm run demo', () => {
  test('a fresh dist/ is used as it is: no build, and says so', async () => {
    expect(staleBundle()).toBeUndefined()
    const started = Date.now()
    const child = spawn(npm, ['run', 'demo'], {
      cwd: repoRoot,
      env: scriptEnvironment(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', chunk => (output += chunk))
    child.stderr.on('data', chunk => (output += chunk))
    // A build, if one starts, is stopped with the rest of the demo's process group.
    const stop = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 45_000)
    const code = await new Promise<number | null>(resolve => child.on('close', resolve))
    clearTimeout(stop)
    expect({ code, output }).toMatchObject({ code: 0 })
    expect(output).toContain('Using dist/index.js as built: it is newer than src/.')
    expect(output).not.toMatch(/ncc|building it/)
    expect(output).toContain('Exit code 0')
    // A build alone takes longer than this on any machine the project is built on.
    expect(Date.now() - started).toBeLessThan(25_000)
  }, 60_000)
})
