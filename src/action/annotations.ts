import { neutraliseCommands } from '../text/untrusted.js'
import {
  type Annotation,
  type AnnotationKind,
  type Finding,
  foldFindings
} from './fold-annotations.js'

/**
 * Annotations GitHub shows of each kind (error, warning, notice) per step; it drops the rest without
 * a word, and shows 50 per job ("Limitations" in
 * https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md, read 2026-11-27). The
 * job's 50 are shared with steps this one cannot see: each step keeps to its 10.
 */
export const ANNOTATIONS_PER_KIND = 10

/** What the book writes: an annotation, or a plain line of the log. */
export interface AnnotationOutput {
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
 * The one place that decides what becomes an annotation. A finding without a rule is annotated at
 * once while its kind has room to spare; one with a rule (that others may repeat: the same preflight
 * problem in each IPA of a fleet), or past that room, is a plain line of the log at once and waits
 * for the step's end, where `end` folds what waited into the room left (fold-annotations.ts).
 * Errors keep one place for the step's failure, which `core.setFailed` annotates after the end.
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
    const room = this.ended ? this.room(kind) : this.room(kind) - 1
    if ((this.ended || finding.rule === undefined) && this.shown[kind] < room) {
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
