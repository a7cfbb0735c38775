import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
// The web-streams renderer, not the Node one: see renderPage below.
import { renderToReadableStream } from "react-dom/server.browser";

import { NonceProvider } from "./nonce";
import { errorLogEntry } from "./render/server-error-log";
import { log } from "./services/log.server";
import { isPersonal, serverTimingHeader } from "./services/request-context.server";

const ABORT_DELAY_MS = 5_000;

/** What no cache may keep: an answer built for the signed-in user. */
const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Headers every answer of the portal's pages and their data shares: the
 * upstream timings, and no-store once anything in the request read a
 * signed-in user (sessionUser marks it). Anonymous answers keep the caching
 * their route gave them.
 */
function setSharedHeaders(headers: Headers) {
  const timing = serverTimingHeader();
  if (timing) headers.set("server-timing", timing);
  if (isPersonal()) headers.set("cache-control", PERSONAL_CACHE_CONTROL);
}

/**
 * The document, streamed. React 18's Node renderer (renderToPipeableStream)
 * corrupts bytes: when a multi-byte character does not fit at the end of its
 * 2 KB buffer it still sends the whole buffer, NUL padding included
 * (react#31134, fixed only in React 19), so "día" could reach the browser as
 * "d\0ía". The web-streams renderer encodes each string whole before copying
 * it into its buffer, so it cannot split a character; Node 20 runs it natively.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  // A visitor who leaves, or a render that outlives its budget, stops the work; once all is sent, nothing is left to stop.
  const stop = new AbortController();
  const abort = () => stop.abort();
  const timer = setTimeout(abort, ABORT_DELAY_MS);
  request.signal.addEventListener("abort", abort, { once: true });
  const settled = () => {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", abort);
  };
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={loadContext.nonce} />
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: stop.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged here; before it, handleError below has them.
        if (shellRendered) log("error", "render failed", errorLogEntry(error, new URL(request.url).pathname).fields);
      },
    },
  ).catch((error: unknown) => {
    settled();
    throw error;
  });
  shellRendered = true;
  body.allReady.then(settled, settled);
  // Crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready.
  if (isbot(request.headers.get("user-agent"))) await body.allReady;
  responseHeaders.set("content-type", "text/html; charset=utf-8");
  // Ask for the connection's speed on the next request: light mode follows a 2g link (app/light/light-mode.server.ts).
  responseHeaders.set("accept-ch", "ECT");
  setSharedHeaders(responseHeaders);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Client navigations fetch loader data (`.data`): the same shared headers as the document. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  setSharedHeaders(response.headers);
  return response;
};

/** Thrown answers (404, 403, 405) are not faults: see errorLogEntry for what is logged and how loudly. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const { level, message, fields } = errorLogEntry(error, new URL(request.url).pathname);
  log(level, message, fields);
}
