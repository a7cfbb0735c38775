import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { SECTION_IDS } from "~/countries/types";

/**
 * "What you come for" (issue 14): the tools a grower comes to the portal for,
 * in the order the country team puts them. Each names a section of the portal
 * with the words content gives it; the portal links only the sections the
 * locale enables, and private ones only for signed-in growers (./tools-for.ts).
 */
export const toolsBlock = z.object({
  kind: z.literal("tools"),
  ...blockEnvelope,
  title: z.string().min(1),
  items: z
    .array(z.object({ section: z.enum(SECTION_IDS), title: z.string().min(1), description: z.string().min(1) }))
    .min(1),
});
export type ToolsBlockData = z.infer<typeof toolsBlock>;
