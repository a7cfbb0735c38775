import { cookieValues } from "./cookie-names";
import { portalCookieName, SECURE_COOKIES } from "./cookie-policy.server";

/**
 * Every logout leaves this mark on the device and the next sign-in removes it. While it is there, that sign-in
 * asks the provider for the password (prompt=login) even when the provider still remembers the grower: a browser
 * that never completed the hop to the provider's end-session address (closed, offline, blocked) still left the
 * provider's session alive, and "signed out" must mean the next person at this device types a password (issue 26).
 * It holds nothing about the grower.
 */
const NAME = portalCookieName("surco_signed_out", "/");
const A_YEAR_S = 365 * 24 * 3600;

function serialize(value: string, maxAge: number): string {
  return [`${NAME}=${value}`, `Max-Age=${maxAge}`, "Path=/", "SameSite=Lax", "HttpOnly"]
    .concat(SECURE_COOKIES ? ["Secure"] : [])
    .join("; ");
}

/** The Set-Cookie of a logout. */
export const markSignedOut = (): string => serialize("1", A_YEAR_S);

/** The Set-Cookie of a completed sign-in. */
export const clearSignedOutMark = (): string => serialize("", 0);

/** Whether the last thing this device did was sign out. */
export const signedOutHere = (request: Request): boolean =>
  cookieValues(request.headers.get("cookie"), NAME).includes("1");
