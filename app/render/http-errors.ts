/**
 * The answers a loader throws when the page cannot be shown: the `$locale`
 * layout's ErrorBoundary turns them into the locale's page for that status,
 * with the site's header and footer around it. One page per status and
 * locale; no route renders its own 404.
 */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

export function forbidden(): Response {
  return new Response(null, { status: 403, statusText: "Forbidden" });
}
