import { redirect } from "@remix-run/node";

import { requireUser } from "~/auth/user.server";
import { countryOf, type Locale } from "~/countries";

/** Field-data pages (spec 002 §6): a user whose email is not allowed goes to "/". Null list: everyone logged in. */
export function mayUseFieldData(allowList: readonly string[] | null, email: string): boolean {
  if (!allowList) return true;
  return allowList.some((allowed) => allowed.toLowerCase() === email.toLowerCase());
}

/** The signed-in user of a field-data page; anyone else goes to login, an email off the country's allow-list to "/". */
export async function requireFieldDataUser(request: Request, locale: Locale) {
  const context = await requireUser(request, locale);
  if (!mayUseFieldData(countryOf(locale).flags.fieldDataAllowList, context.user.email)) throw redirect("/");
  return context;
}
