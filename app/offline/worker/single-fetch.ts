/**
 * With JavaScript, Remix submits a form with fetch to the page's `.data` address (single fetch) instead of navigating.
 * Offline, that fetch fails and Remix would show its error page; the worker instead keeps the form in the device
 * outbox and answers as the server answers a redirect, asking Remix to reload the document at the form's page, which
 * the worker then serves from the device with the "waiting" notice. The answer is Remix 2's wire format (a
 * turbo-stream of `{ redirect, status, revalidate, reload, replace }`, status 202, `X-Remix-Response`), copied from
 * what the server sends for an action's redirect; single-fetch.test.ts decodes it as Remix does.
 */

/** The document address of a `.data` request: `/es-ar/recursos.data?index` → `/es-ar/recursos?index`. */
export function documentUrlOf(dataUrl: string): string {
  const url = new URL(dataUrl);
  url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url.href;
}

/** Whether a request is Remix submitting a form to an action with fetch. */
export function isDataSubmission(request: { url: string; method: string; mode: string }, origin: string): boolean {
  const url = new URL(request.url);
  return (
    url.origin === origin && request.method === "POST" && request.mode !== "navigate" && url.pathname.endsWith(".data")
  );
}

/** The body and headers of a single-fetch redirect that makes Remix load `location` as a new document. */
export function documentReload(location: string): { body: string; status: number; headers: Record<string, string> } {
  // Values are referenced by index: 6 is false (revalidate, replace), 8 is true (reload).
  const body = JSON.stringify([
    { _1: 2, _3: 4, _5: 6, _7: 8, _9: 6 },
    "redirect",
    location,
    "status",
    303,
    "revalidate",
    false,
    "reload",
    true,
    "replace",
  ]);
  return {
    body,
    status: 202,
    headers: { "content-type": "text/x-script; charset=utf-8", "x-remix-response": "yes" },
  };
}
