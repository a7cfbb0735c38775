/**
 * Light mode (issue 16): every page without JavaScript, pictures below the fold
 * as links, no maps. On when the browser says its grower saves data
 * (`Save-Data: on`) or has a slow link (the `ECT` client hint: 2g or slow-2g),
 * or when the grower chose it from the footer (the cookie `surco-light=1`).
 * The grower's own choice wins both ways: `surco-light=0` is the full version
 * even on a connection that asks for less.
 */
const LIGHT_COOKIE = "surco-light";
const SLOW_CONNECTIONS = new Set(["2g", "slow-2g"]);
/** A year: the choice outlives the session, like a language. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The grower's choice from the cookie: true, false, or null when they made none. */
function lightChoice(cookieHeader: string | null): boolean | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== LIGHT_COOKIE) continue;
    const chosen = value.join("=").trim();
    if (chosen === "1") return true;
    if (chosen === "0") return false;
  }
  return null;
}

export function isLightMode(request: Request): boolean {
  const choice = lightChoice(request.headers.get("cookie"));
  if (choice !== null) return choice;
  if (request.headers.get("save-data")?.trim().toLowerCase() === "on") return true;
  return SLOW_CONNECTIONS.has(request.headers.get("ect")?.trim().toLowerCase() ?? "");
}

/**
 * The Set-Cookie that remembers the grower's choice (light or full) for a year,
 * on the whole site. Only the server reads it (HttpOnly); Secure wherever the
 * portal's other cookies are (production).
 */
export function lightChoiceCookie(light: boolean, secure: boolean): string {
  const attributes = [
    `Max-Age=${CHOICE_MAX_AGE_S}`,
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ];
  return [`${LIGHT_COOKIE}=${light ? "1" : "0"}`, ...attributes].join("; ");
}
