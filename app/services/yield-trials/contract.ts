import { z } from "zod";

/**
 * The yield-trials upstream (spec 002 §2 §3 §8: the local yield module's trials,
 * zip and brand). Three reads under {YIELD_TRIALS_API_URL}:
 *
 *   GET /brands                          the brands with trials and the crops each one tests
 *   GET /trials?brand=&crop=&zip=        a brand's trials of a crop, each with its plot's position;
 *                                        400 {message: "invalid-brand" | "invalid-crop" | "invalid-zipcode"}
 *   GET /zip-codes/{digits}              the zip geocoder, shaped as the spec's postcode lookup:
 *                                        a list of {geometry.coordinates [lng, lat], properties.postcode_name},
 *                                        empty when the zip is unknown
 *
 * The search answers every trial of the brand and crop: the portal measures the
 * distance from the grower's zip and keeps what is within the radius (decision 0030).
 * Yields are bushels per acre at the crop's standard moisture, as US trials report them.
 */

const trialBrand = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  /** Crop ids ("corn", "soybeans"), the first the brand's main crop. */
  crops: z.array(z.string().min(1)).min(1),
});
export type TrialBrand = z.infer<typeof trialBrand>;

export const trialBrandList = z.object({ brands: z.array(trialBrand) });

const position = { lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) };

const yieldTrial = z.object({
  id: z.string().min(1),
  /** The brand's hybrid or variety planted in the plot. */
  product: z.string().min(1),
  crop: z.string().min(1),
  /** Bushels per acre at the crop's standard moisture. */
  yield: z.number().positive(),
  /** Grain moisture at harvest, %. */
  moisture: z.number().min(0).max(100),
  /** The product it was planted beside in the same field, and that one's yield (bu/ac); null for a single entry. */
  comparison: z.object({ product: z.string().min(1), yield: z.number().positive() }).nullable(),
  /** A side-by-side strip in a grower's field, or a replicated small-plot trial. */
  plot: z.enum(["strip", "replicated"]),
  /** Harvested area of the entry, acres. */
  acres: z.number().positive(),
  city: z.string().min(1),
  state: z.string().length(2),
  ...position,
  plantedOn: z.iso.date(),
  harvestedOn: z.iso.date(),
});
export type YieldTrial = z.infer<typeof yieldTrial>;

export const trialSearchResult = z.object({
  brand: z.string(),
  crop: z.string(),
  zip: z.string(),
  trials: z.array(yieldTrial),
});

/** Spec 002 §3, postcode lookup result: geometry.coordinates and properties.postcode_name. */
export const zipLookupResult = z.array(
  z.object({
    geometry: z.object({ coordinates: z.tuple([position.lng, position.lat]) }),
    properties: z.object({ postcode_name: z.string() }),
  }),
);
export type ZipLookupResult = z.infer<typeof zipLookupResult>;
