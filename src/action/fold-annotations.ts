import * as path from 'node:path'
import { plural } from '../text/format.js'
import { GITHUB_LIMITS } from '../platforms/github.js'

/** The three kinds of annotation the runner makes from the log, each capped apart. */
export type AnnotationKind = 'warning' | 'notice' | 'error'

/** Annotations GitHub shows of each kind per step (see its platform's limits). */
export const ANNOTATIONS_PER_KIND = GITHUB_LIMITS.annotationsPerKind

/** One finding of the log, as its adapter would annotate it. */
export interface Finding {
  message: string
  title?: string
  /** The file it is about: the annotation's `file`, and the name a fold lists it by. */
  file?: string
  /** What makes two findings the same, to fold them into one: a preflight problem's code. */
  rule?: string
  /** The item of a fleet it is about (an IPA's name), where it has no file: the name a fold lists. */
  item?: string
}

/** An annotation to emit: a message with the runner's properties. */
export interface Annotation {
  message: string
  title?: string
  file?: string
}

/** The names a folded annotation lists before it counts the rest. */
const NAMES_LENGTH = 1000

/**
 * The annotations that show `findings` (all of one kind) in at most `slots`: each its own while they
 * fit; else the findings of one rule folded into one annotation naming their files, in the order
 * met; and if these still do not fit, the first `slots - 1` of them, those of a rule before those of
 * none (a rule is what App Store Connect may refuse), and a last one that counts the findings it
 * leaves to the log and the summary.
 */
export function foldFindings(
  findings: Finding[],
  slots: number,
  kind: AnnotationKind
): Annotation[] {
  if (slots <= 0 || findings.length === 0) return []
  if (findings.length <= slots) return findings.map(annotationOf)
  const groups: Finding[][] = []
  const byRule = new Map<string, Finding[]>()
  for (const finding of findings) {
    const group = finding.rule === undefined ? undefined : byRule.get(finding.rule)
    if (group) group.push(finding)
    else {
      groups.push([finding])
      if (finding.rule !== undefined) byRule.set(finding.rule, groups.at(-1)!)
    }
  }
  if (groups.length <= slots) return groups.map(folded)
  const ranked = [
    ...groups.filter(([first]) => first.rule !== undefined),
    ...groups.filter(([first]) => first.rule === undefined)
  ]
  const shown = ranked.slice(0, slots - 1)
  const left = ranked.slice(slots - 1).reduce((count, group) => count + group.length, 0)
  return [...shown.map(folded), overflowNote(left, kind)]
}

/** The last annotation of a kind that had more than it could show: how many more, and where they are. */
function overflowNote(count: number, kind: AnnotationKind): Annotation {
  const more = plural(count, `more ${kind}`)
  return {
    title: `${more} in the log`,
    message: `… and ${more}: GitHub shows ${ANNOTATIONS_PER_KIND} annotations of each kind per step, so ${count === 1 ? 'it is' : 'they are'} not annotated; each is in this step's log and its summary.`
  }
}

function annotationOf({ message, title, file }: Finding): Annotation {
  return { message, ...(title !== undefined && { title }), ...(file !== undefined && { file }) }
}

/** One annotation for the findings of a rule: the first's words, after the files they were found in. */
function folded(group: Finding[]): Annotation {
  const [first] = group
  if (group.length === 1) return annotationOf(first)
  const files = [...new Set(group.flatMap(finding => (finding.file ? [finding.file] : [])))]
  const file = files.length === 1 ? files[0] : undefined
  // Findings of no file (a fleet's warning about a build, not its archive) are listed by their item.
  const items = [...new Set(group.flatMap(finding => finding.file ?? finding.item ?? []))]
  const named = items.length > files.length ? items : files
  const noun = named.every(name => /\.ipa$/i.test(name))
    ? 'IPA'
    : files.length > 0
      ? 'file'
      : 'item'
  const where =
    named.length > 1
      ? `${plural(group.length, 'finding')} in ${plural(named.length, noun)}: ${namesOf(named)}`
      : `${plural(group.length, 'finding')}${file ? ` in ${path.basename(file)}` : ''}`
  return annotationOf({
    title: first.title,
    file,
    message: `${where}. The first: ${first.message}`
  })
}

/** The files' names, as many as fit, then how many more. */
function namesOf(files: string[]): string {
  const names: string[] = []
  let length = 0
  for (const file of files) {
    const name = path.basename(file)
    if (names.length > 0 && length + name.length + 2 > NAMES_LENGTH) break
    names.push(name)
    length += name.length + 2
  }
  const rest = files.length - names.length
  return `${names.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
}
