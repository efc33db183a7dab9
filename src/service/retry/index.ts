/**
 * The retry policy, in one place:
 * - what may be sent again, and what may have been carried out although no answer says so
 *   (verdict.ts: a GET or DELETE is resent; a create, only by `exactly-once/`, after a look);
 * - the budget (the `retries` input, counted by the transport) and how long each retry waits: the
 *   backoff, and the Retry-After a 429 or 503 asks for, each bounded (delay.ts);
 * - a 429, or a 503 with Retry-After, to one request pauses them all (pause.ts);
 * - the service's rate limit (a 429 with Retry-After): how its holds count against `retries` and
 *   the deadline, their own bound, and the run's count of them (rate-limit.ts);
 * - what stops a fleet at once, as no other request can escape it (stops-everything.ts).
 */
export * from './delay.js'
export * from './pause.js'
export * from './rate-limit.js'
export * from './stops-everything.js'
export * from './verdict.js'
