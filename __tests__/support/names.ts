/** How messages name inputs: as the action does (its inputs), and as the tool does (its flags and variables). */
import { commandLineInputs } from '../../src/cli/source.js'
import { inputNames, type InputNames } from '../../src/inputs/reader.js'

export const actionNames: InputNames = inputNames({ given: () => '', mask: () => undefined })

export function toolNames(keyName = 'APP_DEPLOY_API_KEY'): InputNames {
  return inputNames(
    commandLineInputs({
      command: 'submit',
      reads: new Set(),
      flags: new Map(),
      env: {},
      apiKey: '',
      keyName
    })
  )
}
