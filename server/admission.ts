import { AsyncResource } from "node:async_hooks";

import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";

import { busyPage } from "./busy-page";

/**
 * Overload is answered, not queued (issue 28). At most `maxInFlight` requests are inside the portal's pages at once;
 * one more waits at most `maxWaitMs` for a place (first come, first served), and past that it is answered 503 with
 * Retry-After and the localized "busy" page, without rendering. Before this bound a busy morning queued without
 * limit: requests timed out after 20 s while every one of them was being rendered. (The answer comes when the one
 * thread reads the request: a thread busy rendering reads late; decision 0059 has the figures.)
 * Health checks and files are answered before this (server/portal.ts), so a busy instance still says it is alive.
 */
export interface AdmissionLimits {
  maxInFlight: number;
  maxWaitMs: number;
}

export const BUSY_RETRY_AFTER_SECONDS = 5;
const LOG_EVERY_MS = 10_000;
const READS = new Set(["GET", "HEAD"]);

export function answerBusy(req: Request, res: Response) {
  if (res.headersSent) return void res.end();
  res
    .status(503)
    .set({ "retry-after": String(BUSY_RETRY_AFTER_SECONDS), "cache-control": "no-store" })
    .type("html")
    .send(req.method === "HEAD" ? undefined : busyPage(req.originalUrl));
}

export function admission({ maxInFlight, maxWaitMs }: AdmissionLimits) {
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  // The busy answers are logged at most every LOG_EVERY_MS, with how many there were: the log must not add to the load.
  let refused = 0;
  let loggedAt = -Infinity;

  const release = () => {
    inFlight--;
    waiting.shift()?.();
  };
  const enter = (res: Response, next: NextFunction) => {
    inFlight++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      release();
    };
    res.once("finish", leave);
    res.once("close", leave);
    next();
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // A submission is never turned away for load (a grower's form must not be lost): it is cheap next to a page
    // (stored, then a redirect) and rare, and the forms' own rate limits bound it. It counts towards the bound.
    if (inFlight < maxInFlight || !READS.has(req.method)) return enter(res, next);
    // Its turn comes from another request's end: bound here, it runs in this request's own async context (its
    // request id, its user), never in the one that freed the place.
    const bound = AsyncResource.bind(() => {
      clearTimeout(timer);
      enter(res, next);
    });
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(bound), 1);
      refused++;
      if (Date.now() - loggedAt >= LOG_EVERY_MS) {
        log("warn", "portal busy: answered 503", { refused, inFlight, waiting: waiting.length });
        loggedAt = Date.now();
        refused = 0;
      }
      answerBusy(req, res);
    }, maxWaitMs);
    // A visitor who leaves while waiting gives up their turn.
    res.once("close", () => {
      const at = waiting.indexOf(bound);
      if (at >= 0) {
        waiting.splice(at, 1);
        clearTimeout(timer);
      }
    });
    waiting.push(bound);
  };
}
