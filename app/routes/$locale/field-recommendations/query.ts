import { z } from "zod";

import { normalizeLotCode } from "~/domain/catalog/seed-quality";
import { readQuery } from "~/forms/read-query";

/**
 * The recommendations page's query string: the field of its GET form
 * (?lote=) and the seed lot to apply (?semilla=), trimmed and upper-cased as
 * the checker reads it. A field the grower does not have falls back to their
 * first (chooseField).
 */
const recommendationsQuerySchema = z.object({
  lote: z.string().trim().optional(),
  semilla: z
    .string()
    .optional()
    .transform((code) => normalizeLotCode(code)),
});

export interface RecommendationsQuery {
  field: string | null;
  lot: string | null;
}

export function readRecommendationsQuery(params: URLSearchParams): RecommendationsQuery {
  // Only a repeated key fails: that key is then read as absent.
  const { value } = readQuery(params, recommendationsQuerySchema);
  return { field: value.lote ?? null, lot: value.semilla };
}

/** The field shown: the one asked for when the grower has it, else their first (none without fields). */
export function chooseField<F extends { id: string }>(fields: readonly F[], asked: string | null): F | null {
  return fields.find((field) => field.id === asked) ?? fields[0] ?? null;
}
