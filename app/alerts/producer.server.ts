import { countryByCode, type Locale } from "~/countries";
import { type Alert, alertKey } from "~/domain/alerts/alert";
import { channelsFor } from "~/domain/alerts/preferences";
import { sendableAt } from "~/domain/alerts/quiet-hours";
import { log } from "~/services/log.server";
import { mailConfigured } from "~/services/mail/client.server";
import { whatsAppConfigured } from "~/services/whatsapp/client.server";
import { type AlertSettings, alertSettingsPage } from "~/store/alert-settings.server";
import { knownAlertKeys, recordAlerts } from "~/store/alerts.server";
import { leases } from "~/store/leases.server";
import type { Outbox } from "~/store/outbox.server";
import type { Store } from "~/store/store.server";

import { alertEmail, alertWhatsApp, deliveryKey } from "./alert-messages.server";
import { candidateAlerts } from "./alert-sources.server";
import { alertText, type AlertTextContext, alertTextContext } from "./alert-text.server";
import { growerClock } from "./grower-clock";
import { forgetUnread } from "./unread.server";

/**
 * The alert producer (issue 30; decision 0070): a scheduled job that looks at every grower's sources and makes the
 * alerts that are new, once. Exactly once rests on three things: the store's lease (one producer at a time across
 * instances), each alert's natural key (a rerun finds it made), and each delivery's outbox key (a producer that
 * stopped between queueing a message and recording its alert queues the same message again, which the outbox
 * answers with the first). The inbox is the alert itself; e-mail and WhatsApp go through the outbox, each on its
 * own, held through the grower's quiet hours.
 */
const LEASE_NAME = "alerts-producer";
const LEASE_MS = 10 * 60_000;
const PAGE = 100;

export interface ProducerRun {
  growers: number;
  made: number;
}

/**
 * One run over every grower; null when another instance holds the lease (it is running). Each grower is looked at
 * on the clock of that moment (`at` fixes it, for tests): a long run reaches the last growers later, and their quiet
 * hours are read then.
 */
export async function produceAlerts(store: Store, outbox: Outbox, at?: number): Promise<ProducerRun | null> {
  const lease = await leases(store).acquire(LEASE_NAME, LEASE_MS);
  if (!lease) return null;
  const run: ProducerRun = { growers: 0, made: 0 };
  try {
    let after: string | null = null;
    for (;;) {
      const page = await alertSettingsPage(store.db, after, PAGE);
      for (const settings of page) {
        run.growers += 1;
        run.made += await produceFor(store, outbox, settings, at ?? Date.now()).catch((error: unknown) => {
          log("warn", "alerts for a grower failed", { error: String(error) });
          return 0;
        });
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!.grower;
      // A run over many growers outlasts one term: renewed between pages, and ended if another instance took it.
      if (!(await lease.renew(LEASE_MS))) break;
    }
  } finally {
    await lease.release();
  }
  return run;
}

async function produceFor(store: Store, outbox: Outbox, settings: AlertSettings, now: number): Promise<number> {
  const country = countryByCode(settings.country);
  if (!country?.alerts) return 0;
  const candidates = await candidateAlerts(settings, country, outbox, now);
  const known = await knownAlertKeys(store.db, candidates.map(alertKey));
  const fresh = candidates.filter((alert) => !known.has(alertKey(alert)));
  if (!fresh.length) return 0;
  const context = await alertTextContext(settings.locale as Locale, fresh, growerClock(country, settings.timeZone));
  for (const alert of fresh) await queueDeliveries(outbox, alert, settings, context, now);
  const shown = (alert: Alert) => channelsFor(settings.choices, alert.kind).includes("inbox");
  const made = (await recordAlerts(store.db, fresh, new Date(now), shown)).length;
  if (made) forgetUnread(settings.grower);
  return made;
}

/** The e-mail and WhatsApp messages of a new alert, on the channels the grower chose and can receive. */
async function queueDeliveries(
  outbox: Outbox,
  alert: Alert,
  settings: AlertSettings,
  context: AlertTextContext,
  now: number,
) {
  const locale = settings.locale as Locale;
  const channels = channelsFor(settings.choices, alert.kind);
  const email = channels.includes("email") && settings.email && mailConfigured() ? settings.email : null;
  const phone = channels.includes("whatsapp") && settings.phone && whatsAppConfigured() ? settings.phone : null;
  if (!email && !phone) return;
  const text = await alertText(alert, locale, context);
  const country = countryByCode(settings.country)!;
  const notBefore = new Date(sendableAt(now, growerClock(country, settings.timeZone), settings.quiet));
  const key = alertKey(alert);
  const queue = async (kind: string, channelKey: string, payload: unknown) => {
    try {
      // No grower on the row: an alert's message is not one of the submissions their home lists as waiting.
      await outbox.enqueue(
        kind,
        channelKey,
        { grower: settings.grower, kind: alert.kind, ...(payload as object) },
        { notBefore },
      );
    } catch (error) {
      // Queued by an earlier run that stopped before recording the alert: that message stands.
      if (error instanceof Error && error.name === "IdempotencyConflictError") return;
      throw error;
    }
  };
  if (email) {
    const channelKey = deliveryKey(key, "email");
    await queue("alert-email", channelKey, { mail: await alertEmail(alert, text, { email, locale }, channelKey) });
  }
  if (phone)
    await queue("alert-whatsapp", deliveryKey(key, "whatsapp"), {
      send: alertWhatsApp(alert, text, { phone, locale }),
    });
}
