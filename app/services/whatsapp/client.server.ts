import { env } from "~/env.server";

import { UpstreamError } from "../errors";
import { http } from "../http.server";
import { sentMessage, type TemplateMessage } from "./contract";

/** WhatsApp is offered only where the Cloud API is configured (env.server.ts asks for all four settings or none). */
export function whatsAppConfigured(): boolean {
  return Boolean(env.WHATSAPP_API_URL);
}

export interface TemplateSend {
  /** E.164 with its plus: "+5511987654321". */
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

/**
 * Sends one template message and answers its id (wamid), which the status callbacks name. The outbox forwards its
 * delivery key as the message's callback data; the helper never repeats the POST (the outbox's retries are the only
 * ones).
 */
export async function sendTemplate(send: TemplateSend, key: string): Promise<string> {
  if (!env.WHATSAPP_API_URL) throw new UpstreamError("whatsapp", "network", "WhatsApp is not configured");
  const body: TemplateMessage = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: send.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: send.template,
      language: { code: send.language },
      components: send.parameters.length
        ? [{ type: "body", parameters: send.parameters.map((text) => ({ type: "text", text })) }]
        : [],
    },
    biz_opaque_callback_data: key,
  };
  const answer = await http.request({
    upstream: "whatsapp",
    name: "whatsapp send",
    url: `${env.WHATSAPP_API_URL}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`,
    method: "POST",
    headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}` },
    body,
    schema: sentMessage,
    timeoutMs: 10_000,
    deadlineMs: 10_000,
  });
  return answer.messages[0].id;
}
