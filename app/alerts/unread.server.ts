import { LRUCache } from "lru-cache";

import type { Locale } from "~/countries";
import { href } from "~/i18n/href";
import { log } from "~/services/log.server";
import { unreadCount } from "~/store/alerts.server";
import { portalStore } from "~/store/portal-store.server";

/**
 * The header's unread count (issue 30), on every signed-in page. Counting in the store on each page cost signed-in
 * pages about a fifth of their throughput on the embedded store (the closing note's bench), so the count is kept per
 * grower for a short while: this process forgets it when it changes it (a read mark, new alerts made here), and
 * another instance's change shows within KEPT_MS. Null where the locale has no inbox, and when the store cannot
 * answer in time: the page renders without the badge.
 */
const KEPT_MS = 30_000;
/** Past this, the header shows no count rather than hold a signed-in page for the store. */
const COUNT_WAIT_MS = 1_000;

/**
 * One per process, on globalThis: the production build bundles this module twice (the server's chunk, where the
 * producer runs, and Remix's build, where pages read the count), and each copy must forget into the same map.
 */
const global = globalThis as typeof globalThis & { __surcoUnreadCounts?: LRUCache<string, number> };
const kept = (global.__surcoUnreadCounts ??= new LRUCache<string, number>({ max: 10_000, ttl: KEPT_MS }));

/** The grower's count changed in this process: the next page counts again. */
export function forgetUnread(grower: string): void {
  kept.delete(grower);
}

export async function unreadAlerts(locale: Locale, grower: string): Promise<number | null> {
  if (!href(locale, "alerts")) return null;
  const known = kept.get(grower);
  if (known !== undefined) return known;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COUNT_WAIT_MS);
  });
  // Caught on its own: an answer failing after the wait ended must not become an unhandled rejection.
  const count = portalStore()
    .then(({ db }) => unreadCount(db, grower))
    .then((counted) => {
      kept.set(grower, counted);
      return counted;
    })
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
