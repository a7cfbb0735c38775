import { randomBytes } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { contentSecurityPolicy, CSP_REPORT_PATH } from "~/security/content-security-policy";

/**
 * Security headers. Every answer gets a Content-Security-Policy that lets no
 * script run (JSON, files, redirects, errors run none); a page replaces it
 * with one that allows exactly its own inline scripts by their hashes
 * (app/entry.server.tsx). The page's render marks those scripts with a random
 * per-request marker in place of a nonce; the marker never reaches the
 * browser (the renderer strips it), so it is not a secret anyone could reuse.
 * Violations are reported to our own origin (server/csp-reports.ts), both the
 * older report-uri way and report-to. Cross-Origin-Resource-Policy keeps other
 * sites from embedding any answer of ours.
 */
export function securityHeaders({ production, formTargets = [] }: { production: boolean; formTargets?: string[] }) {
  const noScript = contentSecurityPolicy({ scriptHashes: [], formTargets });
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString("base64url");
    res.setHeader("Content-Security-Policy", noScript);
    res.setHeader("Reporting-Endpoints", `csp="${CSP_REPORT_PATH}"`);
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must come from our own pages. Browsers say where
 * a request comes from in Sec-Fetch-Site (modern) or Origin (older): anything
 * cross-site is refused with 403 before it reaches an action. An Origin is ours
 * when it is the public origin, or the origin the request was made to (its
 * scheme, as the proxy reports it, and its Host): scheme included, so
 * `https://our-host` does not pass for a page served over http (issue 26).
 */
export function isCrossSiteRequest(
  method: string,
  headers: { origin?: string; host?: string; "sec-fetch-site"?: string },
  origins: { public: string; requestScheme: string },
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers["sec-fetch-site"];
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.origin;
  if (!origin) return false; // Non-browser clients send neither; they carry no ambient cookies of ours either.
  if (origin === "null") return true;
  try {
    const from = new URL(origin).origin;
    const requested = headers.host ? new URL(`${origins.requestScheme}://${headers.host}`).origin : null;
    return from !== new URL(origins.public).origin && from !== requested;
  } catch {
    return true;
  }
}

export function rejectCrossSite(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origins = { public: publicOrigin, requestScheme: req.protocol };
    if (isCrossSiteRequest(req.method, req.headers as Record<string, string>, origins)) {
      res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  };
}
