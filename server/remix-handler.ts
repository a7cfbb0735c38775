import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";

import { answerBusy } from "./admission";
import type { PageCache } from "./page-cache";
import { MANIFEST_PATH, shardedBuilds } from "./route-shards";

type RequestHandler = ReturnType<typeof createRequestHandler>;
type Build = ServerBuild | (() => Promise<ServerBuild>);

/** The Remix handler for a path: one per shard of the routes (./route-shards.ts), made once. */
function shardedHandlers(build: Build, mode: "production" | "development"): (pathname: string) => RequestHandler {
  const whole = createRequestHandler(build, mode);
  if (typeof build === "function") {
    // Development: the build changes with each edit, so each request shards the build it gets.
    return (pathname) =>
      pathname === MANIFEST_PATH
        ? whole
        : createRequestHandler(async () => shardedBuilds(await build())(pathname), mode);
  }
  const shardOf = shardedBuilds(build);
  const handlers = new Map<ServerBuild, RequestHandler>();
  return (pathname) => {
    if (pathname === MANIFEST_PATH) return whole;
    const shard = shardOf(pathname);
    let handler = handlers.get(shard);
    if (!handler) handlers.set(shard, (handler = createRequestHandler(shard, mode)));
    return handler;
  };
}

/**
 * Hands a request to Remix. This replaces @remix-run/express's adapter for two
 * reasons: the body Remix reads is the one server/body-limit.ts already read
 * and bounded (the adapter streams the raw socket into Remix, limitless), and
 * the URL is built from the host headers server/request-target.ts checked.
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
  cache,
  ceilingMs,
}: {
  build: Build;
  mode: "production" | "development";
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /** Answers an anonymous page a shared cache could keep (./page-cache.ts); none: every request renders. */
  cache?: PageCache;
  /** The longest a grower waits: past it they get the "busy" page and the render's upstream calls stop. */
  ceilingMs: number;
}) {
  const handlerFor = shardedHandlers(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    let url: URL;
    try {
      url = new URL(`${req.protocol}://${publicHost(req)}${req.originalUrl}`);
    } catch {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    try {
      const controller = new AbortController();
      // The browser went away before the answer was written: stop the loaders' upstream calls.
      res.on("close", () => res.writableFinished || controller.abort());
      const body = res.locals.body as Buffer | undefined;
      const request = new globalThis.Request(url, {
        method: req.method,
        headers: headersOf(req),
        signal: controller.signal,
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const handle = handlerFor(url.pathname);
      const render = () => handle(request, getLoadContext(req, res));
      const ceiling = setTimeout(() => {
        log("warn", "render past its ceiling: answering 503", { path: url.pathname, ceilingMs });
        answerBusy(req, res);
        controller.abort();
      }, ceilingMs);
      let response: globalThis.Response;
      try {
        response = await (cache ? cache(request, render) : render());
      } finally {
        clearTimeout(ceiling);
      }
      // The grower already has the busy page: what the render made after its ceiling is dropped.
      if (res.headersSent) return void (await response.body?.cancel());
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The host the browser asked for, port included: X-Forwarded-Host only when the
 * peer is a trusted proxy hop (Express's `trust proxy`, as req.hostname and
 * req.protocol decide), else Host.
 */
function publicHost(req: Request): string {
  const trusted = (req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean)(
    req.socket.remoteAddress,
    0,
  );
  const forwarded = req.get("x-forwarded-host");
  return (trusted && forwarded ? forwarded.split(",")[0] : (req.get("host") ?? "")).trim();
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * Writes Remix's answer. A header Remix sets replaces the one the middleware set before it (a page's own
 * Content-Security-Policy replaces the no-script default: two CSP headers would both apply, the intersection
 * allowing nothing), except Set-Cookie, of which there may be several.
 * A route that refuses a method (405) names the ones it takes: our pages are read with GET and HEAD.
 */
async function send(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) if (name !== "set-cookie") res.setHeader(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append("set-cookie", cookie);
  if (response.status === 405 && !response.headers.has("allow")) res.set("allow", "GET, HEAD");
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
