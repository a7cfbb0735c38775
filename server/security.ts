import { randomBytes } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { CSP_REPORT_PATH } from "./csp-reports";

/**
 * Security headers with a fresh CSP nonce per request: only scripts carrying the
 * nonce run (and what they load, through 'strict-dynamic'); no inline script,
 * no plugins, no <base> hijack, no framing. Violations are reported to our own
 * origin (server/csp-reports.ts), both the older report-uri way and report-to.
 * Cross-Origin-Resource-Policy keeps other sites from embedding any answer of ours.
 */
export function securityHeaders({ production, formTargets = [] }: { production: boolean; formTargets?: string[] }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        // Style sheets come from our own files, plus the <style> Radix adds for a modal's scroll lock, which carries the
        // nonce (app/entry.client.tsx); style attributes (server-rendered charts, Radix) are allowed.
        `style-src 'self' 'nonce-${nonce}'`,
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        // The service worker (/sw.js): 'strict-dynamic' above would otherwise refuse its registration (issue 16).
        "worker-src 'self'",
        // The weather bulletins' player, only once the grower presses play (privacy-enhanced domain; decision 0037).
        "frame-src https://www.youtube-nocookie.com",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        // Sign-out is a form whose answer redirects to the identity provider's end-session endpoint.
        ["form-action 'self'", ...formTargets].join(" "),
        `report-uri ${CSP_REPORT_PATH}`,
        "report-to csp",
      ].join("; "),
    );
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
 * cross-site is refused with 403 before it reaches an action.
 */
export function isCrossSiteRequest(
  method: string,
  headers: { origin?: string; host?: string; "sec-fetch-site"?: string },
  publicOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers["sec-fetch-site"];
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.origin;
  if (!origin) return false; // Non-browser clients send neither; they carry no ambient cookies of ours either.
  if (origin === "null") return true;
  try {
    const { host } = new URL(origin);
    return origin !== publicOrigin && host !== headers.host;
  } catch {
    return true;
  }
}

export function rejectCrossSite(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isCrossSiteRequest(req.method, req.headers as Record<string, string>, publicOrigin)) {
      res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  };
}
