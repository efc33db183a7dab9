/**
 * A URL in what the action or the tool prints is never broken by a zero-width space, while every
 * `::` or `##` that could start a CI's command still is: as a table of neutraliseCommands, then an
 * unreachable `http://[::1]:PORT` as the tool and the action report it, against the emulator's key.
 */
import { describe, expect, test } from '@jest/globals'
import * as net from 'node:net'
import { neutraliseCommands, oneLine } from '../src/text/untrusted.js'
import { actionFixture } from './support/fixture.js'
import { commandData } from './hardening-harness.js'
import { runCliInProcess } from './support/run-cli.js'

const { key, run: action } = await actionFixture('urls-stay-whole')

const ZWSP = '\u200b'
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/

describe('neutraliseCommands: a URL stays whole, a command does not', () => {
  test.each([
    ['an IPv6 base URL', 'http://[::1]:8787/api/v1', 'http://[::1]:8787/api/v1'],
    [
      'a mapped IPv6 URL in a sentence',
      'GET http://[::ffff:7f00:1]:80/x failed',
      'GET http://[::ffff:7f00:1]:80/x failed'
    ],
    ['https, with a zone', 'https://[fe80::1%25eth0]:443/', 'https://[fe80::1%25eth0]:443/'],
    ['a command at the start', '::error::boom', `:${ZWSP}:error:${ZWSP}:boom`],
    [
      'a command after a URL and a space',
      'http://a/ ::warning::x',
      `http://a/ :${ZWSP}:warning:${ZWSP}:x`
    ],
    [
      'an address that is not a URL',
      'connect ECONNREFUSED ::1:8787',
      `connect ECONNREFUSED :${ZWSP}:1:8787`
    ],
    [
      'a legacy command inside a URL',
      'http://h/##[set-output name=a]1',
      `http://h/##${ZWSP}[set-output name=a]1`
    ],
    [
      "Azure Pipelines' logging command, anywhere in a line, in any case",
      'reason: ##vso[task.setvariable variable=X]1 ##VSO[task.prependpath]/x',
      `reason: ##${ZWSP}vso[task.setvariable variable=X]1 ##${ZWSP}VSO[task.prependpath]/x`
    ],
    ['text glued before a scheme', 'x::y://[::1]', `x:${ZWSP}:y://[::1]`]
  ])('%s', (_, text, expected) => {
    expect(neutraliseCommands(text)).toBe(expected)
  })

  test('oneLine, which every message goes through, keeps the URL too', () => {
    expect(oneLine('the service at http://[::1]:8787 said:\n::error::x')).toBe(
      `the service at http://[::1]:8787 said: :${ZWSP}:error:${ZWSP}:x`
    )
  })
})

/** Every http(s) URL of a text, up to a space or a backtick. */
const urlsIn = (text: string): string[] => text.match(/https?:\/\/[^\s`]+/g) ?? []

describe('a URL the tool prints is never broken by a zero-width space', () => {
  async function closedPort(): Promise<number> {
    const server = net.createServer()
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
    const { port } = server.address() as net.AddressInfo
    await new Promise(resolve => server.close(resolve))
    return port
  }

  test('the tool: http://[::1]:PORT in its error, as given, copyable', async () => {
    const port = await closedPort()
    const base = `http://[::1]:${port}/api/v1`
    const run = await runCliInProcess(['teams', '--base-url', base, '--retries', '0'], {
      env: { APP_DEPLOY_API_KEY: key }
    })
    expect(run.exitCode).not.toBe(0)
    expect(run.stderr).toContain(`GET ${base}/ios/teams`)
    expect(urlsIn(run.stderr).filter(url => ZERO_WIDTH.test(url))).toEqual([])
  })

  test('the action: the same in its log and its summary; what could start a workflow command is still broken', async () => {
    const port = await closedPort()
    const base = `http://[::1]:${port}/api/v1`
    const run = await action({ command: 'teams', 'base-url': base, retries: '0' })
    expect(run.exitCode).toBe(1)
    expect(commandData(run.log, 'error')[0]).toContain(`GET ${base}/ios/teams`)
    expect(run.summary).toContain(`\`${base}/ios/teams\``)
    expect(urlsIn(run.log + run.summary).filter(url => ZERO_WIDTH.test(url))).toEqual([])
    // What could start a workflow command is still broken: Node's own `::1` in the error included.
    expect(run.log).toContain('ECONNREFUSED :\u200b:1')
  })
})
