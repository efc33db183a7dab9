import { neutraliseCommands } from '../text/untrusted.js'
import {
  ANNOTATIONS_PER_KIND,
  type Annotation,
  type AnnotationKind,
  type Finding,
  foldFindings
} from './fold-annotations.js'

/** What the book writes: an annotation, or a plain line of the log. */
interface AnnotationOutput {
  annotate(kind: AnnotationKind, annotation: Annotation): void
  line(text: string): void
}

const KINDS: readonly AnnotationKind[] = ['error', 'warning', 'notice']
const LABELS: Readonly<Record<AnnotationKind, string>> = {
  error: 'Error',
  warning: 'Warning',
  notice: 'Notice'
}

/**
 * The one place that decides what becomes an annotation. A finding is a plain line of the log at
 * once and waits for the step's end, where `end` folds what waited into the room (fold-annotations.ts):
 * annotated at once, findings of no rule would take the room that a fold of a rule (the same
 * preflight problem in each IPA of a fleet, one App Store Connect refuses) needs at the end.
 * Errors keep one place for the step's failure, which `setFailed` (workflow-commands.ts) annotates after the end.
 */
export class AnnotationBook {
  private readonly shown: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 }
  private readonly waiting: Record<AnnotationKind, Finding[]> = {
    error: [],
    warning: [],
    notice: []
  }
  private readonly all: Record<AnnotationKind, Finding[]> = { error: [], warning: [], notice: [] }
  private ended = false

  constructor(private readonly output: AnnotationOutput) {}

  record(kind: AnnotationKind, finding: Finding): void {
    // After the end nothing waits: a finding takes a place still left, or is a line of the log.
    if (this.ended && this.shown[kind] < this.room(kind)) {
      this.shown[kind] += 1
      this.output.annotate(kind, annotationOf(finding))
    } else {
      this.output.line(plainLine(kind, finding.message))
      if (!this.ended) this.waiting[kind].push(finding)
    }
    if (!this.ended) this.all[kind].push(finding)
  }

  /**
   * Annotates what waited, folded to fit, once. Of each kind where an annotation had to fold or count
   * findings, it gives every finding, for the summary to list.
   */
  end(): Record<AnnotationKind, Finding[]> {
    const unshown: Record<AnnotationKind, Finding[]> = { error: [], warning: [], notice: [] }
    if (this.ended) return unshown
    this.ended = true
    for (const kind of KINDS) {
      const waiting = this.waiting[kind]
      const annotations = foldFindings(waiting, this.room(kind) - this.shown[kind], kind)
      for (const annotation of annotations) this.output.annotate(kind, annotation)
      this.shown[kind] += annotations.length
      if (annotations.length < waiting.length) unshown[kind] = this.all[kind]
    }
    return unshown
  }

  private room(kind: AnnotationKind): number {
    return kind === 'error' ? ANNOTATIONS_PER_KIND - 1 : ANNOTATIONS_PER_KIND
  }
}

function annotationOf({ message, title, file }: Finding): Annotation {
  return { message, ...(title !== undefined && { title }), ...(file !== undefined && { file }) }
}

/**
 * A finding as a line of the log that is no workflow command: labelled with its kind, and no line
 * of it able to start one (the annotation escaped its line breaks; a plain line does not).
 */
function plainLine(kind: AnnotationKind, message: string): string {
  return `${LABELS[kind]}: ${message}`
    .split('\n')
    .map(line => (/^\s*::|##\[/.test(line) ? neutraliseCommands(line) : line))
    .join('\n')
}
