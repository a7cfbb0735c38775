import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { syncedToday } from "~/domain/fields/days";
import type { SyncStatus } from "~/domain/fields/sync";
import { formatDateTime } from "~/format/dates";

/**
 * How the field pages and the home's "your fields" block word the partner's
 * last sync (with the "fields" namespace's t), so both say the same thing.
 */

/** When the fields last synced, in the locale and the country's time zone, or "never synced". */
export function lastSyncText(t: TFunction, locale: Locale, lastSyncedAt: string | null | undefined): string {
  return lastSyncedAt ? formatDateTime(locale, lastSyncedAt, countryOf(locale).timeZone) : t("sync.never");
}

/** The partner's status in words; "up to date" only for a sync that ended today where the grower is. */
export function syncStatusText(
  t: TFunction,
  locale: Locale,
  status: SyncStatus,
  lastSyncedAt: string | null | undefined,
  now = new Date(),
): string {
  if (status === "COMPLETED" && !syncedToday(lastSyncedAt, now, countryOf(locale).timeZone))
    return t("sync.completedEarlier", { date: lastSyncText(t, locale, lastSyncedAt) });
  return t(`status.${status}`);
}
