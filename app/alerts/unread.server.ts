import { log } from "~/services/log.server";
import { unreadCount } from "~/store/alerts.server";
import { portalStore } from "~/store/portal-store.server";

/** The header's unread count (issue 30): null when the store cannot answer, so the page still renders without it. */
export async function unreadAlerts(grower: string): Promise<number | null> {
  try {
    return await unreadCount((await portalStore()).db, grower);
  } catch (error) {
    log("warn", "unread alerts could not be counted", { error: String(error) });
    return null;
  }
}
