/** Text in lines of at most `width` characters, each indented by `indent` (under its flag, in --help). */
export function wrapped(text: string, indent = 6, width = 100): string[] {
  const margin = ' '.repeat(indent)
  const lines: string[] = []
  let line = margin
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > width && line.trim()) {
      lines.push(line)
      line = margin
    }
    line += line.trim() ? ` ${word}` : word
  }
  if (line.trim()) lines.push(line)
  return lines
}
