import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'

/**
 * The first case runs the emulator's command line as `npm run emulator` does (tsx, compiling
 * emulator/cli.ts as it loads it). The others run the same file compiled once, here, by esbuild (the
 * compiler tsx itself uses, installed with it): each starts in about 0.2 s instead of 0.6 to 1 s.
 */
let compiled: string
let compiledDir: string

beforeAll(() => {
  compiledDir = mkdtempSync(path.join(os.tmpdir(), 'emulator-cli-'))
  compiled = path.join(compiledDir, 'cli.cjs')
  const esbuild = spawnSync(
    path.resolve('node_modules/.bin/esbuild'),
    [
      path.resolve('emulator/cli.ts'),
      '--bundle',
      '--platform=node',
      '--format=cjs',
      `--target=node${process.versions.node.split('.')[0]}`,
      `--outfile=${compiled}`,
      '--log-level=warning'
    ],
    { encoding: 'utf8' }
  )
  if (esbuild.status !== 0)
    throw new Error(`esbuild could not compile emulator/cli.ts: ${esbuild.stderr || esbuild.error}`)
})

afterAll(() => rmSync(compiledDir, { recursive: true, force: true }))

/** Output of the child so far, and a way to wait (bounded) for a line matching a pattern. */
function watch(child: ReturnType<typeof spawn>) {
  let output = ''
  const waiters: Array<() => void> = []
  const grow = (chunk: Buffer): void => {
    output += chunk.toString()
    for (const wake of waiters.splice(0)) wake()
  }
  child.stdout?.on('data', grow)
  child.stderr?.on('data', grow)
  return {
    get output() {
      return output
    },
    async line(pattern: RegExp, ms = 15_000): Promise<RegExpMatchArray> {
      const deadline = Date.now() + ms
      for (;;) {
        const match = pattern.exec(output)
        if (match) return match
        if (Date.now() > deadline) throw new Error(`no line matching ${pattern} in:\n${output}`)
        await new Promise<void>(resolve => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    }
  }
}

/** The compiled command line, started with `args` and `env` added to this process's. */
function started(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [compiled, ...args], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  return { child, log: watch(child) }
}

/** The base URL and key it says it listens with. */
async function listening(log: ReturnType<typeof watch>): Promise<{ baseUrl: string; key: string }> {
  const [, baseUrl, key] = await log.line(/Emulator listening: base-url=(\S+) api-key=(\S+)/)
  return { baseUrl, key }
}

/** SIGTERM, so that it removes its storage folder; SIGKILL if it does not stop. */
async function stop(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise(resolve => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

describe('npm run emulator', () => {
  test('starts from flags and environment, logs each request, stops on SIGTERM', async () => {
    const cli = path.resolve('emulator/cli.ts')
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--api-key', 'cli-key', '--polls-per-step', '1'],
      {
        env: { ...process.env, NODE_OPTIONS: '', EMULATOR_OUTCOME: 'failed' },
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
    try {
      const log = watch(child)
      const [, baseUrl] = await log.line(/Emulator listening: base-url=(\S+) api-key=cli-key/)
      const headers = { Authorization: 'Bearer cli-key', 'Content-Type': 'application/json' }
      const created = await fetch(`${baseUrl}/ios/signed_ipas`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
          team_id: 1234567
        })
      })
      const [{ id }] = (await created.json()) as Array<{ id: string }>
      let status = ''
      for (let i = 0; i < 2; i++)
        status = (
          (await (await fetch(`${baseUrl}/ios/signed_ipas/${id}`, { headers })).json()) as {
            status: string
          }
        ).status
      expect(status).toBe('failed')
      await log.line(/POST \/api\/v1\/ios\/signed_ipas 200/)
      await log.line(new RegExp(`GET /api/v1/ios/signed_ipas/${id} 200`))
      child.kill('SIGTERM')
      let timer: NodeJS.Timeout | undefined
      const late = new Promise(
        resolve => (timer = setTimeout(() => resolve('still running'), 5000))
      )
      const code = await Promise.race([exited, late]).finally(() => clearTimeout(timer))
      expect(code).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })

  test('--teams and --outcomes: several teams, and an outcome per submission in turn', async () => {
    const { child, log } = started([
      '--port',
      '0',
      '--teams',
      'Example Corp:1234567,Client Apps:7654321',
      '--outcomes',
      'failed,stuck'
    ])
    try {
      const { baseUrl, key } = await listening(log)
      const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }
      const teams = (await (await fetch(`${baseUrl}/ios/teams`, { headers })).json()) as Array<{
        teams: Array<{ name: string; team_id: number }>
      }>
      expect(teams.flatMap(credential => credential.teams)).toEqual([
        { name: 'Example Corp', team_id: 1234567 },
        { name: 'Client Apps', team_id: 7654321 }
      ])
      const statuses: string[] = []
      for (let n = 0; n < 3; n++) {
        const created = await fetch(`${baseUrl}/ios/signed_ipas`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
            team_id: 7654321
          })
        })
        const [{ id }] = (await created.json()) as Array<{ id: string }>
        let status = ''
        for (let i = 0; i < 3; i++)
          status = (
            (await (await fetch(`${baseUrl}/ios/signed_ipas/${id}`, { headers })).json()) as {
              status: string
            }
          ).status
        statuses.push(status)
      }
      // After the list, the --outcome (completed by default).
      expect(statuses).toEqual(['failed', 'processing', 'completed'])
    } finally {
      child.kill('SIGKILL')
    }
  })

  test('--answer-delay-ms and EMULATOR_ANALYTICS_COUNTRIES: late answers of that many countries', async () => {
    const { child, log } = started(['--port', '0', '--answer-delay-ms', '250'], {
      EMULATOR_ANALYTICS_COUNTRIES: '30'
    })
    try {
      const { baseUrl, key } = await listening(log)
      const started = Date.now()
      const response = await fetch(`${baseUrl}/app_analytics/1234567890?timestamp=2026-10-31`, {
        headers: { Authorization: `Bearer ${key}` }
      })
      const [report] = (await response.json()) as Array<{ countries: unknown[] }>
      expect(Date.now() - started).toBeGreaterThanOrEqual(240)
      expect(report.countries).toHaveLength(30)
    } finally {
      // SIGTERM, so that it removes its storage folder; SIGKILL if it does not stop.
      const exited = new Promise(resolve =>
        child.exitCode === null && child.signalCode === null
          ? child.once('exit', resolve)
          : resolve(undefined)
      )
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
  })

  test('--lose-answer 502:2: the next two creations are made but answered 502; a retry replays', async () => {
    const { child, log } = started(['--port', '0', '--lose-answer', '502:2'])
    try {
      const { baseUrl, key } = await listening(log)
      const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }
      const post = (route: string, body: unknown, extra: Record<string, string> = {}) =>
        fetch(`${baseUrl}${route}`, {
          method: 'POST',
          headers: { ...headers, ...extra },
          body: JSON.stringify(body)
        })
      const signed = {
        signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
        team_id: 1234567
      }
      const unsigned = { unsigned_ipa: { remote_source_url: 'https://s.example.com/B.ipa' } }
      const idempotent = { 'Idempotency-Key': '"cli-1"' }
      const lost = await post('/ios/signed_ipas', signed, idempotent)
      expect(lost.status).toBe(502)
      expect(lost.headers.get('content-type')).toBe('text/html')
      expect(await lost.text()).toContain('502 Bad Gateway')
      // A POST to the other create route takes the second.
      expect((await post('/ios/unsigned_ipas', unsigned)).status).toBe(502)
      const replayed = await post('/ios/signed_ipas', signed, idempotent)
      expect(replayed.status).toBe(200)
      expect(await replayed.json()).toMatchObject([{ id: 'sub_0001' }])
      const fresh = await post('/ios/signed_ipas', signed)
      expect(await fresh.json()).toMatchObject([{ id: 'sub_0002' }])
      const list = async (route: string): Promise<unknown> =>
        (await fetch(`${baseUrl}${route}`, { headers })).json()
      expect(await list('/ios/signed_ipas')).toHaveLength(2)
      expect(await list('/ios/unsigned_ipas')).toMatchObject([{ id: 'ipa_0001' }])
      await log.line(/POST \/api\/v1\/ios\/unsigned_ipas 502 \(fault: lose-answer\)/)
    } finally {
      await stop(child)
    }
  })

  test('EMULATOR_LOSE_ANSWER=reset and EMULATOR_IGNORE_IDEMPOTENCY_KEY=1: the retry makes a second record', async () => {
    const { child, log } = started(['--port', '0'], {
      EMULATOR_LOSE_ANSWER: 'reset',
      EMULATOR_IGNORE_IDEMPOTENCY_KEY: '1'
    })
    try {
      const { baseUrl, key } = await listening(log)
      const post = () =>
        fetch(`${baseUrl}/ios/unsigned_ipas`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${key}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': '"cli-2"'
          },
          body: JSON.stringify({
            unsigned_ipa: { remote_source_url: 'https://s.example.com/B.ipa' }
          })
        })
      await expect(post()).rejects.toThrow()
      const retried = await post()
      expect(retried.status).toBe(201)
      expect(await retried.json()).toMatchObject([{ id: 'ipa_0002' }])
      await log.line(/POST \/api\/v1\/ios\/unsigned_ipas no answer \(fault: lose-answer\)/)
    } finally {
      await stop(child)
    }
  })

  test('--busy-creates 2:5: every second create is answered 429, Retry-After: 5, and made nothing', async () => {
    const { child, log } = started(['--port', '0', '--busy-creates', '2:5'])
    try {
      const { baseUrl, key } = await listening(log)
      const create = () =>
        fetch(`${baseUrl}/ios/unsigned_ipas`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            unsigned_ipa: { remote_source_url: 'https://s.example.com/B.ipa' }
          })
        })
      const answers = []
      for (let i = 0; i < 4; i++) {
        const response = await create()
        answers.push([response.status, response.headers.get('retry-after')])
        await response.arrayBuffer()
      }
      expect(answers).toEqual([
        [201, null],
        [429, '5'],
        [201, null],
        [429, '5']
      ])
      const listing = await fetch(`${baseUrl}/ios/unsigned_ipas`, {
        headers: { Authorization: `Bearer ${key}` }
      })
      expect(await listing.json()).toHaveLength(2)
      await log.line(/POST \/api\/v1\/ios\/unsigned_ipas 429\n/)
    } finally {
      await stop(child)
    }
  })

  test('EMULATOR_BUSY_CREATES=1: every create is put off, Retry-After: 2 unless told', async () => {
    const { child, log } = started(['--port', '0'], { EMULATOR_BUSY_CREATES: '1' })
    try {
      const { baseUrl, key } = await listening(log)
      const response = await fetch(`${baseUrl}/ios/signed_ipas`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
          team_id: 1234567
        })
      })
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('2')
      expect(await response.json()).toEqual({
        status: 429,
        error: 'Too busy: send it again in 2 s'
      })
    } finally {
      await stop(child)
    }
  })

  test.each(['0', '3:soon'])('--busy-creates %p stops it with the usage', async value => {
    const { child, log } = started(['--port', '0', '--busy-creates', value])
    const code = await new Promise<number | null>(resolve => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(log.output).toContain('--busy-creates takes N, to answer every Nth create 429')
    expect(log.output).toContain(`got '${value}'`)
    expect(log.output).toContain('[--busy-creates N[:S]]')
  })

  test("--rate-limit 2/60s and --throughput 1MiB/s: the key's third request is answered 429 with Retry-After", async () => {
    const { child, log } = started([
      '--port',
      '0',
      '--rate-limit',
      '2/60s',
      '--throughput',
      '1MiB/s'
    ])
    try {
      const { baseUrl, key } = await listening(log)
      const answers = []
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${baseUrl}/ios/teams`, {
          headers: { Authorization: `Bearer ${key}` }
        })
        answers.push([response.status, response.headers.get('retry-after') !== null])
        await response.arrayBuffer()
      }
      expect(answers).toEqual([
        [200, false],
        [200, false],
        [429, true]
      ])
      await log.line(/GET \/api\/v1\/ios\/teams 429\n/)
    } finally {
      await stop(child)
    }
  })

  test.each([
    ['--rate-limit', '20/10m', '--rate-limit takes N/Ss'],
    ['--rate-limit', '0/10s', '--rate-limit takes N/Ss'],
    ['--throughput', 'fast', '--throughput takes bytes a second'],
    ['--throughput', '2MB/s', '--throughput takes bytes a second']
  ])('%s %p stops it with the usage', async (flag, value, words) => {
    const { child, log } = started(['--port', '0', flag, value])
    const code = await new Promise<number | null>(resolve => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(log.output).toContain(words)
    expect(log.output).toContain(`got '${value}'`)
    expect(log.output).toContain('[--rate-limit N/Ss] [--throughput N(B|KiB|MiB)/s]')
  })

  test('--lose-answer maybe stops it with the usage', async () => {
    const { child, log } = started(['--port', '0', '--lose-answer', 'maybe'])
    const code = await new Promise<number | null>(resolve => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(log.output).toContain('--lose-answer takes a status 500-599, reset or silence')
    expect(log.output).toContain("got 'maybe'")
    expect(log.output).toContain('[--lose-answer 5xx|reset|silence[:N]]')
  })

  test('a bad EMULATOR_ANSWER_DELAY_MS stops it with the usage', async () => {
    const { child, log } = started([], { EMULATOR_ANSWER_DELAY_MS: 'soon', EMULATOR_PORT: '0' })
    const code = await new Promise<number | null>(resolve => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(log.output).toContain("--answer-delay-ms must be a whole number, got 'soon'")
    expect(log.output).toContain('[--answer-delay-ms N]')
  })
})
