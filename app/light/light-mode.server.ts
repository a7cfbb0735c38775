import { preferenceCookie } from "~/auth/cookie-policy.server";

/**
 * Light mode (issue 16): every page without JavaScript, pictures below the fold
 * as links, no maps. On when the browser says its grower saves data
 * (`Save-Data: on`) or has a slow link (the `ECT` client hint: 2g or slow-2g),
 * or when the grower chose it from the footer (the cookie `surco-light=1`).
 * The grower's own choice wins both ways: `surco-light=0` is the full version
 * even on a connection that asks for less.
 */
const LIGHT_CHOICE = preferenceCookie("surco-light");
const SLOW_CONNECTIONS = new Set(["2g", "slow-2g"]);

export function isLightMode(request: Request): boolean {
  const choice = LIGHT_CHOICE.chosen(request.headers.get("cookie"));
  if (choice !== null) return choice;
  if (request.headers.get("save-data")?.trim().toLowerCase() === "on") return true;
  return SLOW_CONNECTIONS.has(request.headers.get("ect")?.trim().toLowerCase() ?? "");
}

/** The Set-Cookie that remembers the grower's choice (light or full) for a year, on the whole site. */
export const lightChoiceCookie = (light: boolean): string => LIGHT_CHOICE.serialize(light);
