import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import { normalizeLotCode } from "~/domain/catalog/seed-quality";

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
  const submission = parseWithZod(params, { schema: recommendationsQuerySchema });
  // Only a repeated key fails: the page then opens as if nothing was asked.
  if (submission.status !== "success") return { field: null, lot: null };
  return { field: submission.value.lote ?? null, lot: submission.value.semilla };
}

/** The field shown: the one asked for when the grower has it, else their first (none without fields). */
export function chooseField<F extends { id: string }>(fields: readonly F[], asked: string | null): F | null {
  return fields.find((field) => field.id === asked) ?? fields[0] ?? null;
}
