import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { UploadConfig } from './inputs.js'

export const upload: Command<UploadConfig> = {
  name: 'upload',
  title: 'Unsigned IPA upload',
  inputs: inputsOf('upload'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readUploadInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runUpload(config, context)
}
