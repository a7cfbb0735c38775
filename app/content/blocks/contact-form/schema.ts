import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The contact form (spec 002 §2 §8; decision 0044): the locale's own form from the country's config;
 * a locale without one is logged and the block renders nothing.
 */
export const contactFormBlock = z.object({
  kind: z.literal("contact-form"),
  ...blockEnvelope,
  id: blockEnvelope.id.unwrap(),
  heading: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
});
export type ContactFormBlockData = z.infer<typeof contactFormBlock>;
