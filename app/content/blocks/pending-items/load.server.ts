import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { countryOf } from "~/countries";
import { formatDateTime } from "~/format/dates";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { waitingSubmissions } from "~/store/portal-outbox.server";

import type { PendingItemsData } from "./schema";

/** The home lists this many; the rest are counted. */
export const PENDING_ITEMS_SHOWN = 5;

/**
 * The grower's submissions still in the outbox (received, or retrying), from
 * the portal's own store: each named by its kind, dated, linked to its
 * receipt. The store failing is this block's error state (the caller settles
 * the promise).
 */
export async function loadPendingItems(_block: unknown, { locale, user }: BlockLoadArgs): Promise<PendingItemsData> {
  if (!user.isLoggedIn || !user.user) return null;
  const [t, { receipts, total }] = await Promise.all([
    i18nServer.getFixedT(locale, "personal"),
    waitingSubmissions(user.user.id, PENDING_ITEMS_SHOWN),
  ]);
  const zone = countryOf(locale).timeZone;
  return {
    items: receipts.map((receipt) => ({
      label: t(`pending.kinds.${receipt.kind}`, { defaultValue: t("pending.kinds.other") }),
      detail: t(`pending.${receipt.state === "retrying" ? "retrying" : "received"}`, {
        date: formatDateTime(locale, receipt.receivedAt, zone),
      }),
      href: href(locale, "receipt", receipt.key)!,
    })),
    more: total > receipts.length ? t("pending.more", { count: total - receipts.length }) : null,
    empty: total === 0 ? t("pending.empty") : null,
  };
}
