import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/** FAQ (spec 002 §2): questions that open onto their answers; the page also publishes them as FAQPage data. */
export const faqBlock = z.object({
  kind: z.literal("faq"),
  ...blockEnvelope,
  title: z.string().min(1),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});
export type FaqBlockData = z.infer<typeof faqBlock>;
