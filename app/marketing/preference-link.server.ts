import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

import { sessionUser } from "~/auth/user.server";
import { type Locale } from "~/countries";
import { env } from "~/env.server";
import { href } from "~/i18n/href";

/**
 * The preference centre's signed links (issue 26, item 9). Only the owner of an address may change what is sent
 * to it: a signed-in grower changes their own, and anyone else needs a link the portal e-mailed to that address.
 * The link carries the address and an expiry, signed with a key of its own derived from the session secret:
 * `<address, base64url>.<expiry, seconds>.<HMAC, 32 chars>`. Nothing is stored, so a link cannot be revoked
 * before it expires; a week is long enough to open a mail on a farm and short enough for a forwarded one.
 */
export const PREFERENCE_LINK_DAYS = 7;

const KEY = Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "surco", "preference-centre link", 32));
const sign = (body: string) => createHmac("sha256", KEY).update(body).digest("base64url").slice(0, 32);

export function preferenceToken(email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREFERENCE_LINK_DAYS * 86_400;
  const body = `${Buffer.from(email.toLowerCase()).toString("base64url")}.${expires}`;
  return `${body}.${sign(body)}`;
}

/** What a token says: the address it opens, an expired link, or nothing we signed. */
export type PreferenceTokenReading = { email: string } | "expired" | "invalid";

export function readPreferenceToken(raw: string | null | undefined, now = Date.now()): PreferenceTokenReading {
  const match = /^([A-Za-z0-9_-]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(raw ?? "");
  if (!match) return "invalid";
  const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
  if (!timingSafeEqual(Buffer.from(match[3]!), expected)) return "invalid";
  if (Number(match[2]) * 1000 <= now) return "expired";
  return { email: Buffer.from(match[1]!, "base64url").toString("utf8") };
}

/** The absolute address of the preference centre for `email`, as the e-mail carries it. */
export function preferenceLink(locale: Locale, email: string, now = Date.now()): string {
  const url = new URL(href(locale, "preference-centre")!, env.PUBLIC_URL);
  url.searchParams.set("token", preferenceToken(email, now));
  return url.toString();
}

/**
 * Whose preferences a request may change: the address of a valid link (it proves the reader gets that mail), else
 * the signed-in grower's own; otherwise no one's, with what was wrong with the link when one was given.
 */
export type PreferenceOwner =
  | { email: string; token: string | null }
  | { email: null; link: Exclude<PreferenceTokenReading, { email: string }> | null };

export async function preferenceOwner(request: Request, token: string | null): Promise<PreferenceOwner> {
  const reading = token ? readPreferenceToken(token) : null;
  if (reading !== null && typeof reading === "object") return { email: reading.email, token };
  const user = await sessionUser(request);
  if (user) return { email: user.email, token: null };
  return { email: null, link: reading };
}
