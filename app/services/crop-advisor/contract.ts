import { z } from "zod";

/**
 * The crop-advisor upstream behind Brazil's postcode widget (spec 002 §2 §4 §7; decision 0043), under
 * {CROP_ADVISOR_API_URL}:
 *
 *   GET /postcodes/{digits}            the postcode lookup: digits only (the first 5 of a CEP); a list of
 *                                      {geometry.coordinates [lng, lat], properties.postcode_name}, empty when unknown
 *   GET /recommendations?lat&lng       what to sow there: the region and, per crop, a product, its cycle and the
 *                                      sowing window (month and day, the grower's season)
 *
 * The spec's recommendation is a third-party script given the coordinates; the portal asks for the same thing as
 * data and renders it on the server, so nothing of a third party runs in the grower's browser.
 */
export const postcodeLookupResult = z.array(
  z.object({
    geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
    properties: z.object({ postcode_name: z.string().min(1) }),
  }),
);

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

const cropRecommendation = z.object({
  crop: z.enum(["soy", "corn", "cotton", "wheat"]),
  product: z.string().min(1),
  /** The product's cycle: a maturity group (soy, one decimal) or days (to flowering for corn, to harvest otherwise). */
  cycle: z.number().positive(),
  sowing: z.object({ from: monthDay, to: monthDay }),
});

export const recommendation = z.object({
  region: z.string().min(1),
  crops: z.array(cropRecommendation),
});
export type Recommendation = z.infer<typeof recommendation>;
