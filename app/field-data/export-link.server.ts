import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

import type { Locale } from "~/countries";
import { env } from "~/env.server";
import { href } from "~/i18n/href";

/**
 * The addresses of a grower's field export (issue 31, item 4): `<export>/<owner key>/<season or all>.<geojson|csv>`.
 * The key is an HMAC of the grower's e-mail with a key of its own derived from the session secret: the same grower
 * always gets the same address (to keep, or open on another device once signed in), and the export route answers it
 * only to the session of the grower it was made for. Anyone else, signed in or not, gets the site's 404: the key
 * alone opens nothing, and a key made for someone else says nothing of whose it is.
 */
const KEY = Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "surco", "field export link", 32));
const KEY_LENGTH = 22;

function exportOwnerKey(email: string): string {
  return createHmac("sha256", KEY).update(email.trim().toLowerCase()).digest("base64url").slice(0, KEY_LENGTH);
}

/** Whether `key` is the one made for this grower (compared in constant time). */
export function isExportOwner(key: string, email: string): boolean {
  const expected = Buffer.from(exportOwnerKey(email));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type ExportFormat = "geojson" | "csv";

export function exportHref(locale: Locale, email: string, scope: string, format: ExportFormat): string {
  return `${href(locale, "field-export")}/${exportOwnerKey(email)}/${encodeURIComponent(scope)}.${format}`;
}
