import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * A marketing form driven by its definition (spec 002 §2 §4 §6; decision 0044): `firstStep` fields on
 * step 1 and the rest on step 2 (none: one step); after submitting, the success state and, when
 * `download` is given, its button (a document the form gives access to).
 */
export const marketingFormBlock = z.object({
  kind: z.literal("marketing-form"),
  ...blockEnvelope,
  id: blockEnvelope.id.unwrap(),
  formId: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  firstStep: z.number().int().min(1).optional(),
  download: z.object({ label: z.string().min(1), href: z.string().min(1) }).optional(),
});
export type MarketingFormBlockData = z.infer<typeof marketingFormBlock>;
