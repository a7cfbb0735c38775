import { env } from "~/env.server";

import { currentRequestContext, runWithRequestContext } from "./request-context.server";

/**
 * Test scopes (decision 0049): with TEST_SCOPES on, each browser test sends its own id in X-Test-Scope. The portal
 * forwards it to every upstream call the request makes (the sandbox arms a test's faults for its scope alone), to
 * the outbox deliveries it causes, and adds it to the request's log lines (a test fails on an error it caused).
 * A test that injects faults also asks for upstreams of its own (`freshUpstreams`): from then on its requests file
 * their upstream cache entries, circuits and search indexes under its scope, so its faults, open circuits and
 * half-built indexes never reach another test, and no other test's warm cache hides its faults. Every other test
 * shares the portal's caches, as visitors do. With TEST_SCOPES off (production) the header is ignored and nothing
 * here changes a key.
 */
export const TEST_SCOPE_HEADER = "x-test-scope";
/**
 * Where a test asks for fresh upstreams of its own (POST, with its X-Test-Scope): when it starts, and when it
 * clears its faults (its upstreams are back). Only served with TEST_SCOPES on.
 */
export const FRESH_UPSTREAMS_PATH = "/_test-scope/fresh-upstreams";

const SCOPE_PATTERN = /^[\w.-]{1,80}$/;

/** The scope a request's header names, when scopes are on and the header is sane. */
export function testScopeOf(header: string | undefined): string | undefined {
  if (env.TEST_SCOPES !== "on" || !header || !SCOPE_PATTERN.test(header)) return undefined;
  return header;
}

/**
 * The scopes with upstreams of their own, and how many times each asked for fresh ones. Shared through globalThis:
 * server.ts and the Remix build each bundle a copy of this module, and the one that serves the request is not the
 * one that keys.
 */
const GENERATIONS_KEY = Symbol.for("surco.test-scope-generations");
const holder = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
const generations = (holder[GENERATIONS_KEY] ??= new Map<string, number>());

/** A cache, circuit or index key of the current test scope's own upstreams: outside one, the key itself. */
export function scopedKey(key: string): string {
  const scope = currentRequestContext()?.testScope;
  const generation = scope === undefined ? undefined : generations.get(scope);
  return generation === undefined ? key : `${key}|scope:${scope}#${generation}`;
}

/**
 * The scope's requests start afresh: an empty upstream cache and closed circuits of their own. Asked when a fault
 * test starts, and when it clears its faults, so it asserts a recovery with one page load instead of waiting out a
 * circuit's open period (whose timing app/services/http.server.test.ts tests with a fake clock).
 */
export function freshUpstreams(scope: string) {
  generations.set(scope, (generations.get(scope) ?? 0) + 1);
}

/**
 * The scope each outbox submission was made in, so its delivery, which runs later outside the request, meets the
 * same faults and logs under the same test. Kept in memory: the browser suite's portal is one process.
 */
const submissionScopes = new Map<string, string>();

export function rememberTestScope(submissionKey: string) {
  const scope = currentRequestContext()?.testScope;
  if (scope) submissionScopes.set(submissionKey, scope);
}

/** Runs a delivery in the scope its submission was made in (a new context: the worker has none). */
export function inTestScopeOf<T>(submissionKey: string, deliver: () => Promise<T>): Promise<T> {
  const testScope = submissionScopes.get(submissionKey);
  if (!testScope) return deliver();
  return runWithRequestContext({ requestId: `outbox-${submissionKey.slice(0, 16)}`, testScope, timings: [] }, deliver);
}

/** A settled submission is delivered no more. */
export function forgetTestScope(submissionKey: string) {
  submissionScopes.delete(submissionKey);
}
