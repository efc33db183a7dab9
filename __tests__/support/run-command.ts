/**
 * Runs one command in this process, as main.ts does but without the runner: its inputs read from a
 * plain object, a real client and transport talking to the emulator, and a context that records the
 * log, the outputs and the summary. A change to src/ is tested without a rebuild.
 */
import { readFileSync } from 'node:fs'
import { InputReader } from '../../src/inputs/reader.js'
import type { InputName } from '../../src/inputs/names.js'
import type { CommandContext, OutputSink } from '../../src/commands/context.js'
import { outcomeToOutputs } from '../../src/commands/outcome.js'
import { describeFailure } from '../../src/commands/describe-failure.js'
import { SummaryDocument } from '../../src/summary/document.js'
import { findCommand } from '../../src/commands/registry.js'
import { ServiceClient } from '../../src/service/client.js'
import { openStorageIpa } from '../../src/service/storage/index.js'
import { Transport } from '../../src/service/transport.js'
import type { Emulator } from '../../emulator/server.js'

export interface CommandRun {
  /** Input problems; when there are any, nothing ran. */
  problems: string[]
  /** What the command threw, as the step's failure message would start. */
  error?: string
  /** Each line as `level: text`, e.g. `warning: Could not …`. */
  log: string[]
  outputs: Record<string, string>
  /** The `json` output, parsed. */
  json?: unknown
  summary: string
}

export async function runCommand(
  name: string,
  inputs: Partial<Record<InputName, string>>,
  emulator: Emulator,
  { dryRun = false, reports }: { dryRun?: boolean; reports?: string } = {}
): Promise<CommandRun> {
  const command = findCommand(name)
  if (!command) throw new Error(`no command ${name}`)
  const reader = new InputReader(new Set(command.inputs), {
    given: input => inputs[input] ?? '',
    mask: () => undefined,
    ...(reports && { folders: () => ({ reports, scratch: reports }) })
  })
  const config = await command.read(reader)
  const run: CommandRun = { problems: reader.problems, log: [], outputs: {}, summary: '' }
  if (config === undefined || reader.problems.length > 0) return run

  // The summary's sections, below the head the adapters add (title, failure, warnings).
  const summary = new SummaryDocument()
  const say =
    (level: string) =>
    (message: string): void => {
      if (level === 'warning') summary.warnings.push(message)
      run.log.push(`${level}: ${message}`)
    }
  const outputs: OutputSink = {
    set: (output, value) => {
      if (value !== undefined)
        run.outputs[output] = typeof value === 'object' ? JSON.stringify(value) : String(value)
    },
    json: value => void (run.json = value),
    jsonFile: file => void (run.json = JSON.parse(readFileSync(file, 'utf8')))
  }
  const sender = new Transport({ retries: 0, requestTimeoutMs: 10_000 })
  const context: CommandContext = {
    client: new ServiceClient({ baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, sender }),
    openIpaUrl: url => openStorageIpa(url, { sender }),
    log: {
      debug: say('debug'),
      info: say('info'),
      notice: say('notice'),
      warning: say('warning'),
      error: say('error'),
      group: (title, lines) => lines.forEach(line => say('info')(`${title}: ${line}`))
    },
    outputs,
    outcome: outcomeToOutputs(outputs, summary.outcome),
    summary,
    dryRun,
    run: {},
    names: reader.names
  }
  try {
    await command.run(config, context)
  } catch (error) {
    run.error = describeFailure(error, reader.names).message
  }
  run.summary = summary.body().join('\n\n')
  return run
}
