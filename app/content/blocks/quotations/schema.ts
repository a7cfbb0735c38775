import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The quotations bar (spec 001 §2 §4) placed by content, on the homes of the
 * countries that show quotations: the server loads the tickers, the central
 * bank's rate and a signed-in grower's choices (./load.server.ts). Nothing
 * where the country has no quotations.
 */
export const quotationsBlock = z.object({
  kind: z.literal("quotations"),
  ...blockEnvelope,
});
export type QuotationsBlockData = z.infer<typeof quotationsBlock>;
