import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { countryOf } from "~/countries";
import { mayUseFieldData } from "~/field-data/allow-list.server";
import { connectHref } from "~/field-data/connect-link";
import { lastSyncText, syncStatusText } from "~/field-data/sync-line";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { isUpstreamError } from "~/services/errors";
import { storedFieldViewToken } from "~/services/field-view/access.server";
import { fetchDashboard, getUserInfo } from "~/services/field-view/client.server";

import type { FieldsSyncData } from "./schema";

/**
 * The grower's last field sync, read with the partner token this browser
 * already holds (decision 0042): the home never exchanges a token nor sets the
 * cookie, so without one (or with one the partner turned down) the block
 * offers to connect the account, coming back home. Nothing for a locale
 * without field pages or a grower off the country's allow-list. The partner
 * failing is this block's error state (the caller settles the promise).
 */
export async function loadFieldsSync(
  _block: unknown,
  { request, locale, url, user }: BlockLoadArgs,
): Promise<FieldsSyncData> {
  const dashboardHref = href(locale, "field-data");
  if (!user.isLoggedIn || !user.user || !dashboardHref) return null;
  if (!mayUseFieldData(countryOf(locale).flags.fieldDataAllowList, user.user.email)) return null;
  const [t, fields] = await Promise.all([
    i18nServer.getFixedT(locale, "personal"),
    i18nServer.getFixedT(locale, "fields"),
  ]);
  const connect = {
    state: "connect" as const,
    text: t("fieldsSync.connect"),
    link: { label: t("fieldsSync.connectLink"), href: connectHref(locale, url.pathname) },
  };
  const token = storedFieldViewToken(request, user.user.email);
  if (!token) return connect;
  try {
    const { seasons } = await getUserInfo(token, locale);
    const season = seasons[0];
    const dashboard = season ? await fetchDashboard(token, [season]) : null;
    const lastSync = { term: t("fieldsSync.lastSync"), value: lastSyncText(fields, locale, dashboard?.lastSyncedAt) };
    const status = dashboard
      ? syncStatusText(fields, locale, dashboard.status, dashboard.lastSyncedAt)
      : t("fieldsSync.noFields");
    return {
      state: "linked",
      // A complete sync of another day is said by its date alone ("last complete sync: <the same date>" would repeat it).
      figures: status.includes(lastSync.value)
        ? [lastSync]
        : [lastSync, { term: t("fieldsSync.status"), value: status }],
      link: { label: t("fieldsSync.dashboardLink"), href: dashboardHref },
    };
  } catch (error) {
    // The partner no longer accepts this token: the grower links again (the field pages forget it).
    if (isUpstreamError(error) && error.status === 401) return connect;
    throw error;
  }
}
