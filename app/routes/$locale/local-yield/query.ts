import { z } from "zod";

import { readQuery } from "~/forms/read-query";

/**
 * The local yield results' GET form (?zip=…&crop=…). Nothing here fails: what
 * makes a brand, crop or zip wrong is the search API's answer (spec 002 §8:
 * 400 invalid-brand, invalid-crop, invalid-zipcode), shown next to the field.
 * The zip is read the way growers write it: spaces dropped, a ZIP+4 taken as
 * its five-digit zip; the crop as a lower-case id.
 */
const ZIP_PLUS_FOUR = /^(\d{5})-?\d{4}$/;

const localYieldQuerySchema = z.object({
  zip: z
    .string()
    .optional()
    .transform((raw) => {
      const zip = (raw ?? "").replace(/\s+/g, "").slice(0, 20);
      return zip.match(ZIP_PLUS_FOUR)?.[1] ?? zip;
    }),
  crop: z
    .string()
    .optional()
    .transform((raw) => (raw ?? "").trim().toLowerCase().slice(0, 40) || null),
});

export type LocalYieldQuery = z.output<typeof localYieldQuerySchema>;

export function readLocalYieldQuery(params: URLSearchParams): LocalYieldQuery {
  return readQuery(params, localYieldQuerySchema).value;
}
