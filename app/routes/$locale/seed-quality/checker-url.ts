import { z } from "zod";

import { normalizeLotCode } from "~/domain/catalog/seed-quality";
import { parseStand } from "~/domain/catalog/seeding-rate";

/**
 * The checker's URL, its two GET forms (?lot=…, then ?lot=…&stand=…). The
 * lot code is trimmed and upper-cased whatever the browser sent, and an empty
 * one is no lookup; the stand is read the grower's way ("80.000", "80,000",
 * "80 000") and kept as typed, so that the helper shows it back and says why
 * it cannot use it (missing, out of range: its message sits in its output).
 */
export const checkerSchema = z
  .object({ lot: z.string().optional(), stand: z.string().optional() })
  .transform(({ lot, stand }) => ({ lot: normalizeLotCode(lot), stand: parseStand(stand), standText: stand ?? "" }));
