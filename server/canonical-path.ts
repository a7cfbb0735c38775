import type { NextFunction, Request, Response } from "express";

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

export function redirectToCanonicalPath() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPath(req.path);
    if (!canonical) return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf("?") >= 0 ? req.originalUrl.indexOf("?") : req.originalUrl.length);
    res.redirect(301, `${canonical}${query}`);
  };
}
