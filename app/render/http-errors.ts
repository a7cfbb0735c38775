import { data } from "@remix-run/node";

/** What a route may say about what it could not show; the page, frame and status stay the locale's. */
export interface ErrorDetail {
  title: string;
  body: string;
}

/**
 * The answers a loader throws when the page cannot be shown: the `$locale`
 * layout's ErrorBoundary turns them into the locale's page for that status,
 * with the site's header and footer around it. One page per status and
 * locale; no route renders its own 404. A route may name what is missing
 * (e.g. "Transaction not found"); otherwise the locale's general text shows.
 */
export function notFound(detail?: ErrorDetail) {
  return data(detail ?? null, { status: 404, statusText: "Not Found" });
}

export function forbidden(detail?: ErrorDetail) {
  return data(detail ?? null, { status: 403, statusText: "Forbidden" });
}

/** The detail a thrown answer carried, if it carried one. */
export function errorDetailOf(payload: unknown): ErrorDetail | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { title, body } = payload as Partial<ErrorDetail>;
  return typeof title === "string" && typeof body === "string" ? { title, body } : null;
}
