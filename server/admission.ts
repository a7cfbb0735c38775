import { AsyncResource } from "node:async_hooks";

import type { NextFunction, Request, Response } from "express";

import { log } from "~/services/log.server";

import { busyPage } from "./busy-page";
import { type LoopLag, loopLag } from "./loop-lag";

/**
 * Overload is answered, not queued (issue 28). At most `maxInFlight` requests are inside the portal's pages at once;
 * one more waits at most `maxWaitMs` for a place (first come, first served), and past that it is answered 503 with
 * Retry-After and the localized "busy" page, without rendering. Before this bound a busy morning queued without
 * limit: requests timed out after 20 s while every one of them was being rendered. A bound alone is not enough: a
 * page whose data is all cached renders within the callback that read its request, so one poll of 100 sockets
 * rendered 100 pages back to back, a 350 ms turn of the event loop with never more than one "in flight", and every
 * 503 waited for it. So a page view is also turned away at once while the loop runs late (`maxLagMs`, measured
 * within the turn as it runs), which keeps every turn short (decision 0059 has the figures).
 * Health checks and files are answered before this (server/portal.ts), so a busy instance still says it is alive.
 */
export interface AdmissionLimits {
  maxInFlight: number;
  maxWaitMs: number;
  /**
   * Past this lateness of the event loop (./loop-lag.ts) a page view is not let in at all, even below the bound: the
   * thread is already behind, and one more render only delays every answer, the 503s included.
   */
  maxLagMs: number;
  /** The loop's lateness; the process's meter by default. */
  lag?: LoopLag;
  /** Answers a refused page view some other way when it can (a stale copy of an anonymous page): true when it did. */
  whenBusy?: (req: Request, res: Response) => boolean;
}

export const BUSY_RETRY_AFTER_SECONDS = 5;
/** Page views read in one turn of the event loop that make a crowd, for whom its lateness decides (see `crowded`). */
const CROWD = 8;
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

/** One meter for the process, started by the first admission that needs it. */
let processLag: LoopLag | null = null;
const meter = () => (processLag ??= loopLag());

interface Turn {
  /** Starts the request in the place handed to it (in its own async context). */
  start(): void;
  timer: NodeJS.Timeout;
}

export function admission({ maxInFlight, maxWaitMs, maxLagMs, lag = meter(), whenBusy }: AdmissionLimits) {
  let inFlight = 0;
  const waiting: Turn[] = [];
  // The busy answers are logged at most every LOG_EVERY_MS, with how many there were: the log must not add to the load.
  let refused = 0;
  let servedStale = 0;
  let loggedAt = -Infinity;

  // The lateness decides only when a crowd arrives: CROWD page views read in this turn of the event loop or the one
  // before. Lateness alone is no sign of our own backlog (the boot, a long GC, a machine busy with other work: a
  // handful of visitors must never get the busy page); a turn in which many page views are read is (100 at once,
  // issue 28), and the next one is refused from its first page view while the loop is late.
  let turn = -1;
  let arrivedThisTurn = 0;
  let arrivedLastTurn = 0;
  const arrived = () => {
    const now = lag.ticks();
    if (turn !== now) {
      arrivedLastTurn = turn === now - 1 ? arrivedThisTurn : 0;
      turn = now;
      arrivedThisTurn = 0;
    }
    arrivedThisTurn++;
  };
  const crowded = () => Math.max(arrivedThisTurn, arrivedLastTurn) >= CROWD;

  const refuse = (req: Request, res: Response) => {
    const stale = whenBusy?.(req, res) ?? false;
    if (stale) servedStale++;
    else refused++;
    if (Date.now() - loggedAt >= LOG_EVERY_MS) {
      log("warn", "portal busy: answered 503", {
        refused,
        servedStale,
        inFlight,
        waiting: waiting.length,
        lagMs: Math.round(lag.lateness()),
      });
      loggedAt = Date.now();
      refused = 0;
      servedStale = 0;
    }
    if (!stale) answerBusy(req, res);
  };

  /**
   * A place frees: it passes to the first one waiting, whose timer stops at once (its turn is taken), and which
   * starts on a later turn of the event loop, not in this one. A page whose data is all cached renders within its own
   * microtasks, so a hand-over in place ran every waiting render back to back in one turn (300 ms turns at 100
   * connections, issue 28): meanwhile no new request was read and no 503 sent.
   */
  const release = () => {
    const turn = waiting.shift();
    if (!turn) return void inFlight--;
    clearTimeout(turn.timer);
    setImmediate(turn.start);
  };
  /** Runs a request in a place it holds (inFlight already counts it), giving the place back when it ends. */
  const occupy = (res: Response, next: NextFunction) => {
    // Gone while its turn came: the place passes on at once.
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

  return (req: Request, res: Response, next: NextFunction) => {
    // A submission is never turned away for load (a grower's form must not be lost): it is cheap next to a page
    // (stored, then a redirect) and rare, and the forms' own rate limits bound it. It counts towards the bound.
    if (READS.has(req.method)) arrived();
    if (!READS.has(req.method) || (inFlight < maxInFlight && (!crowded() || lag.lateness() <= maxLagMs))) {
      inFlight++;
      return occupy(res, next);
    }
    if (inFlight < maxInFlight) return refuse(req, res);
    const turn: Turn = {
      // Its turn comes from another request's end: bound here, it runs in this request's own async context (its
      // request id, its user), never in the one that freed the place.
      start: AsyncResource.bind(() => occupy(res, next)),
      timer: setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        refuse(req, res);
      }, maxWaitMs),
    };
    // A visitor who leaves while waiting gives up their turn.
    res.once("close", () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) {
        waiting.splice(at, 1);
        clearTimeout(turn.timer);
      }
    });
    waiting.push(turn);
  };
}
