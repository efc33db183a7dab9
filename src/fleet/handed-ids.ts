import { Inputs, Outputs, type InputName, type OutputName } from '../inputs/names.js'

/**
 * The output in which a fleet hands on the ids an input takes, as a JSON array (`submit --multiple`
 * prints APP_DEPLOY_SUBMISSION_IDS, `upload --multiple` APP_DEPLOY_IPA_IDS): a later command reads
 * it where it reads the input's own line.
 */
export const HANDED_AS_LIST: Readonly<Partial<Record<InputName, OutputName>>> = {
  [Inputs.SubmissionId]: Outputs.SubmissionIds,
  [Inputs.DeploymentId]: Outputs.DeploymentIds,
  [Inputs.IpaId]: Outputs.IpaIds
}

/**
 * The ids of a list as a fleet prints it, a JSON array of strings (or numbers), one a line (its
 * quotes taken by a shell too); the text as it is when it is not one (lines or commas, as a user
 * writes them). Split on its commas, the array would make ids of `["sub_1"` and `"sub_2"]`.
 */
export function asPrintedList(text: string): string {
  if (!text.trimStart().startsWith('[')) return text
  try {
    const ids: unknown = JSON.parse(text)
    if (Array.isArray(ids) && ids.every(id => typeof id === 'string' || typeof id === 'number'))
      return ids.join('\n')
  } catch {
    // Not JSON: a shell that read the dotenv line (`source`, `export $(… | xargs)`) took its quotes,
    // leaving `[sub_1,sub_2]`: its ids, one a line, not `[sub_1`.
  }
  const bare = /^\s*\[([^[\]]*)\]\s*$/.exec(text)
  return bare ? bare[1].split(',').join('\n') : text
}

/**
 * An input's value from what earlier commands printed: its own line (`single`), its fleet's list, or
 * both, read together: every id of the list, then the single id when the list does not hold it (a
 * fleet of one prints both, the same id; the dotenv reports of two jobs, one of one app and one of a
 * fleet, hand on all their ids). Undefined when neither was printed.
 */
export function handedOver(single?: string, list?: string): string | undefined {
  if (list === undefined || list.trim() === '') return single
  const ids = asPrintedList(list)
    .split(/[\n\r,]+/)
    .map(id => id.trim())
    .filter(Boolean)
  const one = single?.trim()
  return (one && !ids.includes(one) ? [...ids, one] : ids).join('\n')
}
