import { isRouteErrorResponse } from "@remix-run/react";

/**
 * What the error pages say (the locale's frame and the root's bare page), in the browser bundle as well as on the
 * server: the answers themselves are thrown with app/render/http-errors.ts.
 */

/** What a route may say about what it could not show; the page, frame and status stay the locale's. */
export interface ErrorDetail {
  title: string;
  body: string;
}

/** The detail a thrown answer carried, if it carried one. */
export function errorDetailOf(payload: unknown): ErrorDetail | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { title, body } = payload as Partial<ErrorDetail>;
  return typeof title === "string" && typeof body === "string" ? { title, body } : null;
}

/** The locale's words for its error pages (common.json "errors"), translated where the frame is built. */
const ERROR_WORDS = [
  "notFoundTitle",
  "notFoundBody",
  "forbiddenTitle",
  "forbiddenBody",
  "tooManyTitle",
  "tooManyBody",
  "unavailableTitle",
  "unavailableBody",
  "unexpectedTitle",
  "unexpectedBody",
  "home",
] as const;

export type ErrorWords = Record<(typeof ERROR_WORDS)[number], string>;

export function errorWords(t: (key: string) => string): ErrorWords {
  return Object.fromEntries(ERROR_WORDS.map((key) => [key, t(`errors.${key}`)])) as ErrorWords;
}

/**
 * What an error page says, whichever boundary renders it (the locale's frame, or the root's bare page when the
 * frame's data is missing, as after an action threw): 404 and 403 have their own text or the route's detail; 429
 * (too many attempts) and 503 (a service the page needs is down) say to come back; anything else is unexpected.
 */
export function errorText(error: unknown, words: ErrorWords): { code: number; title: string; body: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) ? errorDetailOf(error.data) : null;
  if (status === 404) return { code: 404, ...(detail ?? { title: words.notFoundTitle, body: words.notFoundBody }) };
  if (status === 403) return { code: 403, ...(detail ?? { title: words.forbiddenTitle, body: words.forbiddenBody }) };
  if (status === 429) return { code: 429, title: words.tooManyTitle, body: words.tooManyBody };
  if (status === 503) return { code: 503, title: words.unavailableTitle, body: words.unavailableBody };
  return { code: status, title: words.unexpectedTitle, body: words.unexpectedBody };
}
