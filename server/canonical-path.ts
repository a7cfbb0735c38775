import type { NextFunction, Request, Response } from "express";

import { safeReturnAddress } from "~/auth/return-address";

const LOCALE_PREFIX = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)/i;

/**
 * One address per page: "/ES-AR/contacto/" and "/es-ar/contacto" would be the
 * same page twice for search engines and caches. Returns the canonical form of
 * a path (lower-case locale prefix, no trailing slash), or null when it already is.
 */
export function canonicalPath(path: string): string | null {
  let canonical = path.replace(LOCALE_PREFIX, (prefix) => prefix.toLowerCase());
  if (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.replace(/\/+$/, "") || "/";
  return canonical === path ? null : canonical;
}

/**
 * A 301 is cached by browsers, so its target must be one of our own pages: a path
 * such as "//evil.example/" or "/\evil.example/" would canonicalise to another
 * origin. Such a path is no page of ours, so it answers 404 instead of a redirect.
 */
export function redirectToCanonicalPath() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPath(req.path);
    if (!canonical) return next();
    const queryAt = req.originalUrl.indexOf("?");
    const target = `${canonical}${queryAt >= 0 ? req.originalUrl.slice(queryAt) : ""}`;
    const safe = safeReturnAddress(target);
    if (safe === "/" && canonical !== "/") {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.redirect(301, safe);
  };
}
