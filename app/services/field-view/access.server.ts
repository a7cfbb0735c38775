import { createCookie } from "@remix-run/node";

import { env } from "~/env.server";

import { isUpstreamError } from "../errors";
import { log } from "../log.server";
import { connectAccount, exchangeToken } from "./client.server";

/**
 * The partner access token "from a cookie" (spec 000 §6; decision 0011). The
 * token lives in a signed, HttpOnly, SameSite=Lax cookie scoped to the portal
 * (Secure in production), never in the browser's script reach. It is set when
 * the grower connects on the connect-account page, or, for a grower whose
 * field-view account is already linked at the partner, by a server-side token
 * exchange the first time a field-data page needs it.
 */
const fieldViewCookie = createCookie("surco_fv", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: env.NODE_ENV === "production" && env.PUBLIC_URL.startsWith("https:"),
  secrets: [env.SESSION_SECRET],
  maxAge: 30 * 24 * 3600,
});

export type FieldViewAccess =
  | { connected: true; token: string; setCookie: string | null }
  | { connected: false; setCookie: string | null; unavailable: boolean };

async function readCookie(request: Request): Promise<{ token: string; email: string } | null> {
  const value = (await fieldViewCookie.parse(request.headers.get("Cookie"))) as unknown;
  if (value && typeof value === "object" && typeof (value as { token?: unknown }).token === "string") {
    return value as { token: string; email: string };
  }
  return null;
}

/**
 * The grower's field-view access: the cookie's token when it belongs to this
 * grower, else a token exchange (linked growers), else not connected.
 * `unavailable` says the partner could not be asked (the pages then say so
 * instead of claiming the grower never connected).
 */
export async function fieldViewAccess(request: Request, email: string): Promise<FieldViewAccess> {
  const stored = await readCookie(request);
  if (stored && stored.email === email.toLowerCase()) return { connected: true, token: stored.token, setCookie: null };
  try {
    const token = await exchangeToken(email);
    return {
      connected: true,
      token,
      setCookie: await fieldViewCookie.serialize({ token, email: email.toLowerCase() }),
    };
  } catch (error) {
    if (isUpstreamError(error) && error.kind === "status" && error.status === 404) {
      // Another grower's token on this browser is worthless: drop it.
      return { connected: false, unavailable: false, setCookie: stored ? await forgetToken() : null };
    }
    log("warn", "field-view token exchange failed", { reason: (error as Error).message });
    return { connected: false, unavailable: true, setCookie: null };
  }
}

/**
 * The token this browser already holds for this grower, without asking the
 * partner: for a page that must neither exchange a token nor set the cookie
 * (the home's "your fields" block, decision 0042). Null when there is none.
 */
export async function storedFieldViewToken(request: Request, email: string): Promise<string | null> {
  const stored = await readCookie(request);
  return stored && stored.email === email.toLowerCase() ? stored.token : null;
}

export async function connectAndRemember(email: string): Promise<string> {
  const token = await connectAccount(email);
  return fieldViewCookie.serialize({ token, email: email.toLowerCase() });
}

/** A Set-Cookie that forgets the token (a 401 from the partner, or a disconnect). */
export function forgetToken(): Promise<string> {
  return fieldViewCookie.serialize("", { maxAge: 0 });
}
