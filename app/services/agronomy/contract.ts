import { z } from "zod";

/**
 * The agronomy partner (the "cultivio" calls of spec 000 §7) under
 * AGRONOMY_API_URL: the grower's fields, recommendations, yield/density
 * curves, the product catalogue, the forecast summary, the Preceon summary and
 * the carbon programme. Partner calls are POSTs carrying the field-view access
 * token in the body as `authorization`. docs/integrations/field-view.md.
 */

const field = z.object({
  id: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  name: z.string(),
  /** The farm (establishment) the field belongs to. */
  location: z.string(),
  altitude: z.number(),
  area: z.number().nonnegative(),
  /**
   * The field's boundary, as the partner has it: read field by field by the domain (readBoundary), which draws a
   * broken or missing one as the field's point with the reason. Taken as it comes, so one bad boundary never fails
   * the grower's whole list (issue 31).
   */
  geometry: z.unknown(),
  externalProvider: z.string(),
});
export type Field = z.infer<typeof field>;

export const fieldsResponse = z.object({ count: z.number().int(), results: z.array(field) });

const cornProduct = z.object({ productId: z.string(), name: z.string(), density: z.number(), yield: z.number() });

const recommendationEntry = z.object({
  field: z.string(),
  fieldName: z.string(),
  crops: z.array(z.object({ crop: z.string(), environment: z.string(), cornProducts: z.array(cornProduct) })),
  backup: z.object({ brand: z.object({ logo: z.string(), slug: z.string() }) }),
});

export const recommendationResponse = z.object({
  results: z.object({ data: z.array(recommendationEntry) }),
  filterOptions: z.object({ field: z.array(z.object({ value: z.string(), label: z.string() })) }),
});

export const curveResponse = z.object({
  curve: z.array(z.object({ density: z.number(), yield: z.number() })),
  recommended: z.object({ yield: z.number(), density: z.number() }),
});
export type CurveResponse = z.infer<typeof curveResponse>;

export const catalogueProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  technology: z.string(),
  seoSlug: z.string(),
});

export const forecastResponse = z.object({
  summary: z.array(
    z.object({
      date: z.string(),
      tempMax: z.number(),
      tempMin: z.number(),
      rainMm: z.number().nonnegative(),
      rainChance: z.number().min(0).max(100),
    }),
  ),
});
export type ForecastDay = z.infer<typeof forecastResponse>["summary"][number];

const preceonCard = z.object({
  title: z.string(),
  description: z.string(),
  tooltipText: z.string(),
  button: z.object({ label: z.string(), url: z.string() }).nullable(),
  image: z.string(),
  type: z.enum(["yield", "water", "nitrogen", "density"]),
  /**
   * A number in the unit its type implies (yield t/ha, density seeds/m², water mm,
   * nitrogen kg N/ha): the portal formats it in the grower's locale and units,
   * which a preformatted string ("9.60 t/ha") would not let it do.
   */
  value: z.number(),
});
export const preceonResponse = z.object({ cards: z.array(preceonCard) });
export type PreceonCard = z.infer<typeof preceonCard>;

const carbonDocument = z.object({ status: z.string(), pathPdf: z.string().nullable() }).nullable();
export const carbonProgramResponse = z.object({
  fields: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      contracts: carbonDocument,
      socioenvironmentalAnalysis: carbonDocument,
      soilAnalysis: carbonDocument,
      managementPlans: carbonDocument,
    }),
  ),
});
export type CarbonProgram = z.infer<typeof carbonProgramResponse>;
