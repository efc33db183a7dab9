import { Outputs, type OutputName } from '../inputs/names.js'
import type { OutputSink } from './context.js'

/**
 * What one unit of work made (a release submitted or followed, an IPA stored), typed, as far as it
 * got: a command run alone derives its outputs from it as each part is known (so that a failure
 * keeps what was known), and a fleet derives each item's row, record and outputs from it at the end.
 */
export interface UnitResult {
  submissionId?: string
  status?: string
  createdAt?: string
  ipaId?: string
  /** Where the service fetched a stored IPA from (a URL, maybe pre-signed). */
  sourceUrl?: string
  teamId?: number
  bundleId?: string
  version?: string
  build?: string
  sha256?: string
  size?: number
  failureReason?: string
  deploymentId?: number
  /** The record as the service last answered it: the `json` output of one. */
  record?: unknown
}

/** Where a unit's result goes as it is known: the step's outputs, or its item of a fleet. */
export interface ResultSink {
  /** Adds what is now known; a field left undefined keeps what was known of it. */
  record(fields: Partial<UnitResult>): void
}

/** The output each field is: said once, for a command run alone and for a fleet of one. */
const OUTPUT_OF_FIELD = {
  submissionId: Outputs.SubmissionId,
  status: Outputs.Status,
  createdAt: Outputs.CreatedAt,
  ipaId: Outputs.IpaId,
  sourceUrl: Outputs.SourceUrl,
  teamId: Outputs.TeamId,
  bundleId: Outputs.BundleId,
  version: Outputs.Version,
  build: Outputs.Build,
  sha256: Outputs.Sha256,
  size: Outputs.Size,
  failureReason: Outputs.FailureReason,
  deploymentId: Outputs.DeploymentId
} as const satisfies Record<Exclude<keyof UnitResult, 'record'>, OutputName>

/** The outputs of a unit's fields, as a step of one sets them: each field's, and its id as a list. */
export function outputsOfUnit(
  fields: Partial<UnitResult>
): Array<[OutputName, string | number | string[]]> {
  const outputs: Array<[OutputName, string | number | string[]]> = []
  for (const [field, output] of Object.entries(OUTPUT_OF_FIELD)) {
    const value = fields[field as keyof typeof OUTPUT_OF_FIELD]
    if (value !== undefined) outputs.push([output, value])
  }
  if (fields.submissionId !== undefined)
    outputs.push([Outputs.SubmissionIds, [fields.submissionId]])
  if (fields.ipaId !== undefined) outputs.push([Outputs.IpaIds, [fields.ipaId]])
  return outputs
}

/** A unit run alone: each part of its result is an output at once, its record the `json` output. */
export function resultToOutputs(outputs: OutputSink): ResultSink {
  return {
    record: fields => {
      for (const [name, value] of outputsOfUnit(fields)) outputs.set(name, value)
      if (fields.record !== undefined) outputs.json(fields.record)
    }
  }
}

/** One item of a fleet: what it knows is kept, for the fleet to report once all have ended. */
export function resultKeptIn(result: UnitResult): ResultSink {
  return {
    record: fields => {
      for (const [field, value] of Object.entries(fields))
        if (value !== undefined) Object.assign(result, { [field]: value })
    }
  }
}
