import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The newsletter subscription (spec 002 §2 §4 §6; decision 0044): shown only where the country's flag
 * emea-show-newsletter-subscription is on; the country's newsletter form unless `formId` names another.
 * `id` is required: the form posts to the page and comes back to it, at the block.
 */
export const newsletterBlock = z.object({
  kind: z.literal("newsletter"),
  ...blockEnvelope,
  id: blockEnvelope.id.unwrap(),
  heading: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  formId: z.string().min(1).optional(),
});
export type NewsletterBlockData = z.infer<typeof newsletterBlock>;
