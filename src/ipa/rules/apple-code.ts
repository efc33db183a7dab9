/**
 * One code App Store Connect is known to raise at the upload or the processing of an iOS app, with
 * Apple's words as a public report quotes them, and the newest such report found.
 */
export interface AppleCode {
  /** `ITMS-90189`. */
  code: string
  /** Apple's title of it, as its e-mails and Transporter's errors begin; absent where none found. */
  title?: string
  /**
   * Apple's words after the title, as the report quotes them (names of the reporter's app and
   * files left as they were); absent where no report searched quotes them: never made up.
   */
  words?: string
  /** The newest public report found that quotes it: its address, and the day it was written. */
  report?: { url: string; date: string }
  /**
   * Why an IPA alone cannot tell, for a code no check of preflight covers: what else it needs (the
   * builds uploaded before, the signing certificate, Apple's records…). Absent for a checked code.
   */
  reason?: string
}
