import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { fieldViewAccess } from "~/services/field-view/access.server";

import { requireFieldDataUser } from "./allow-list.server";

/**
 * How every field-view page's loader starts: the locale from the path, the
 * allow-listed user (others are redirected), the "fields" copy and the
 * grower's field-view access, asked in that order.
 */
export async function openFieldPage(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireFieldDataUser(request, locale);
  const t = await i18nServer.getFixedT(locale, "fields");
  const access = await fieldViewAccess(request, user.email);
  return { url, locale, t, access, user };
}
