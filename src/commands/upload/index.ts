import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { readUploadInputs, type UploadConfig } from './inputs.js'
import { runUpload } from './run.js'

export const upload: Command<UploadConfig> = {
  name: 'upload',
  title: 'Unsigned IPA upload',
  inputs: inputsOf('upload'),
  read: readUploadInputs,
  run: runUpload
}
