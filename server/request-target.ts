import type { NextFunction, Request, Response } from "express";

/**
 * The request line and the host headers become the URL every loader reads. A
 * host such as "[" or "a b" cannot form a URL at all, and used to end in an
 * uncaught "Invalid URL" (500, stack on stderr); a forwarded protocol other than
 * http or https would build links to a scheme we never serve. Anything malformed
 * answers 400 before it reaches the application.
 */
const HOST =
  /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*\.?|\[[\da-f:.]+\])(?::\d{1,5})?$/i;
const PROTOCOL = /^https?$/i;

/** A comma-separated header (one value per proxy hop): every value must be well formed. */
function everyValue(header: string | undefined, pattern: RegExp): boolean {
  return header === undefined || header.split(",").every((value) => pattern.test(value.trim()));
}

export function isWellFormedTarget(req: Pick<Request, "originalUrl" | "headers">): boolean {
  const { host } = req.headers;
  if (!host || !HOST.test(host)) return false;
  if (!everyValue(req.headers["x-forwarded-host"] as string | undefined, HOST)) return false;
  if (!everyValue(req.headers["x-forwarded-proto"] as string | undefined, PROTOCOL)) return false;
  // Only origin-form targets ("/path?query"): absolute-form ("GET http://…") is for proxies, "*" for OPTIONS.
  return req.originalUrl.startsWith("/");
}

export function rejectMalformedTarget() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isWellFormedTarget(req)) return next();
    res.status(400).set("connection", "close").type("text/plain").send("Bad request");
  };
}

/** Our pages are read (GET, HEAD) and our forms posted (POST); no route takes another method. */
const METHODS = ["GET", "HEAD", "POST"];

export function allowMethods() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (METHODS.includes(req.method)) return next();
    res.status(405).set("allow", METHODS.join(", ")).type("text/plain").send("Method not allowed");
  };
}
