import { appendFileSync, constants, existsSync } from 'node:fs'
import { access, appendFile } from 'node:fs/promises'
import { EOL } from 'node:os'
import { commandData, outputBlock } from '../platforms/github.js'

/**
 * The runner's side of a step, as @actions/core writes it: inputs from `INPUT_*`, `::command::`
 * lines on stdout, outputs and the summary appended to the files the runner names. Written here,
 * in @actions/core's words, because @actions/core loads an HTTP client (undici) for OIDC tokens,
 * which this action never asks for, before it can say anything: most of the time the action took
 * to fail on an input (bench/startup.ts).
 */

/** The properties of an annotation this action sets. */
export interface AnnotationProperties {
  title?: string
  file?: string
}

/** An annotation (`::error::`, `::warning::`, `::notice::`), its properties in @actions/core's order. */
export function annotate(
  kind: 'error' | 'warning' | 'notice',
  message: string,
  properties: AnnotationProperties = {}
): void {
  issue(kind, message, { title: properties.title, file: properties.file })
}

/** The input's value, its whitespace trimmed; '' when it is not given. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

function issue(
  command: string,
  message = '',
  properties: Record<string, string | undefined> = {}
): void {
  const given = Object.entries(properties).filter(([, value]) => value)
  const props = given.map(([key, value]) => `${key}=${escapeProperty(value ?? '')}`).join(',')
  process.stdout.write(`::${command}${props ? ` ${props}` : ''}::${commandData(message)}${EOL}`)
}

const escapeProperty = (text: string): string =>
  commandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

export const setSecret = (secret: string): void => issue('add-mask', secret)
export const debug = (message: string): void => issue('debug', message)
export const info = (message: string): void => void process.stdout.write(`${message}${EOL}`)
export const startGroup = (title: string): void => issue('group', title)
export const endGroup = (): void => issue('endgroup')

/** Fails the step: exit code 1, and the message as an error. */
export function setFailed(message: string): void {
  process.exitCode = 1
  annotate('error', message)
}

/** Sets an output: a `name<<delimiter` block in the GITHUB_OUTPUT file, or the old command. */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) {
    process.stdout.write(EOL)
    return issue('set-output', value, { name })
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`)
  appendFileSync(file, outputBlock(name, value), 'utf8')
}

/** Appends to the job summary, the GITHUB_STEP_SUMMARY file (the caller checks it is named). */
export async function appendSummary(file: string, markdown: string): Promise<void> {
  try {
    await access(file, constants.R_OK | constants.W_OK)
  } catch {
    throw new Error(
      `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`
    )
  }
  await appendFile(file, markdown, 'utf8')
}
