/**
 * What a failed request's message says to do. The service layer's errors carry facts (status, route,
 * the record named, the code, whether the answer was too slow, the proxy, TLS) and advice with the
 * settings kept apart; the failure each adapter tells names them as its inputs: `'base-url'` for the
 * action, `--base-url` for the command-line tool. Their own messages name no input.
 */
import { describe, expect, test } from '@jest/globals'
import { actionInputs } from '../src/action/context.js'
import { describeFailure, failureMessage } from '../src/commands/describe-failure.js'
import { inputNames } from '../src/inputs/reader.js'
import { settingsOf, adviceText, type Setting } from '../src/service/advice.js'
import { ServiceError, UnexpectedAnswerError, adviceFor } from '../src/service/errors.js'
import { Requests, type ServiceRequest } from '../src/service/requests.js'
import { asFailure, tlsProblem } from '../src/service/transport-policy.js'
import { TransportError, type TransportFacts } from '../src/service/transport-types.js'
import { toolNames } from './support/names.js'

const action = inputNames(actionInputs)
const cli = toolNames('APP_DEPLOY_API_KEY (or the file --api-key-file names)')

/** How each adapter names a setting, and the input names neither may show in the other's words. */
const SPELLED: Record<Setting, { action: string; cli: string }> = {
  baseUrl: { action: "'base-url'", cli: '--base-url' },
  apiKey: {
    action: 'the api-key secret',
    cli: 'APP_DEPLOY_API_KEY (or the file --api-key-file names)'
  },
  requestTimeout: { action: "'request-timeout'", cli: '--request-timeout' },
  retryCount: { action: "'retries'", cli: '--retries' },
  fileUrl: { action: "'ipa-url'", cli: '--ipa-url' }
}

describe('a 404', () => {
  test('of a request that names an id: the record, its route, and to check the id', () => {
    const request = Requests.getSubmission('sub_0042')
    const error = new ServiceError(
      404,
      'GET',
      request.path,
      '',
      adviceFor(404, request),
      request.id
    )
    expect(error.route).toBe('/ios/signed_ipas/{id}')
    expect(error.record).toEqual({ value: 'sub_0042', of: 'submission' })
    expect(adviceText(error.advice)).toBe(
      "The service has no submission 'sub_0042' (GET /ios/signed_ipas/{id}): check the id; if it is right, check that the base URL is the address of the service that holds it"
    )
    expect(describeFailure(error, action).explanation.next).toBe(
      "The service has no submission 'sub_0042' (GET /ios/signed_ipas/{id}): check the id; if it is right, check that 'base-url' is the address of the service that holds it."
    )
    expect(adviceText(adviceFor(404, Requests.deleteUnsignedIpa('ipa 7')))).toMatch(
      /^The service has no stored unsigned IPA 'ipa 7' \(DELETE \/ios\/unsigned_ipas\/\{id\}\)/
    )
  })

  test('of a request without an id: the route, and to check the base URL, not an id', () => {
    const advice = adviceFor(404, Requests.listTeams())
    expect(settingsOf(advice)).toEqual(['baseUrl'])
    expect(adviceText(advice)).toBe(
      "The service has no route GET /ios/teams: check that the base URL is the service's address ending in /api/v1 (its host, and its path up to /api/v1)"
    )
    expect(adviceText(advice)).not.toMatch(/\bid\b/)
  })
})

describe('the advice of each status names the settings it is about', () => {
  test.each([
    [301, ['baseUrl']],
    [401, ['apiKey']],
    [403, []],
    [404, ['baseUrl']],
    [405, ['baseUrl']],
    [408, ['requestTimeout']],
    [413, ['fileUrl']],
    [422, []],
    [429, ['retryCount']],
    [500, ['retryCount']],
    [504, ['requestTimeout']],
    [418, ['baseUrl', 'apiKey']]
  ] as Array<[number, Setting[]]>)('HTTP %i: %j', (status, settings) => {
    expect(settingsOf(adviceFor(status, Requests.listTeams()))).toEqual(settings)
  })
})

/** An error of the service layer, of every kind of advice it carries or that its facts lead to. */
function serviceError(
  status: number,
  request: ServiceRequest = Requests.listTeams()
): ServiceError {
  const { method, path, id } = request
  return new ServiceError(status, method, path, 'said so', adviceFor(status, request), id)
}

function transportError(code: string, facts: TransportFacts = {}): TransportError {
  const url = 'http://127.0.0.1:9/api/v1/ios/teams'
  return new TransportError(`GET ${url}: it failed (${code})`, code, 3, undefined, undefined, {
    method: 'GET',
    url,
    ...facts
  })
}

