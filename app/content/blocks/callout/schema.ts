import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentLink } from "~/content/link";

/** Callout (spec 002 §2): a short note set apart from the text: a tip, a piece of information or a warning. */
const CALLOUT_TONES = ["info", "tip", "warning"] as const;

export const calloutBlock = z.object({
  kind: z.literal("callout"),
  ...blockEnvelope,
  tone: z.enum(CALLOUT_TONES).default("info"),
  title: z.string().min(1),
  text: z.string().min(1),
  link: contentLink.optional(),
});
export type CalloutBlockData = z.infer<typeof calloutBlock>;
