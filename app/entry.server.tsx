import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

import { env } from "./env.server";
import { cacheControlFor, takesEtag, varyFor } from "./http-cache/cache-policy";
import { matchesIfNoneMatch, strongEtag } from "./http-cache/etag.server";
import { sealInlineScripts } from "./http-cache/inline-script-hashes.server";
import { localeOfPath } from "./i18n/href";
import { NonceProvider } from "./nonce";
import { readHandoverAhead } from "./render/data-handover.server";
import { endInsideBody } from "./render/document-end.server";
import { documentShipsScripts } from "./render/document-scripts.server";
import { captureError } from "./render/error-capture.server";
import { inlineStylesheets, readBuiltStylesheet } from "./render/inline-stylesheets.server";
import { handOverToBootstrap } from "./render/script-bootstrap.server";
import { contentSecurityPolicy } from "./security/content-security-policy";
import { isPersonal, isPerVisit, serverTimingHeader } from "./services/request-context.server";

const DOCTYPE = "<!DOCTYPE html>";

/** Where a form may post besides our own pages: the identity provider's end-session form (sign-out). */
const FORM_TARGETS = [new URL(env.OIDC_ISSUER).origin];
/** A hosted map style's origin, which the dealer map fetches its style, tiles and fonts from (decision 0068). */
const CONNECT_SOURCES = env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [];

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
 * The document, rendered whole before a byte is sent. No loader defers data, so a stream would hold nothing a
 * grower sees sooner; having it whole lets one body stand for one content: its inline scripts are allowed by
 * their hashes instead of a per-request nonce (the request's marker is stripped), a page that does not hydrate
 * carries its styles inline (allowed by their hash too), and its strong ETag lets a browser or a shared cache
 * revalidate it with a 304 and no body.
 *
 * It is rendered to a string in one synchronous pass: nothing in it waits once the data hand-over of a hydrating
 * page has been read ahead (./render/data-handover.server.ts). The streaming renderers cost more for the same bytes:
 * the web-streams one encodes every chunk (a third of a signed-in page's CPU, issue 28), and React 18's Node one
 * corrupts a multi-byte character split at its 2 KB buffer's end (react#31134). A render error throws, and Remix
 * renders the error boundary.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const marker = loadContext.nonce;
  if (documentShipsScripts(remixContext)) await readHandoverAhead(remixContext);
  // The streaming renderers wrote the doctype before <html>; a string render leaves it to us.
  const rendered =
    DOCTYPE +
    renderToString(
      <NonceProvider value={marker}>
        <RemixServer context={remixContext} url={request.url} nonce={marker} />
      </NonceProvider>,
    );
  const sealed = sealInlineScripts(rendered, marker);
  // Inlining reads the module script as Remix wrote it (a page that hydrates keeps its links), so the hand-over to
  // the bootstrap, which renames it, comes last.
  const styled = inlineStylesheets(sealed.html, readBuiltStylesheet);
  const csp = contentSecurityPolicy({
    scriptHashes: sealed.scriptHashes,
    styleHashes: styled.styleHashes,
    formTargets: FORM_TARGETS,
    connectSources: CONNECT_SOURCES,
  });
  keepRetryAfter(remixContext, responseHeaders);
  const html = endInsideBody(handOverToBootstrap(styled.html));
  return documentAnswer(request, html, csp, responseStatusCode, responseHeaders);
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
  // Encoded once: the tag is the hash of the page's bytes. Its brotli and gzip codings carry the same tag
  // (server/encoding.ts), as the compression middleware's did: a revisit's If-None-Match names the page, whatever
  // coding brought it.
  const body = Buffer.from(html, "utf8");
  const etag = strongEtag(body);
  headers.set("etag", etag);
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { headers, status: 304 });
  return new Response(body, { headers, status });
}

/** Client navigations fetch loader data (`.data`): the same shared headers as the document. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setSharedHeaders(request, response.status, response.headers);
  return response;
};

/**
 * Every error Remix catches, in a loader, an action or a render, reported once (./render/error-capture.server.ts);
 * thrown answers (404, 403, 405) are not faults. A request the browser gave up on reports nothing.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  captureError(error, { pathname: new URL(request.url).pathname, source: "remix" });
}
