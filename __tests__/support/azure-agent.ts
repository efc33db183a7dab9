/**
 * How an Azure Pipelines agent reads a step's output, as its source does it
 * (microsoft/azure-pipelines-agent: Command.TryParse, CommandStringConvertor.Unescape, and
 * ProcessInvoker's ReadLine): for the tests of the tool on an agent (platform-azure.test.ts) and of
 * the task (azure-task.test.ts).
 */

export interface AgentCommand {
  area: string
  event: string
  properties: Record<string, string>
  data: string
}

/** CommandStringConvertor.Unescape: the four symbols, then `%AZP25` unless DECODE_PERCENTS is false. */
export function agentUnescape(text: string, percents = true): string {
  const unescaped = text
    .replaceAll('%3B', ';')
    .replaceAll('%0D', '\r')
    .replaceAll('%0A', '\n')
    .replaceAll('%5D', ']')
  return percents ? unescaped.replaceAll('%AZP25', '%') : unescaped
}

/** Command.TryParse: the first `##vso[` anywhere in the line, up to the first `]` after it. */
export function agentCommand(line: string, percents = true): AgentCommand | undefined {
  const prefix = line.indexOf('##vso[')
  if (prefix < 0) return undefined
  const rb = line.indexOf(']', prefix)
  if (rb < 0) return undefined
  const info = line.slice(prefix + '##vso['.length, rb)
  const space = info.indexOf(' ')
  const [area, event, ...more] = (space < 0 ? info : info.slice(0, space))
    .split('.')
    .filter(Boolean)
  if (!area || !event || more.length > 0) return undefined
  const properties: Record<string, string> = {}
  if (space > 0)
    for (const pair of info
      .slice(space + 1)
      .split(';')
      .filter(Boolean)) {
      const equals = pair.indexOf('=')
      if (equals > 0 && equals < pair.length - 1)
        properties[pair.slice(0, equals).toLowerCase()] = agentUnescape(
          pair.slice(equals + 1),
          percents
        )
    }
  return { area, event, properties, data: agentUnescape(line.slice(rb + 1), percents) }
}

/** A stream as the agent's ProcessInvoker reads it: StreamReader.ReadLine ends a line at \r, \n or \r\n. */
export const agentLines = (text: string): string[] => text.split(/\r\n|\r|\n/)