const KINDS: Array<[string, Error, Setting[]]> = [
  ['a redirect', serviceError(307), ['baseUrl']],
  ['a refused key', serviceError(401), ['apiKey']],
  ['a record that is not there', serviceError(404, Requests.getSubmission('s1')), ['baseUrl']],
  ['a route that is not there', serviceError(404), ['baseUrl']],
  ['a method not allowed', serviceError(405), ['baseUrl']],
  ['a timeout on the way', serviceError(504), ['requestTimeout']],
  ['an IPA too large', serviceError(413, Requests.listSubmissions()), ['fileUrl']],
  ['rate limited', serviceError(429), ['retryCount']],
  ['a failing service', serviceError(502), ['retryCount']],
  ['an unknown status', serviceError(418), ['baseUrl', 'apiKey']],
  [
    'an answer that is not the service’s',
    new UnexpectedAnswerError('GET', '/ios/teams', 200, 'the answer is not JSON', '<html>'),
    ['baseUrl']
  ],
  ['nothing listening', transportError('ECONNREFUSED'), ['baseUrl']],
  ['a host that does not resolve', transportError('ENOTFOUND'), ['baseUrl']],
  ['not HTTP', transportError('HPE_INVALID_CONSTANT'), ['baseUrl']],
  ['a cut connection', transportError('ECONNRESET'), ['baseUrl']],
  ['a silent service', transportError('ETIMEDOUT'), ['requestTimeout']],
  ['an answer too slow', transportError('ETIMEDOUT', { tooSlow: true }), ['requestTimeout']],
  ['plain http at an https address', transportError('EPROTO', { tls: 'plain-http' }), ['baseUrl']],
  ['a self-signed certificate', transportError('X', { tls: 'self-signed' }), ['baseUrl']],
  [
    'a proxy that refuses the host',
    transportError('ERR_PROXY_REFUSED', { proxy: { address: 'http://proxy:3128', status: 403 } }),
    ['baseUrl']
  ],
  [
    'a proxy that cannot reach the host',
    transportError('ECONNRESET', { proxy: { address: 'http://proxy:3128', status: 502 } }),
    ['baseUrl']
  ]
]

describe('each adapter names the inputs its way; the service layer names none', () => {
  test.each(KINDS)('%s', (_, error, settings) => {
    const asAction = describeFailure(error, action)
    const asCli = describeFailure(error, cli)
    for (const setting of settings) {
      const { action: ours, cli: theirs } = SPELLED[setting]
      expect(asAction.message).toContain(ours)
      expect(asAction.explanation.next).toContain(ours)
      expect(asCli.message).toContain(theirs)
      expect(asCli.explanation.next).toContain(theirs)
    }
    // Neither adapter's words show the other's names, and the error's own message shows none.
    const everyName = Object.values(SPELLED).flatMap(({ action: a, cli: c }) => [a, c])
    const notIn = (text: string, names: string[]): void =>
      names.forEach(name => expect(text).not.toContain(name))
    notIn(
      asAction.message,
      Object.values(SPELLED).map(s => s.cli)
    )
    notIn(
      asCli.message,
      Object.values(SPELLED).map(s => s.action)
    )
    notIn(error.message, everyName)
    expect(error.message).not.toMatch(/base-url|api-key|request-timeout|retries|ipa-url/)
  })

  test('a failure told on the way names the inputs as the adapter does', () => {
    const error = serviceError(429)
    expect(failureMessage(error, action)).toBe(
      "GET /ios/teams failed: HTTP 429 — said so. The service is rate limiting this key: retry later, or raise 'retries'"
    )
    expect(failureMessage(error, cli)).toMatch(/raise --retries$/)
    expect(error.message).toMatch(/raise the retry count$/)
  })

  test('the request of a TLS failure comes from its facts, not from its message', () => {
    const error = new TransportError('anything at all', 'EPROTO', 1, undefined, undefined, {
      method: 'POST',
      url: 'https://deploy.example.com/api/v1/ios/signed_ipas',
      tls: 'plain-http'
    })
    const { explanation } = describeFailure(error, cli)
    expect(explanation.headline).toBe(
      'POST https://deploy.example.com/api/v1/ios/signed_ipas: the server answered in plain HTTP, not HTTPS (after 1 attempt)'
    )
    expect(explanation.next).toBe(
      '--base-url says https:// but the server at that port speaks plain http: check the scheme and the port of --base-url.'
    )
  })
})

describe('a TLS failure is classified where it happens', () => {
  test.each([
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'anything', 'plain-http'],
    ['EPROTO', 'SSL routines:ssl3_get_record:wrong version number', 'plain-http'],
    ['EPROTO', 'SSL routines::packet length too long', 'plain-http'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate', 'self-signed'],
    ['CERT_HAS_EXPIRED', 'certificate has expired', 'expired'],
    [
      'ERR_TLS_CERT_ALTNAME_INVALID',
      "Hostname/IP does not match certificate's altnames",
      'wrong-host'
    ],
    ['ECONNREFUSED', 'connect ECONNREFUSED', undefined],
    ['toString', 'not a code of ours', undefined]
  ])('%s: %s', (code, text, problem) => {
    expect(tlsProblem(code, text)).toBe(problem)
    expect(asFailure(Object.assign(new Error(text), { code })).tls).toBe(problem)
  })
})
