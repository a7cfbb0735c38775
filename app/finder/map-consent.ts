import { cookieValues, prefixedCookieName } from "~/auth/cookie-names";

/**
 * The maps consent guard (spec 002 §7: a consent cookie controls the maps
 * display). The interactive map loads third-party-grade software (MapLibre GL,
 * its worker, map data) in the grower's browser, so it waits for a yes; the yes
 * is remembered for a year in a cookie the page sets itself (no server round
 * trip), `__Host-` prefixed over https. Nothing on the server reads it: the map
 * never loads on first load, only when the grower taps it.
 */
const BASE = "surco-map-consent";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const nameFor = (secure: boolean) => prefixedCookieName(BASE, { secure, path: "/" });

export function hasMapConsent(cookieHeader: string, secure: boolean): boolean {
  return cookieValues(cookieHeader, nameFor(secure)).includes("yes");
}

/** The Set-Cookie string (document.cookie form) that records the grower's yes. */
export function mapConsentCookie(secure: boolean): string {
  return `${nameFor(secure)}=yes; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
