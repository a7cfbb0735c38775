import { env } from "~/env.server";

import { cookieValues, prefixedCookieName } from "./cookie-names";

/**
 * Whether the portal's auth cookies are Secure: in production, always (browsers
 * accept Secure cookies from http://localhost too, which the browser tests use);
 * in development over plain http, not, and then they go without a name prefix.
 */
export const SECURE_COOKIES = env.NODE_ENV === "production";

/** The name of a portal cookie scoped to `path`: `__Host-` at "/", `__Secure-` elsewhere (when Secure). */
export function portalCookieName(base: string, path: string): string {
  return prefixedCookieName(base, { secure: SECURE_COOKIES, path });
}

const A_YEAR_S = 365 * 24 * 3600;

/** The Set-Cookie of one of the portal's own cookies: Path=/, Lax, HttpOnly, and Secure whenever the others are. */
export function portalSetCookie(name: string, value: string, maxAgeSeconds: number): string {
  return [`${name}=${value}`, `Max-Age=${maxAgeSeconds}`, "Path=/", "SameSite=Lax", "HttpOnly"]
    .concat(SECURE_COOKIES ? ["Secure"] : [])
    .join("; ");
}

/**
 * A grower's site-wide preference (light version, offline reading): on or off, remembered for a year, read by the
 * server only, under the portal's prefixed name. `chosen` reads it back: true, false, or null when never chosen.
 */
export function preferenceCookie(base: string) {
  const name = portalCookieName(base, "/");
  return {
    serialize: (on: boolean) => portalSetCookie(name, on ? "1" : "0", A_YEAR_S),
    chosen(cookieHeader: string | null): boolean | null {
      const value = cookieValues(cookieHeader, name).find((v) => v === "1" || v === "0");
      return value === undefined ? null : value === "1";
    },
  };
}
