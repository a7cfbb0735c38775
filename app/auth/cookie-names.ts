/**
 * Cookie name prefixes (RFC 6265bis §4.1.3). A browser accepts a `__Host-`
 * cookie only when it is Secure, has Path=/ and no Domain, and a `__Secure-`
 * cookie only when it is Secure: a sibling subdomain or a plain-http page
 * cannot plant or shadow either. A prefixed cookie without Secure would be
 * dropped by the browser, so over plain http in development (Secure off) the
 * bare name is used instead.
 */
export function prefixedCookieName(base: string, { secure, path }: { secure: boolean; path: string }): string {
  if (!secure) return base;
  return path === "/" ? `__Host-${base}` : `__Secure-${base}`;
}

/**
 * Every value a Cookie header carries for one name, in order. A browser may
 * send the same name more than once (another path, another domain, a planted
 * copy): the caller picks the one that proves itself, not blindly the first.
 */
export function cookieValues(header: string | null, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    values.push(pair.slice(equals + 1).trim());
  }
  return values;
}
