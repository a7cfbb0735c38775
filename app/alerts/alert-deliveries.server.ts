import { z } from "zod";

import { sendMail } from "~/services/mail/client.server";
import { sendTemplate } from "~/services/whatsapp/client.server";
import type { Deliver } from "~/store/outbox-rules.server";

/**
 * The outbox's deliveries of alert messages (issue 30): what was composed when the alert was made, sent as it was.
 * A failure is the outbox's to retry with its backoff, per channel: a mail server refusing never holds up the
 * WhatsApp message, nor the other way round.
 */
const mailMessage = z.object({
  to: z.email(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string(),
  headers: z.record(z.string(), z.string()),
});

const templateSend = z.object({
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  template: z.string(),
  language: z.string(),
  parameters: z.array(z.string()),
});

export const deliverAlertEmail: Deliver = async (payload) => {
  await sendMail(mailMessage.parse(payload));
};

/** The message's id (wamid) is the delivery's reference: its status callbacks name it. */
export const deliverWhatsApp: Deliver = async (payload, { key }) => ({
  reference: await sendTemplate(templateSend.parse(payload), key),
});
