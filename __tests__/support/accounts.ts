/** Accounts the emulator can hold, for the suites and the summary pictures alike. */
import type { EmulatorConfig } from '../../emulator/types.js'

/** An account of one credential with two Apple teams: the emulator's own, and a client's. */
export const TWO_TEAM_ACCOUNT: EmulatorConfig['teams'] = [
  {
    name: 'release@example.com',
    credential_id: 11,
    teams: [
      { name: 'Example Corp', team_id: 1234567 },
      { name: 'Client Apps', team_id: 7654321 }
    ]
  }
]
