/** A field-data page's headers: the cookies it sets (the field-view token) and no caching anywhere, being personal. */
export function privateHeaders(...cookies: (string | null)[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}
