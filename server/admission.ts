import { AsyncResource } from "node:async_hooks";

import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";

import { busyPage } from "./busy-page";

/**
 * Overload is answered, not queued (issue 28). One thread reads requests, renders pages and writes answers, and a
 * page whose data is all cached renders within the callback that read it: one poll of 100 sockets rendered 100 pages
 * back to back, a 350 ms turn of the event loop in which no other request was read and no 503 written. So:
 * - page views do not start where they are read: they join a short line, and each turn of the event loop starts at
 *   most `perTurn` of them once every request that turn read has been answered or lined up; a turn's renders are
 *   bounded, and a 503 waits at most for them;
 * - at most `maxInFlight` page views are inside the pages at once (their upstream calls bound too);
 * - the line holds four turns' worth; a page view that finds it full is refused at once, and one that waits longer than
 *   `maxWaitMs` is refused then: 503 with Retry-After and the localized "busy" page (or `whenBusy`'s answer, a stale
 *   copy of an anonymous page), without rendering.
 * A submission is never turned away or lined up for load (a grower's form must not be lost): it is rare and cheap
 * next to a page (stored, then a redirect), the forms' own rate limits bound it, and it counts towards the bound.
 * Health checks, files and fresh cached copies are answered before this (server/portal.ts). Figures: decision 0059.
 */
export interface AdmissionLimits {
  maxInFlight: number;
  perTurn: number;
  maxWaitMs: number;
  /** Answers a refused page view some other way when it can (a stale copy of an anonymous page): true when it did. */
  whenBusy?: (req: Request, res: Response) => boolean;
}

export const BUSY_RETRY_AFTER_SECONDS = 5;
/** How many turns' worth of page views the line holds. */
const LINE_TURNS = 4;
const LOG_EVERY_MS = 10_000;
const READS = new Set(["GET", "HEAD"]);

export function answerBusy(req: Request, res: Response) {
  if (res.headersSent) return void res.end();
  // Written straight out (no ETag worked out, no Express send): under overload this answer is most of the traffic.
  res.writeHead(503, {
    "retry-after": String(BUSY_RETRY_AFTER_SECONDS),
    "cache-control": "no-store",
    "content-type": "text/html; charset=utf-8",
  });
  res.end(req.method === "HEAD" ? undefined : busyPage(req.originalUrl));
}

interface InLine {
  /** Starts the page view (in its own async context: its request id, its user, never the one that started it). */
  start(): void;
  timer: NodeJS.Timeout;
}

export function admission({ maxInFlight, perTurn, maxWaitMs, whenBusy }: AdmissionLimits) {
  let inFlight = 0;
  const line: InLine[] = [];
  const maxLine = LINE_TURNS * perTurn;
  let scheduled = false;
  // The busy answers are logged at most every LOG_EVERY_MS, with how many there were: the log must not add to the load.
  let refused = 0;
  let servedStale = 0;
  let loggedAt = -Infinity;

  /** Starts the next page views from the line: after this turn's reads (setImmediate), at most perTurn of them. */
  const schedule = () => {
    if (scheduled || line.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(startFromLine);
  };
  const startFromLine = () => {
    scheduled = false;
    for (let started = 0; started < perTurn && line.length > 0 && inFlight < maxInFlight; started++) {
      const next = line.shift()!;
      clearTimeout(next.timer);
      inFlight++;
      next.start();
    }
    // More in line: they start on the next turn (an immediate set now runs after the coming poll).
    schedule();
  };
  const release = () => {
    inFlight--;
    schedule();
  };
  /** Runs a request in the place it holds (inFlight already counts it), giving the place back when it ends. */
  const occupy = (res: Response, next: NextFunction) => {
    // Gone while in line: the place goes back at once.
    if (res.destroyed || res.writableEnded) return release();
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

  const refuse = (req: Request, res: Response) => {
    const stale = whenBusy?.(req, res) ?? false;
    if (stale) servedStale++;
    else refused++;
    if (Date.now() - loggedAt >= LOG_EVERY_MS) {
      log("warn", "portal busy: answered 503", { refused, servedStale, inFlight, inLine: line.length });
      loggedAt = Date.now();
      refused = 0;
      servedStale = 0;
    }
    if (!stale) answerBusy(req, res);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!READS.has(req.method)) {
      inFlight++;
      return occupy(res, next);
    }
    if (line.length >= maxLine) return refuse(req, res);
    const inLine: InLine = {
      start: AsyncResource.bind(() => occupy(res, next)),
      timer: setTimeout(() => {
        line.splice(line.indexOf(inLine), 1);
        refuse(req, res);
      }, maxWaitMs),
    };
    // A visitor who leaves while in line gives up their place in it.
    res.once("close", () => {
      const at = line.indexOf(inLine);
      if (at >= 0) {
        line.splice(at, 1);
        clearTimeout(inLine.timer);
      }
    });
    line.push(inLine);
    schedule();
  };
}
