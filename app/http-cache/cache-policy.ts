/**
 * How long, and by whom, an answer of the portal's pages (a document or its `.data`) may be kept. Decided after
 * the render, from what the request did, not from the route's name, so a page that starts reading the user or
 * issuing an idempotency key becomes private without anyone remembering to say so.
 */

/**
 * An anonymous page: any cache may keep it. A shared cache serves it for a minute and then, while it refreshes in the
 * background, up to ten more. A browser holds it stale at once (max-age=0): on a revisit within those ten minutes it
 * may show its copy and revalidate behind it (a 304 when unchanged); later it revalidates first. The service worker
 * goes past this copy (network first means the network).
 */
export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** An answer built for the signed-in grower: only their browser keeps it, and asks every time (a 304 when unchanged). */
export const PERSONAL_CACHE_CONTROL = "private, no-cache";

/**
 * A page that embeds a value issued for this one visit (a form's idempotency key): no shared cache may hand it to
 * another visitor, and the browser must not show it again from its cache either (back button): a second, different
 * submission sent with the first one's key would be taken for a repeat and dropped.
 */
export const PER_VISIT_CACHE_CONTROL = "private, no-store";

/** Failures, rate limits and answers to a POST: nothing to keep. */
const NOT_KEPT = "no-store";

export interface RenderedAnswer {
  method: string;
  status: number;
  /** The Cache-Control the route itself set, if any (a receipt's no-store). */
  routeCacheControl: string | null;
  /** A signed-in user was read (app/services/request-context.server.ts). */
  personal: boolean;
  /** A value issued for this visit only was rendered (a submission key). */
  perVisit: boolean;
  /** The answer sets a cookie: a shared cache would hand that cookie to everyone. */
  setsCookie: boolean;
}

export function cacheControlFor(answer: RenderedAnswer): string {
  const route = answer.routeCacheControl;
  if (route && /\bno-store\b/i.test(route)) return route;
  if (answer.perVisit) return PER_VISIT_CACHE_CONTROL;
  if (answer.personal || answer.setsCookie) return PERSONAL_CACHE_CONTROL;
  if (answer.method !== "GET" && answer.method !== "HEAD") return NOT_KEPT;
  if (route) return route;
  // A missing page is as shareable as a present one (and a flood of them is what a shared cache absorbs).
  return answer.status === 200 || answer.status === 404 ? ANONYMOUS_CACHE_CONTROL : NOT_KEPT;
}

/**
 * What an HTML answer depends on besides its address: the session cookie (signed in or not; light mode's choice),
 * and the light-mode signals (Save-Data, the ECT client hint). Where the address names no locale, the root picks
 * the language from Accept-Language, so that varies too.
 */
export function varyFor(addressHasLocale: boolean): string {
  return addressHasLocale ? "Cookie, Save-Data, ECT" : "Cookie, Save-Data, ECT, Accept-Language";
}

/** Only a whole, successful page to a read gets a validator: a 304 stands for a 200. */
export function takesEtag(method: string, status: number): boolean {
  return status === 200 && (method === "GET" || method === "HEAD");
}
