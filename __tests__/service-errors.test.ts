/**
 * What a failed request's message says to do: a 404 names what was not found, the record when the
 * request named one by its id, else the route, which a wrong base-url does not have.
 */
import { describe, expect, test } from '@jest/globals'
import { hintFor } from '../src/service/errors.js'
import { Requests } from '../src/service/requests.js'

describe('a 404', () => {
  test('of a request that names an id: the record, its route, and to check the id', () => {
    expect(hintFor(404, Requests.getSubmission('sub_0042'))).toBe(
      "The service has no submission 'sub_0042' (GET /ios/signed_ipas/{id}): check the id; if it is right, check that base-url is the address of the service that holds it"
    )
    expect(hintFor(404, Requests.deleteUnsignedIpa('ipa 7'))).toMatch(
      /^The service has no stored unsigned IPA 'ipa 7' \(DELETE \/ios\/unsigned_ipas\/\{id\}\)/
    )
  })

  test('of a request without an id: the route, and to check base-url, not an id', () => {
    const hint = hintFor(404, Requests.listTeams())
    expect(hint).toBe(
      "The service has no route GET /ios/teams: check that base-url is the service's address ending in /api/v1 (its host, and its path up to /api/v1)"
    )
    expect(hint).not.toMatch(/\bid\b/)
  })
})
