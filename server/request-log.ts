import { randomUUID } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";
import { runWithRequestContext } from "~/services/request-context.server";
import { TEST_SCOPE_HEADER, testScopeOf } from "~/services/test-scope.server";
import { withoutSubmissionKeys } from "~/store/submission-key.server";

/**
 * Gives every request an id (kept from X-Request-Id when a proxy sent a sane one),
 * runs the rest of the request inside its context (for upstream timings and
 * log lines), and writes one structured line when the response ends.
 */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const testScope = testScopeOf(req.get(TEST_SCOPE_HEADER));
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      log("info", "request", {
        testScope,
        requestId,
        method: req.method,
        path: withoutSubmissionKeys(req.path),
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    runWithRequestContext({ requestId, testScope, timings: [] }, next);
  };
}
