import type { Command } from '../command.js'
import { UPLOAD_INPUTS, readUploadInputs, type UploadConfig } from './inputs.js'
import { runUpload } from './run.js'

export const upload: Command<UploadConfig> = {
  name: 'upload',
  title: 'Unsigned IPA upload',
  inputs: UPLOAD_INPUTS,
  read: readUploadInputs,
  run: runUpload
}
