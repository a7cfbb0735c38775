import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce";
import { log } from "./services/log.server";
import { serverTimingHeader } from "./services/request-context.server";

const ABORT_DELAY_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  const timing = serverTimingHeader();
  if (timing) responseHeaders.set("server-timing", timing);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={loadContext.nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={loadContext.nonce} />
      </NonceProvider>,
      {
        nonce: loadContext.nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("content-type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, handleError below has them.
          if (shellRendered) log("error", "render failed", { error: String(error) });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS);
  });
}

/** Client navigations fetch loader data: they get their Server-Timing too. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  const timing = serverTimingHeader();
  if (timing) response.headers.set("server-timing", timing);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log("error", "unhandled error", {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
  });
}
