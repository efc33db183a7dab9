/**
 * A Mach-O file that lies about itself, thrown inside the reader and returned by `readMachO` as a
 * `malformed` result: `detail` says what lies, in a short phrase.
 */
export class MalformedMachO extends Error {
  constructor(readonly detail: string) {
    super(detail)
    this.name = 'MalformedMachO'
  }
}
