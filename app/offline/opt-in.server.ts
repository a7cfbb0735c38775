import { cookieValues } from "~/auth/cookie-names";
import { portalCookieName, SECURE_COOKIES } from "~/auth/cookie-policy.server";

/**
 * The grower's choice to keep pages for offline reading in the light version (issue 16: the service worker is absent
 * in light mode unless they opt in). A preference, nothing personal: `1` on, anything else off, for a year.
 */
const OFFLINE_COOKIE = portalCookieName("surco-offline", "/");
const A_YEAR_S = 365 * 24 * 3600;

export function offlineOptedIn(request: Request): boolean {
  return cookieValues(request.headers.get("cookie"), OFFLINE_COOKIE).includes("1");
}

/** The Set-Cookie header that records the choice. */
export function offlineChoiceCookie(on: boolean): string {
  return [
    `${OFFLINE_COOKIE}=${on ? "1" : "0"}`,
    "Path=/",
    `Max-Age=${A_YEAR_S}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(SECURE_COOKIES ? ["Secure"] : []),
  ].join("; ");
}
