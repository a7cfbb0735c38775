import { z } from "zod";

import { countryByCode } from "~/countries";
import { ALERT_KINDS, type AlertChannel, type AlertKind } from "~/domain/alerts/alert";
import { readEmail } from "~/domain/alerts/contact";
import { channelsFor } from "~/domain/alerts/preferences";
import { sendableAt } from "~/domain/alerts/quiet-hours";
import { sendMail } from "~/services/mail/client.server";
import { sendTemplate } from "~/services/whatsapp/client.server";
import { alertSettingsOf } from "~/store/alert-settings.server";
import type { Deliver } from "~/store/outbox-rules.server";
import { portalStore } from "~/store/portal-store.server";

import { growerClock } from "./grower-clock";

/**
 * The outbox's deliveries of alert messages (issue 30): what was composed when the alert was made, sent as it was,
 * unless the grower has since turned that channel off for the kind or changed the address (a message held through
 * the quiet hours is sent only if still wanted). A failure is the outbox's to retry with its backoff, per channel: a
 * mail server refusing never holds up the WhatsApp message, nor the other way round.
 */
const addressed = z.object({ grower: z.string(), kind: z.enum(ALERT_KINDS) });

const mailPayload = addressed.extend({
  mail: z.object({
    to: z.string().refine((to) => readEmail(to) === to),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    messageId: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
});

const whatsAppPayload = addressed.extend({
  send: z.object({
    to: z.string().regex(/^\+[1-9]\d{7,14}$/),
    template: z.string(),
    language: z.string(),
    parameters: z.array(z.string()),
  }),
});

/** The reference a delivery keeps when the grower no longer wanted the message: the inbox says it was not sent. */
export const WITHDRAWN = "withdrawn";

/**
 * Whether the message goes now, as the grower's settings read at this moment say: withdrawn when the channel is off
 * for the kind or the address changed; held until the grower's quiet hours end when it came due inside them (a retry's
 * backoff, or quiet hours or a clock changed since it was queued, can bring it there); null: send it now.
 */
async function stillWanted(grower: string, kind: AlertKind, channel: AlertChannel, to: string) {
  const settings = await alertSettingsOf((await portalStore()).db, grower);
  const country = countryByCode(settings?.country);
  // Only a grower the portal knows can have changed their mind; the producer makes alerts for no one else.
  if (!settings || !country) return null;
  const address = channel === "email" ? settings.email : settings.phone;
  if (!channelsFor(settings.choices, kind).includes(channel) || address !== to) return { reference: WITHDRAWN };
  const now = Date.now();
  const sendable = sendableAt(now, growerClock(country, settings.timeZone), settings.quiet);
  return sendable > now ? { notBefore: new Date(sendable) } : null;
}

export const deliverAlertEmail: Deliver = async (payload) => {
  const { grower, kind, mail } = mailPayload.parse(payload);
  const notNow = await stillWanted(grower, kind, "email", mail.to);
  if (notNow) return notNow;
  await sendMail(mail);
};

/** The message's id (wamid) is the delivery's reference: its status callbacks name it. */
export const deliverAlertWhatsApp: Deliver = async (payload, { key }) => {
  const { grower, kind, send } = whatsAppPayload.parse(payload);
  const notNow = await stillWanted(grower, kind, "whatsapp", send.to);
  if (notNow) return notNow;
  return { reference: await sendTemplate(send, key) };
};
