/**
 * Where login may send a user back to. Only same-origin relative paths are
 * accepted: "/es-ar/mi-cuenta?tab=2". Anything that a browser could read as
 * another origin ("//evil.example", "/\\evil", "https://…", "javascript:…")
 * or that carries control characters returns "/" instead.
 */
export function safeReturnAddress(candidate: string | null | undefined): string {
  if (!candidate) return "/";
  if (!candidate.startsWith("/")) return "/";
  if (candidate.startsWith("//") || candidate.startsWith("/\\")) return "/";
  // Browsers treat "\" as "/" and drop tabs and newlines before parsing.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return "/";
  try {
    const base = "http://surco.invalid";
    const resolved = new URL(candidate, base);
    if (resolved.origin !== base) return "/";
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return "/";
  }
}

/** The login address that brings a visitor back to this page, query included. */
export function loginHref(currentUrl: URL | string): string {
  const url = typeof currentUrl === "string" ? new URL(currentUrl, "http://surco.invalid") : currentUrl;
  return `/api/auth/login?state=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}
