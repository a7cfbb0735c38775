import { createHash } from "node:crypto";

/**
 * A strong validator for a body: the same bytes give the same tag, any change another. 22+ characters of
 * base64url SHA-256 would do; the whole digest (43) costs nothing more and never collides in practice.
 */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/**
 * Whether a request's If-None-Match names this tag: `*`, or one of a comma-separated list. RFC 9110 §13.1.2
 * asks for the weak comparison here, so `W/"x"` matches our `"x"`: a proxy that compresses our answer
 * weakens the tag it forwards (nginx does), and the browser then sends the weak form back for the same bytes.
 */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const value = header.trim();
  if (value === "*") return true;
  return value
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .includes(etag);
}
