import { countryOf, type Locale } from "~/countries";
import { ALERT_CHANNELS } from "~/domain/alerts/alert";
import { formatDateTime } from "~/format/dates";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { alertSettingsOf } from "~/store/alert-settings.server";
import { inboxOf, whatsAppStatuses } from "~/store/alerts.server";
import { portalOutbox } from "~/store/portal-outbox.server";
import { portalStore } from "~/store/portal-store.server";

import { WITHDRAWN } from "./alert-deliveries.server";
import { deliveryKey } from "./alert-messages.server";
import { alertText, alertTextContext } from "./alert-text.server";
import { growerClock } from "./grower-clock";

/**
 * The inbox (issue 30): the grower's alerts, newest first, each with its words, where it acts, whether it was read,
 * and how each channel that rings delivered it (the outbox's state, and WhatsApp's own status once it reported one).
 */
interface InboxItem {
  key: string;
  title: string;
  body: string;
  href: string;
  action: string;
  when: string;
  /** The same instant for machines (the <time> element's datetime). */
  at: string;
  read: boolean;
  deliveries: string[];
}

export interface InboxView {
  title: string;
  lead: string;
  settings: { label: string; href: string };
  state: "ready" | "empty" | "unavailable";
  message: string | null;
  items: InboxItem[];
  words: { unread: string; read: string; markRead: string; markAllRead: string; deliveries: string };
}

export async function inboxView(locale: Locale, grower: string): Promise<InboxView> {
  const t = await i18nServer.getFixedT(locale, "alerts");
  const view: InboxView = {
    title: t("inbox.title"),
    lead: t("inbox.lead"),
    settings: { label: t("inbox.settings"), href: href(locale, "alert-settings")! },
    state: "ready",
    message: null,
    items: [],
    words: {
      unread: t("inbox.unread"),
      read: t("inbox.read"),
      markRead: t("inbox.markRead"),
      markAllRead: t("inbox.markAllRead"),
      deliveries: t("inbox.deliveries"),
    },
  };
  try {
    const store = await portalStore();
    const [alerts, settings] = await Promise.all([inboxOf(store.db, grower), alertSettingsOf(store.db, grower)]);
    if (!alerts.length) return { ...view, state: "empty", message: t("inbox.empty") };
    const rings = ALERT_CHANNELS.filter((channel) => channel !== "inbox");
    const keys = alerts.flatMap((alert) => rings.map((channel) => deliveryKey(alert.key, channel)));
    const states = await (await portalOutbox()).statesOf(keys);
    const messageIds = [...states.values()].flatMap((state) => (state.reference ? [state.reference] : []));
    const whatsApp = await whatsAppStatuses(store.db, messageIds);
    const timeZone = growerClock(countryOf(locale), settings?.timeZone ?? null);
    const context = await alertTextContext(locale, alerts, timeZone);
    const now = Date.now();
    view.items = await Promise.all(
      alerts.map(async (alert) => {
        const text = await alertText(alert, locale, context);
        const deliveries = [t("inbox.delivery.inbox", { channel: t("channels.inbox") })];
        for (const channel of rings) {
          const state = states.get(deliveryKey(alert.key, channel));
          if (!state) continue;
          const words = { channel: t(`channels.${channel}`), time: formatDateTime(locale, state.due, timeZone) };
          const reported = state.reference ? whatsApp.get(state.reference) : undefined;
          const held = state.state === "received" && state.due.getTime() > now;
          const status = state.reference === WITHDRAWN ? "withdrawn" : (reported ?? (held ? "held" : state.state));
          deliveries.push(t(`inbox.delivery.${status}`, words));
        }
        return {
          key: alert.key,
          title: text.title,
          body: text.body,
          href: text.href,
          action: text.action,
          when: formatDateTime(locale, alert.createdAt, timeZone),
          at: alert.createdAt.toISOString(),
          read: alert.readAt !== null,
          deliveries,
        };
      }),
    );
    return view;
  } catch (error) {
    log("warn", "the inbox could not be read", { error: String(error) });
    return { ...view, state: "unavailable", message: t("inbox.unavailable") };
  }
}
