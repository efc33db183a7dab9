import { describe, expect, test } from '@jest/globals'
import type { TeamCredential } from '../src/service/types.js'
import { resolveTeam } from '../src/commands/submit/team.js'

const one: TeamCredential[] = [
  {
    name: 'release@example.com',
    credential_id: 11,
    teams: [{ name: 'Example Corp', team_id: 1234567 }]
  }
]
const several: TeamCredential[] = [
  ...one,
  {
    name: 'other@example.com',
    credential_id: 12,
    teams: [
      { name: 'Side Project', team_id: 7654321 },
      { name: 'Example Corp EU', team_id: 555 }
    ]
  }
]

describe('choosing the team', () => {
  test('by id', () => {
    expect(resolveTeam(several, { kind: 'id', id: 555 })).toEqual({
      id: 555,
      name: 'Example Corp EU',
      account: 'other@example.com',
      credentialId: 12
    })
  })
  test('an unknown id lists the teams', () => {
    expect(() => resolveTeam(several, { kind: 'id', id: 9 })).toThrow(
      /'team-id' is 9, which is not among the teams[\s\S]*1234567 {2}Example Corp \(release@example.com\)[\s\S]*555 {2}Example Corp EU/
    )
  })
  test('by name, ignoring case and surrounding space', () => {
    expect(resolveTeam(several, { kind: 'name', name: ' side project ' }).id).toBe(7654321)
  })
  test('a name that matches nothing lists the teams', () => {
    expect(() => resolveTeam(several, { kind: 'name', name: 'Nope' })).toThrow(
      /'team-name' is 'Nope', which matches no team[\s\S]*Side Project/
    )
  })
  test('a name shared by two teams asks for the id', () => {
    const twins: TeamCredential[] = [
      ...one,
      { name: 'b@example.com', credential_id: 2, teams: [{ name: 'example corp', team_id: 99 }] }
    ]
    expect(() => resolveTeam(twins, { kind: 'name', name: 'Example Corp' })).toThrow(
      /matches 2 teams: give 'team-id' instead/
    )
  })
  test("the account's only team", () => {
    expect(resolveTeam(one, { kind: 'only' }).id).toBe(1234567)
  })
  test('the same team seen through two credentials is still one team', () => {
    const twice: TeamCredential[] = [
      ...one,
      {
        name: 'again@example.com',
        credential_id: 13,
        teams: [{ name: 'Example Corp', team_id: 1234567 }]
      }
    ]
    expect(resolveTeam(twice, { kind: 'only' }).id).toBe(1234567)
  })
  test('several teams and none chosen: fails listing them', () => {
    expect(() => resolveTeam(several, { kind: 'only' })).toThrow(
      /has 3 teams: choose one with 'team-id' \(or 'team-name'\)/
    )
  })
  test('no team at all', () => {
    expect(() => resolveTeam([], { kind: 'only' })).toThrow(/no teams to submit to/)
  })
})
