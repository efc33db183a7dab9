import { describe, expect, test } from '@jest/globals'
import type { TeamCredential } from '../src/service/types.js'
import { TeamChoiceError, resolveTeam } from '../src/commands/submit/team.js'
import { describeFailure } from '../src/commands/describe-failure.js'
import { inputNames, type InputNames } from '../src/inputs/reader.js'
import { toolNames } from './support/names.js'

const asAction = inputNames({ given: () => '', mask: () => undefined })

/** The message a refused choice ends the step with, worded as the adapter of `names` words it. */
function refusal(choose: () => unknown, names: InputNames = asAction): string {
  try {
    choose()
  } catch (error) {
    return describeFailure(error, names).message
  }
  throw new Error('the team was chosen')
}

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
    expect(refusal(() => resolveTeam(several, { kind: 'id', id: 9 }))).toMatch(
      /'team-id' is 9, which is not among the teams[\s\S]*1234567 {2}Example Corp \(release@example.com\)[\s\S]*555 {2}Example Corp EU/
    )
  })
  test('by name, ignoring case and surrounding space', () => {
    expect(resolveTeam(several, { kind: 'name', name: ' side project ' }).id).toBe(7654321)
  })
  test('a name that matches nothing lists the teams', () => {
    expect(refusal(() => resolveTeam(several, { kind: 'name', name: 'Nope' }))).toMatch(
      /'team-name' is 'Nope', which matches no team[\s\S]*Side Project/
    )
  })
  test('a name shared by two teams asks for the id', () => {
    const twins: TeamCredential[] = [
      ...one,
      { name: 'b@example.com', credential_id: 2, teams: [{ name: 'example corp', team_id: 99 }] }
    ]
    expect(refusal(() => resolveTeam(twins, { kind: 'name', name: 'Example Corp' }))).toMatch(
      /matches 2 teams: give 'team-id' instead/
    )
  })
  test('from the command line, the message names the flag and its variable', () => {
    const asFlags = toolNames()
    expect(refusal(() => resolveTeam(several, { kind: 'name', name: 'Example' }), asFlags)).toMatch(
      /^--team-name \(APP_DEPLOY_TEAM_NAME\) is 'Example', which matches no team/
    )
    expect(refusal(() => resolveTeam(several, { kind: 'only' }), asFlags)).toMatch(
      /choose one with --team-id \(or --team-name\)/
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
    expect(refusal(() => resolveTeam(several, { kind: 'only' }))).toMatch(
      /has 3 teams: choose one with 'team-id' \(or 'team-name'\)/
    )
  })
  test('no team at all', () => {
    expect(refusal(() => resolveTeam([], { kind: 'only' }))).toMatch(/no teams to submit to/)
  })
})

describe("the team from the IPA: several teams, none chosen, the profile's TeamName", () => {
  test.each([
    ['Side Project', 7654321],
    ['  side PROJECT ', 7654321],
    ['example corp', 1234567]
  ])("profile team '%s': team %d, said to come from the profile", (teamName, id) => {
    const team = resolveTeam(several, { kind: 'only' }, teamName)
    expect(team).toMatchObject({ id, fromProfile: teamName })
  })
  test("a profile team no team of the account is named: fails naming it, listing the account's", () => {
    const choose = (): unknown => resolveTeam(several, { kind: 'only' }, 'Acme Ltd')
    expect(choose).toThrow(TeamChoiceError)
    expect(refusal(choose)).toMatch(
      /profile names the Apple team 'Acme Ltd', a name none of them has/
    )
    expect(refusal(choose)).toMatch(/7654321 {2}Side Project/)
  })
  test('a profile team two teams are named: fails listing those two', () => {
    const twins: TeamCredential[] = [
      ...several,
      { name: 'c@example.com', credential_id: 13, teams: [{ name: 'Side project', team_id: 9 }] }
    ]
    const choose = (): unknown => resolveTeam(twins, { kind: 'only' }, 'Side Project')
    expect(refusal(choose)).toMatch(/a name 2 of them have/)
  })
  test('a team given wins over the profile; one team needs no profile', () => {
    expect(resolveTeam(several, { kind: 'id', id: 555 }, 'Side Project').id).toBe(555)
    expect(resolveTeam(one, { kind: 'only' }, 'Other').fromProfile).toBeUndefined()
  })
})
