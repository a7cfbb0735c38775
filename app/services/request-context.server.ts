import { AsyncLocalStorage } from "node:async_hooks";

import type { Span } from "@opentelemetry/api";

/** What one request carries through every upstream call: its id and the calls' timings. */
export interface RequestContext {
  requestId: string;
  /** The browser test that made the request, when TEST_SCOPES is on (app/services/test-scope.server.ts). */
  testScope?: string;
  timings: { name: string; durationMs: number; outcome: string }[];
  /** Set once the answer depends on who is signed in: only that browser may keep it (`private, no-cache`). */
  personal?: boolean;
  /** Set once the answer embeds a value issued for this visit alone (a form's idempotency key): never shared. */
  perVisit?: boolean;
  /** The request's span when tracing is on: the parent of its upstream, store and render spans (./tracing.server.ts). */
  span?: Span;
  /** The route pattern the request matched (`/pt-br/produto/:seoSlug`), once known (server/route-label.ts). */
  route?: string;
}

/**
 * One store per process, even though server.ts and the Remix build each load
 * their own copy of this module: the copy in server.ts starts the context, the
 * copy in the build reads it.
 */
const STORE_KEY = Symbol.for("surco.request-context");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
const storage = (holder[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Marks the current request's answer as personal (a signed-in user was read from the session). */
export function markPersonal() {
  const context = storage.getStore();
  if (context) context.personal = true;
}

/** Whether anything in this request read a signed-in user, so its answer must be private to them. */
export function isPersonal(): boolean {
  return storage.getStore()?.personal === true;
}

/** Marks the current request's answer as holding a value for this visit only (app/store/portal-outbox.server.ts). */
export function markPerVisit() {
  const context = storage.getStore();
  if (context) context.perVisit = true;
}

/** Whether this request's answer holds a value issued for this visit only, so no cache may hand it to anyone else. */
export function isPerVisit(): boolean {
  return storage.getStore()?.perVisit === true;
}

/** The Server-Timing header value for the upstream calls of the current request. */
export function serverTimingHeader(context: RequestContext | undefined = storage.getStore()): string | null {
  if (!context || context.timings.length === 0) return null;
  return context.timings
    .map((t) => `${t.name.replace(/[^a-z0-9-]/gi, "-")};desc="${t.outcome}";dur=${t.durationMs.toFixed(1)}`)
    .join(", ");
}
