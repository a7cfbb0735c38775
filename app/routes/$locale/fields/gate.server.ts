import { redirect } from "@remix-run/node";

import { requireUser } from "~/auth/user.server";
import { countryOf, type Locale } from "~/countries";
import { href } from "~/i18n/href";
import { type FieldViewAccess, fieldViewAccess } from "~/services/field-view/access.server";

/** Field-data pages (spec 002 §6): a user whose email is not allowed goes to "/". Null list: everyone logged in. */
export function mayUseFieldData(allowList: readonly string[] | null, email: string): boolean {
  if (!allowList) return true;
  return allowList.some((allowed) => allowed.toLowerCase() === email.toLowerCase());
}

export async function requireFieldDataUser(request: Request, locale: Locale) {
  const context = await requireUser(request, locale);
  if (!mayUseFieldData(countryOf(locale).flags.fieldDataAllowList, context.user.email)) throw redirect("/");
  return context;
}

/** The connect-account page, with the page to come back to (and the banner variant's flag). */
export function connectHref(locale: Locale, returnTo: string, { preceon = false } = {}): string {
  const base = href(locale, "connect-account");
  if (!base) return "/";
  const query = new URLSearchParams();
  if (preceon) query.set("preceon-redirect", "true");
  query.set("volver", returnTo);
  return `${base}?${query.toString()}`;
}

export async function accessFor(request: Request, email: string): Promise<FieldViewAccess> {
  return fieldViewAccess(request, email);
}

export function cookieHeaders(...cookies: (string | null)[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}
