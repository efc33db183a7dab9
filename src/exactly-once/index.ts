/**
 * Exactly-once: nothing a release sends is made twice, whatever happens to the answers, and a re-run
 * finishes what an earlier attempt started. Everything that decides it is in this folder:
 * - `idempotency-key.ts`: the key of a release, the same on every attempt of its run, and the chain
 *   of keys of its new tries;
 * - `create-once.ts`: the one create, the listing read before it and after a lost answer, what that
 *   look decides, and the resend (the transport never sends a POST twice);
 * - `submit-once.ts`: a submission, tried again with the next key when a re-run finds an earlier
 *   attempt's failed;
 * - `rerun.ts`: what a re-run follows instead of submitting, from the earlier attempt's GitHub
 *   Deployment (`release-record.ts`, what the deployment records);
 * - `key-collision.ts`: what a 422 to the release's own key means (a re-run whose IPA was built
 *   again), the earlier record looked for, and the failure when it is not found;
 * - `same-build.ts`: a build as App Store Connect knows it, found in the listing and in deployments,
 *   and the ITMS-90189 warning when another run sent it;
 * - `look.ts`, `lost-answer.ts`: the listing compared, and how a lost answer is told.
 * Whether an attempt may have been carried out is `service/retry/`'s one decision (verdict.ts).
 */
export { createOnce, type CreateSpec, type Created, type Siblings } from './create-once.js'
export { releaseKey, type ReleaseKey } from './idempotency-key.js'
export { namesAnotherFile } from './look.js'
export { planFromEarlierDeployment, type Plan } from './rerun.js'
export { type ReleaseRecord } from './release-record.js'
export { submitOnce, type Release, type Sent } from './submit-once.js'
