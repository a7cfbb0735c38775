import { randomUUID } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";
import { recordRequest } from "~/services/metrics.server";
import { type RequestContext, runWithRequestContext } from "~/services/request-context.server";
import { TEST_SCOPE_HEADER, testScopeOf } from "~/services/test-scope.server";
import { endRequestSpan, startRequestSpan } from "~/services/tracing.server";
import { withoutSubmissionKeys } from "~/store/submission-key.server";

import { fromTrustedPeer } from "./trusted-peer";

/**
 * Gives every request an id (kept from X-Request-Id when a proxy sent a sane one),
 * runs the rest of the request inside its context (for upstream timings, log
 * lines and its trace's span), and writes one structured line and one measurement
 * when the response ends (decision 0062).
 */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const testScope = testScopeOf(req.get(TEST_SCOPE_HEADER));
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const context: RequestContext = { requestId, testScope, timings: [] };
    // A trace is continued only from the operator's own proxies: anyone else could choose its ids and, with a
    // sampling ratio below 1, have any request traced.
    const fromProxy = fromTrustedPeer(req);
    context.span = startRequestSpan(req.method, (name) => (fromProxy ? req.get(name) : undefined));
    context.span?.setAttribute("surco.request.id", requestId);
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log("info", "request", {
        testScope,
        requestId,
        method: req.method,
        path: withoutSubmissionKeys(req.path),
        status: res.statusCode,
        durationMs,
      });
      recordRequest({
        method: req.method,
        route: routeOf(req, context),
        status: res.statusCode,
        seconds: durationMs / 1000,
      });
    });
    // "close" comes after "finish", and alone when the browser left before the answer ended: the span ends either way.
    const span = context.span;
    if (span)
      res.once("close", () =>
        endRequestSpan(span, {
          method: req.method,
          route: routeOf(req, context),
          status: res.writableFinished ? res.statusCode : undefined,
        }),
      );
    runWithRequestContext(context, next);
  };
}

/**
 * The pattern a request matched: one of Remix's routes (./route-label.ts), else the path of the express route that
 * answered it (/readyz, /healthz); none for files, refusals and what no route matched (the catch-all `*` that hands
 * requests to Remix is no route of its own).
 */
function routeOf(req: Request, context: RequestContext): string | undefined {
  const express = (req.route as { path?: unknown } | undefined)?.path;
  return context.route ?? (typeof express === "string" && express !== "*" ? express : undefined);
}
