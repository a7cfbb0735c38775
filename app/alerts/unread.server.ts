import type { Locale } from "~/countries";
import { href } from "~/i18n/href";
import { log } from "~/services/log.server";
import { unreadCount } from "~/store/alerts.server";
import { portalStore } from "~/store/portal-store.server";

/** Past this, the header shows no count rather than hold a signed-in page for the store. */
const COUNT_WAIT_MS = 1_000;

/**
 * The header's unread count (issue 30), on every signed-in page: null where the locale has no inbox, and when the
 * store cannot answer, or not in time, so the page still renders without it.
 */
export async function unreadAlerts(locale: Locale, grower: string): Promise<number | null> {
  if (!href(locale, "alerts")) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COUNT_WAIT_MS);
  });
  // Caught on its own: an answer failing after the wait ended must not become an unhandled rejection.
  const count = portalStore()
    .then(({ db }) => unreadCount(db, grower))
    .catch((error: unknown) => {
      log("warn", "unread alerts could not be counted", { error: String(error) });
      return null;
    });
  try {
    return await Promise.race([count, late]);
  } finally {
    clearTimeout(timer);
  }
}
