/**
 * The one validator for every address the portal sends a browser to on its own
 * origin: login's return address, the connect-account page's "volver" link, the
 * trailing-slash canonicaliser, and (server/redirect-guard.ts) the Location of
 * every redirect the server answers.
 *
 * Only same-origin absolute paths are accepted: "/es-ar/mi-cuenta?tab=2".
 * The check runs on the address as a browser would finally read it: after
 * percent-decoding (repeatedly: "%252e" is "%2e" is "."), with backslashes read
 * as slashes and dot segments resolved. "/.//evil.example", "/..//evil.example"
 * and "/%2e%2e//evil.example" all resolve to "//evil.example", another origin,
 * and so return "/" instead, as does anything carrying control characters or
 * backslashes (raw anywhere, or encoded in the path).
 */
const BASE = "http://surco.invalid";
// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Deep enough for any double or triple encoding; deeper nesting is refused. */
const MAX_DECODING_ROUNDS = 4;

function decodedFully(candidate: string): string | null {
  let current = candidate;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Where the address lands once a browser has resolved it, or null when that is not a plain path of ours. */
function resolvedPath(address: string): URL | null {
  if (!address.startsWith("/") || address.startsWith("//")) return null;
  try {
    const resolved = new URL(address, BASE);
    if (resolved.origin !== BASE || resolved.pathname.startsWith("//")) return null;
    return resolved;
  } catch {
    return null;
  }
}

export function safeReturnAddress(candidate: string | null | undefined): string {
  if (!candidate || CONTROL.test(candidate) || candidate.includes("\\")) return "/";
  // The path decides the destination; a query may carry any encoded text.
  const decoded = decodedFully(candidate.split(/[?#]/, 1)[0]);
  if (decoded === null || CONTROL.test(decoded) || decoded.includes("\\")) return "/";
  // Both readings must stay on our origin: the raw one (what the browser resolves)
  // and the decoded one (what a later hop, a proxy or a canonicaliser, may resolve).
  const resolved = resolvedPath(candidate);
  if (!resolved || !resolvedPath(decoded)) return "/";
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The login address that brings a visitor back to this page, query included. */
export function loginHref(currentUrl: URL | string): string {
  const url = typeof currentUrl === "string" ? new URL(currentUrl, "http://surco.invalid") : currentUrl;
  return `/api/auth/login?state=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}
