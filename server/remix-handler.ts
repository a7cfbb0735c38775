import { SpanKind } from "@opentelemetry/api";
import { ATTR_HTTP_ROUTE } from "@opentelemetry/semantic-conventions";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";
import { currentRequestContext } from "~/services/request-context.server";
import { inRequestSpan } from "~/services/tracing.server";

import { answerBusy } from "./admission";
import { codingFor, encode, isCompressible } from "./encoding";
import type { PageCache } from "./page-cache";
import { MANIFEST_PATH, shardedBuilds } from "./route-shards";
import { fromTrustedPeer } from "./trusted-peer";

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

/** The Fetch API request the pipeline below hands on (res.locals.request), made by `webRequests`. */
const requestOf = (res: Response) => res.locals.request as globalThis.Request;
const abortOf = (res: Response) => res.locals.abort as AbortController;

/**
 * Makes the Fetch API request Remix and the page cache read. This replaces @remix-run/express's adapter for two
 * reasons: the body Remix reads is the one server/body-limit.ts already read and bounded (the adapter streams the
 * raw socket into Remix, limitless), and the URL is built from the host headers server/request-target.ts checked.
 */
export function webRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = publicUrl(req);
    if (!url) {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    const controller = new AbortController();
    // The exchange is over, answered or not (the browser went away): its signal aborts. Remix keeps a 5-s timer per
    // document (its data stream's timeout) that only the request's abort clears; left to run, each held its page's
    // data for 5 s after the answer and then aborted a stream long finished (issue 28).
    res.once("close", () => controller.abort());
    const body = res.locals.body as Buffer | undefined;
    res.locals.abort = controller;
    res.locals.request = new globalThis.Request(url, {
      method: req.method,
      headers: headersOf(req),
      signal: controller.signal,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    next();
  };
}

/**
 * Answers from the page cache (./page-cache.ts) without a place among the renders: a fresh copy always (it costs
 * what a 503 would), a stale one only when the portal is too busy to render (`stalePage`, for ./admission.ts).
 * Written straight to the socket: no Fetch API request or response is made for it.
 */
export function keptPages(cache: PageCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!answerKept(cache, req, res, false)) next();
  };
}

export function stalePage(cache: PageCache) {
  return (req: Request, res: Response): boolean => answerKept(cache, req, res, true);
}

function answerKept(cache: PageCache, req: Request, res: Response, stale: boolean): boolean {
  const url = publicUrl(req);
  if (!url) return false;
  const kept = cache.kept({ url, method: req.method, header: (name) => req.get(name) }, { stale });
  if (!kept) return false;
  res.statusCode = kept.status;
  for (const [name, value] of kept.headers) res.setHeader(name, value);
  res.end(kept.body ?? undefined);
  return true;
}

/** Hands the request to Remix, through the page cache when there is one. */
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
    const request = requestOf(res);
    try {
      const handle = handlerFor(new URL(request.url).pathname);
      const context: AppLoadContext = {
        ...getLoadContext(req, res),
        sitePage: (other) => handlerFor(new URL(other.url).pathname)(other, context),
      };
      const render = () => renderSpanned(() => handle(request, context));
      const ceiling = setTimeout(() => {
        log("warn", "render past its ceiling: answering 503", { path: req.path, ceilingMs });
        answerBusy(req, res);
        abortOf(res).abort();
      }, ceilingMs);
      let response: globalThis.Response;
      try {
        response = await (cache ? cache.cached(request, render) : render());
      } finally {
        clearTimeout(ceiling);
      }
      // The grower already has the busy page: what the render made after its ceiling is dropped.
      if (res.headersSent) return void (await response.body?.cancel());
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Remix's work for one request, loaders and actions and the page's render, as one span of the request's trace: the
 * upstream calls and store queries made meanwhile sit beside it, within its time.
 */
function renderSpanned(render: () => Promise<globalThis.Response>): Promise<globalThis.Response> {
  const route = currentRequestContext()?.route;
  return inRequestSpan(
    route ? `render ${route}` : "render",
    SpanKind.INTERNAL,
    () => (route ? { [ATTR_HTTP_ROUTE]: route } : {}),
    render,
  );
}

/** The address the browser asked for, as a parsed absolute URL's text; null when it is none. */
function publicUrl(req: Request): string | null {
  if (urls.has(req)) return urls.get(req)!;
  let url: string | null;
  try {
    url = new URL(`${req.protocol}://${publicHost(req)}${req.originalUrl}`).href;
  } catch {
    url = null;
  }
  urls.set(req, url);
  return url;
}
/** Each request's address, worked out once: the page cache and the Fetch API request both need it. */
const urls = new WeakMap<Request, string | null>();

/**
 * The host the browser asked for, port included: X-Forwarded-Host only when the
 * peer is a trusted proxy hop (Express's `trust proxy`, as req.hostname and
 * req.protocol decide), else Host.
 */
function publicHost(req: Request): string {
  const forwarded = req.get("x-forwarded-host");
  return (fromTrustedPeer(req) && forwarded ? forwarded.split(",")[0] : (req.get("host") ?? "")).trim();
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
 * The body is encoded here, once, in the coding the browser asks for (./encoding.ts); a kept copy comes encoded.
 * Nothing the portal renders streams (no deferred data): each body is read whole, then written.
 */
async function send(req: Request, res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) if (name !== "set-cookie") res.setHeader(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append("set-cookie", cookie);
  if (response.status === 405 && !response.headers.has("allow")) res.set("allow", "GET, HEAD");
  const contentType = response.headers.get("content-type");
  // Named on every answer of such a page, a HEAD's and a 304's too: a cache updates what it keeps from them.
  if (isCompressible(contentType)) res.vary("Accept-Encoding");
  if (!response.body) return void res.end();
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.has("content-encoding")) return void res.end(body);
  const coding = req.method === "HEAD" ? null : codingFor(req.get("accept-encoding"), contentType, body.length);
  if (!coding) return void res.end(body);
  const encoded = await encode(body, coding);
  res.setHeader("content-encoding", coding);
  res.setHeader("content-length", encoded.length);
  res.end(encoded);
}
