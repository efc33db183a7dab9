/**
 * What the reports of `check` are made from: each IPA as the user gave it, with the problems its
 * inspection found (src/ipa), judged by the policy table (src/ipa/rules/policy.ts). The reports are
 * pure: their callers read the IPAs and write the files.
 */
import type { IpaProblem } from '../ipa/types.js'
import { checkNamed, codesOf, type PreflightCheck, type Purpose } from '../ipa/rules/policy.js'
import { sourceAndDate } from '../ipa/rules/source.js'

export type { Purpose } from '../ipa/rules/policy.js'

/** One IPA checked. */
export interface CheckedIpa {
  /** The IPA as the user gave it: a path (relative to the working directory, or absolute) or a URL. */
  given: string
  /** Its bundle ID, when it was read: with the code and the entry, what names a problem across runs. */
  bundleId?: string
  /** Its problems, as the inspection reports them (the skipped checks' already left out). */
  problems: readonly IpaProblem[]
}

/** What the IPAs were checked for, and the codes the user asked not to check. */
export interface CheckSettings {
  purpose: Purpose
  /** Codes of `preflight-skip`, each a check's code or one it covers. */
  skip: readonly string[]
}

/**
 * The check a problem's code belongs to. Every code the inspection reports is in the policy table
 * (__tests__/preflight-policy.test.ts pins it); one that is not still gets a row of its own, so that no problem is dropped.
 */
export function checkOf(code: string): PreflightCheck {
  return (
    checkNamed(code) ?? {
      code,
      title: code,
      level: 'refuse',
      fix: 'see the message',
      source: 'app-store-deploy'
    }
  )
}

/** Whether the user asked not to apply this check (by its code or one it covers). */
export function isSkipped(check: PreflightCheck, skip: readonly string[]): boolean {
  const wanted = new Set(skip.map(code => code.trim().toLowerCase()))
  return codesOf(check).some(code => wanted.has(code.toLowerCase()))
}

/** Where Apple says so, and the day it was read, apart. */
export function sourceOf(check: PreflightCheck): { where: string; read?: string } {
  return sourceAndDate(check.source)
}

/** The first web address in a source, to link the rule's help to. */
export function linkOf(source: string): string | undefined {
  return /https:\/\/[^\s()]+/.exec(source)?.[0]
}
