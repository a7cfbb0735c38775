import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The postcode widget (spec 002 §2 §4 §5 §6; Brazil, flag global-widget-magoya, default on): a promo with a CEP
 * input; a found CEP shows what to sow there, with a change-postcode modal; an unknown one 'CEP não encontrado'.
 * `title` and `lead` override the locale's words.
 */
export const postcodeBlock = z.object({
  kind: z.literal("postcode"),
  ...blockEnvelope,
  title: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
});
export type PostcodeBlockData = z.infer<typeof postcodeBlock>;
