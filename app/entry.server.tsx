import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
// The web-streams renderer, not the Node one: see handleRequest below.
import { renderToReadableStream } from "react-dom/server.browser";

import { env } from "./env.server";
import { cacheControlFor, takesEtag, varyFor } from "./http-cache/cache-policy";
import { matchesIfNoneMatch, strongEtag } from "./http-cache/etag.server";
import { sealInlineScripts } from "./http-cache/inline-script-hashes.server";
import { localeOfPath } from "./i18n/href";
import { NonceProvider } from "./nonce";
import { endInsideBody } from "./render/document-end.server";
import { inlineStylesheets, readBuiltStylesheet } from "./render/inline-stylesheets.server";
import { handOverToBootstrap } from "./render/script-bootstrap.server";
import { errorLogEntry } from "./render/server-error-log";
import { contentSecurityPolicy } from "./security/content-security-policy";
import { log } from "./services/log.server";
import { isPersonal, isPerVisit, serverTimingHeader } from "./services/request-context.server";

const ABORT_DELAY_MS = 5_000;

/** Where a form may post besides our own pages: the identity provider's end-session form (sign-out). */
const FORM_TARGETS = [new URL(env.OIDC_ISSUER).origin];

/**
 * Headers every answer of the portal's pages and their data shares: the upstream timings, and who may keep the
 * answer (app/http-cache/cache-policy.ts: public for anonymous pages, private once anything read the signed-in
 * user or issued a per-visit key), and what it varies on.
 */
function setSharedHeaders(request: Request, status: number, headers: Headers) {
  const timing = serverTimingHeader();
  if (timing) headers.set("server-timing", timing);
  headers.set(
    "cache-control",
    cacheControlFor({
      method: request.method,
      status,
      routeCacheControl: headers.get("cache-control"),
      personal: isPersonal(),
      perVisit: isPerVisit(),
      setsCookie: headers.has("set-cookie"),
    }),
  );
  headers.set("vary", varyFor(localeOfPath(new URL(request.url).pathname) !== null));
}

/**
 * The document, rendered whole before a byte is sent. No loader defers data, so the stream would hold nothing a
 * grower sees sooner; having it whole lets one body stand for one content: its inline scripts are allowed by
 * their hashes instead of a per-request nonce (the request's marker is stripped), a page that does not hydrate
 * carries its styles inline (allowed by their hash too), and its strong ETag lets a browser or a shared cache
 * revalidate it with a 304 and no body.
 *
 * React 18's Node renderer (renderToPipeableStream) corrupts bytes: when a multi-byte character does not fit at
 * the end of its 2 KB buffer it still sends the whole buffer, NUL padding included (react#31134, fixed only in
 * React 19), so "día" could reach the browser as "d\0ía". The web-streams renderer encodes each string whole
 * before copying it into its buffer, so it cannot split a character; Node 20 runs it natively.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  // A visitor who leaves, or a render that outlives its budget, stops the work; once all is rendered, nothing is left to stop.
  const stop = new AbortController();
  const abort = () => stop.abort();
  const timer = setTimeout(abort, ABORT_DELAY_MS);
  request.signal.addEventListener("abort", abort, { once: true });
  const settled = () => {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", abort);
  };
  const marker = loadContext.nonce;
  try {
    const stream = await renderToReadableStream(
      <NonceProvider value={marker}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={marker} />
      </NonceProvider>,
      {
        nonce: marker,
        signal: stop.signal,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, handleError below has them.
          if (shellRendered) log("error", "render failed", errorLogEntry(error, new URL(request.url).pathname).fields);
        },
      },
    );
    shellRendered = true;
    await stream.allReady;
    const sealed = sealInlineScripts(await new Response(stream).text(), marker);
    // Inlining reads the module script as Remix wrote it (a page that hydrates keeps its links), so the hand-over to
    // the bootstrap, which renames it, comes last.
    const styled = inlineStylesheets(sealed.html, readBuiltStylesheet);
    const csp = contentSecurityPolicy({
      scriptHashes: sealed.scriptHashes,
      styleHashes: styled.styleHashes,
      formTargets: FORM_TARGETS,
    });
    keepRetryAfter(remixContext, responseHeaders);
    const html = endInsideBody(handOverToBootstrap(styled.html));
    return documentAnswer(request, html, csp, responseStatusCode, responseHeaders);
  } finally {
    settled();
  }
}

/**
 * A loader or action that throws a 429 or a 503 says when to come back; the page its error boundary renders keeps
 * that Retry-After (a route without a `headers` export would drop it), whichever route threw.
 */
function keepRetryAfter(context: EntryContext, headers: Headers) {
  const { actionHeaders, loaderHeaders, errors } = context.staticHandlerContext;
  if (!errors) return;
  for (const thrown of [...Object.values(actionHeaders), ...Object.values(loaderHeaders)]) {
    const retryAfter = thrown.get("retry-after");
    if (retryAfter) return void headers.set("retry-after", retryAfter);
  }
}

/** The sealed document as an answer: its own CSP, its caching, its ETag, or a 304 when the browser has it already. */
function documentAnswer(request: Request, html: string, csp: string, status: number, headers: Headers) {
  headers.set("content-type", "text/html; charset=utf-8");
  // Ask for the connection's speed on the next request: light mode follows a 2g link (app/light/light-mode.server.ts).
  headers.set("accept-ch", "ECT");
  headers.set("content-security-policy", csp);
  setSharedHeaders(request, status, headers);
  if (!takesEtag(request.method, status)) return new Response(html, { headers, status });
  const etag = strongEtag(html);
  headers.set("etag", etag);
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { headers, status: 304 });
  return new Response(html, { headers, status });
}

/** Client navigations fetch loader data (`.data`): the same shared headers as the document. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setSharedHeaders(request, response.status, response.headers);
  return response;
};

/** Thrown answers (404, 403, 405) are not faults: see errorLogEntry for what is logged and how loudly. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const { level, message, fields } = errorLogEntry(error, new URL(request.url).pathname);
  log(level, message, fields);
}
