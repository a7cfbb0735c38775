import { z } from "zod";

/**
 * The part of the WhatsApp Business Cloud API alerts use (issue 30; decision 0070):
 *
 *   POST {base}/{phone-number-id}/messages   a template message → { messages: [{ id }] }
 *   webhook POST to the portal               status callbacks: sent, delivered, read, failed, signed with
 *                                             X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret)
 *
 * A business may only start a conversation with an approved template: its name, its language, and its body's
 * parameters in order.
 */
export const templateMessage = z.object({
  messaging_product: z.literal("whatsapp"),
  recipient_type: z.literal("individual"),
  /** E.164 without the plus, as the API writes numbers. */
  to: z.string().regex(/^[1-9]\d{7,14}$/),
  type: z.literal("template"),
  template: z.object({
    name: z.string().min(1).max(512),
    language: z.object({ code: z.string().min(2).max(10) }),
    components: z.array(
      z.object({
        type: z.literal("body"),
        parameters: z.array(z.object({ type: z.literal("text"), text: z.string().min(1).max(1024) })),
      }),
    ),
  }),
  /** Echoed in the message's status callbacks: the portal's delivery key. */
  biz_opaque_callback_data: z.string().max(512).optional(),
});
export type TemplateMessage = z.infer<typeof templateMessage>;

export const sentMessage = z.object({
  messaging_product: z.literal("whatsapp"),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string().min(1).max(200) })).min(1),
});

export const WHATSAPP_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

const statusUpdate = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(WHATSAPP_STATUSES),
  /** Seconds since the epoch, as a string. */
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string(),
  errors: z.array(z.object({ code: z.number(), title: z.string() })).optional(),
});

export const statusCallback = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.literal("messages"),
          value: z.object({
            messaging_product: z.literal("whatsapp"),
            metadata: z.object({ phone_number_id: z.string() }),
            statuses: z.array(statusUpdate).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type StatusCallback = z.infer<typeof statusCallback>;
