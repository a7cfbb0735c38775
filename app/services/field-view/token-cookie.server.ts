import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { cookieValues } from "~/auth/cookie-names";
import { portalCookieName, portalSetCookie } from "~/auth/cookie-policy.server";
import { env } from "~/env.server";

/**
 * The partner access token's cookie (spec 000 §6: partner calls send a token "taken from a cookie"; issue 26).
 * The value is sealed with AES-256-GCM, so the browser holds a blob it can neither read nor alter: not the token,
 * not the grower's e-mail. `__Host-` and Secure whenever the portal's cookies are (production), HttpOnly,
 * SameSite=Lax, and it lives no longer than the token itself: the cookie's Max-Age and the sealed expiry both
 * follow the partner's `expiresIn`, so a copy kept past its Max-Age is refused as well.
 */
export interface FieldViewToken {
  token: string;
  /** The grower the token was issued for, lower-cased. */
  email: string;
  /** When the partner's token expires, in ms since the epoch. */
  expiresAt: number;
}

const NAME = portalCookieName("surco_fv", "/");
/** Its own key, derived from the session secret, so no other use of that secret can open or forge it. */
const KEY = Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "surco", "field-view token cookie", 32));
const IV_BYTES = 12;
const TAG_BYTES = 16;

function seal(value: FieldViewToken): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

function unseal(sealed: string): FieldViewToken | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", KEY, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    const value = JSON.parse(text.toString("utf8")) as Partial<FieldViewToken>;
    if (typeof value.token !== "string" || typeof value.email !== "string" || typeof value.expiresAt !== "number")
      return null;
    return value as FieldViewToken;
  } catch {
    return null; // altered, sealed under another secret, or not ours at all
  }
}

const setCookie = (value: string, maxAgeSeconds: number) => portalSetCookie(NAME, value, maxAgeSeconds);

/** The Set-Cookie that keeps a token until it expires. */
export function rememberToken(value: FieldViewToken, now = Date.now()): string {
  return setCookie(seal(value), Math.max(0, Math.floor((value.expiresAt - now) / 1000)));
}

/** The Set-Cookie that forgets the token (a 401 from the partner, another grower's token, a sign-out). */
export function forgetToken(): string {
  return setCookie("", 0);
}

/** The unexpired token this browser holds for `email`, or null. */
export function tokenFromCookie(cookieHeader: string | null, email: string, now = Date.now()): string | null {
  for (const value of cookieValues(cookieHeader, NAME)) {
    const opened = unseal(value);
    if (opened && opened.email === email.toLowerCase() && opened.expiresAt > now) return opened.token;
  }
  return null;
}

/** Whether the browser sent any token cookie at all (to forget one that is not this grower's). */
export function holdsTokenCookie(cookieHeader: string | null): boolean {
  return cookieValues(cookieHeader, NAME).some((value) => value !== "");
}
