import { env } from "~/env.server";

import { prefixedCookieName } from "./cookie-names";

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
