import { data } from "@remix-run/node";

import type { ErrorDetail } from "./error-text";

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
