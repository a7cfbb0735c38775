import type { NextFunction, Request, Response } from "express";

import { safeReturnAddress } from "~/auth/return-address";

/**
 * The last line behind every redirect the server answers, whoever built it (a
 * route's loader, the canonicaliser, express.static): a Location that is a path
 * goes through the one validator, so no code path can send a browser to
 * "//evil.example". Absolute addresses are left alone: only server code builds
 * them, from configured upstreams (the identity provider's login page).
 */
export function guardedLocation(location: string): string {
  if (/^https?:\/\//i.test(location)) return location;
  return safeReturnAddress(location);
}

export function guardRedirects() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) =>
      setHeader(name, name.toLowerCase() === "location" && typeof value === "string" ? guardedLocation(value) : value);
    next();
  };
}
