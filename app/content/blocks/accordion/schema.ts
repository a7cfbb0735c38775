import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/** Accordion (spec 002 §2 §4): sections that open and close, each a title and its paragraphs. */
export const accordionBlock = z.object({
  kind: z.literal("accordion"),
  ...blockEnvelope,
  title: z.string().min(1).optional(),
  /** Open the first section when the page loads. */
  openFirst: z.boolean().default(false),
  items: z.array(z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(1),
});
export type AccordionBlockData = z.infer<typeof accordionBlock>;
