import { isUpstreamError } from "../errors";
import { log } from "../log.server";
import { connectAccount, exchangeToken } from "./client.server";
import { type AccessToken } from "./contract";
import { forgetToken, holdsTokenCookie, rememberToken, tokenFromCookie } from "./token-cookie.server";

/**
 * The grower's partner access token (spec 000 §6; decision 0011), kept in a sealed cookie
 * (./token-cookie.server.ts). It is set when the grower connects on the connect-account page, or, for a grower
 * whose field-view account is already linked at the partner, by a server-side token exchange the first time a
 * field-data page needs it.
 */
export type FieldViewAccess =
  | { connected: true; token: string; setCookie: string | null }
  | { connected: false; setCookie: string | null; unavailable: boolean };

function remember(email: string, answer: AccessToken): string {
  return rememberToken({
    token: answer.accessToken,
    email: email.toLowerCase(),
    expiresAt: Date.now() + answer.expiresIn * 1000,
  });
}

/**
 * The grower's field-view access: the cookie's token when it belongs to this
 * grower, else a token exchange (linked growers), else not connected.
 * `unavailable` says the partner could not be asked (the pages then say so
 * instead of claiming the grower never connected).
 */
export async function fieldViewAccess(request: Request, email: string): Promise<FieldViewAccess> {
  const cookies = request.headers.get("cookie");
  const stored = tokenFromCookie(cookies, email);
  if (stored) return { connected: true, token: stored, setCookie: null };
  try {
    const answer = await exchangeToken(email);
    return { connected: true, token: answer.accessToken, setCookie: remember(email, answer) };
  } catch (error) {
    if (isUpstreamError(error) && error.kind === "status" && error.status === 404) {
      // Another grower's (or an expired) token on this browser is worthless: drop it.
      return { connected: false, unavailable: false, setCookie: holdsTokenCookie(cookies) ? forgetToken() : null };
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
export function storedFieldViewToken(request: Request, email: string): string | null {
  return tokenFromCookie(request.headers.get("cookie"), email);
}

/** Connects the grower at the partner; the Set-Cookie that keeps the new token. */
export async function connectAndRemember(email: string): Promise<string> {
  return remember(email, await connectAccount(email));
}

/** A Set-Cookie that forgets the token (a 401 from the partner, or a disconnect). */
