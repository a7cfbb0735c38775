import { z } from "zod";

import { FINDER_TYPES } from "~/domain/finder/finder-type";

/**
 * The dealers and contacts upstream (spec 002 §2 §3 §5; issue 15). Reads under {DEALERS_API_URL}:
 *
 *   GET /contacts?country=US&locale=es-US
 *                                   every contact of the country (a few hundred) and the facet map, what each
 *                                   contact writes of itself (description, badge, hours) in the locale's language
 *   GET /places?country=BR&q=       the geocoder for a postcode or a town, shaped as the spec's postcode
 *                                   lookup: a list of {geometry.coordinates [lng, lat], properties.postcode_name},
 *                                   best first, empty when nothing matches
 *
 * A contact's map position is two numbers separated by a space (spec 002 §3); its facet
 * fields hold '##'-separated values and the facet map lists the options (spec 002 §5):
 * codes ("corn", "crop-protection") that the portal names in the page's words
 * (decision 0055). The portal measures distances and filters itself (decision 0038).
 */
const image = z.object({
  src: z.string().startsWith("/"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const contact = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: z.enum(FINDER_TYPES),
  country: z.string().length(2),
  title: z.string().min(1),
  /** A short line under the title: what the contact does, in the language asked for. */
  description: z.string(),
  /** A label on the card ("Premium", "Cooperativa"), in the language asked for; the card cuts it (spec 002 §9). */
  badge: z.string().nullable(),
  logo: image.nullable(),
  street: z.string().min(1),
  town: z.string().min(1),
  region: z.string().min(1),
  postcode: z.string(),
  /** "lat lng". */
  position: z.string(),
  phone: z.string().nullable(),
  whatsApp: z.string().nullable(),
  email: z.email().nullable(),
  website: z.string().nullable(),
  /** Opening hours as the contact writes them, in the language asked for; null: the country's defaults (spec 002 §9). */
  hours: z.string().nullable(),
  /** Facet field → '##'-separated value codes. */
  facets: z.record(z.string(), z.string()),
});
export type Contact = z.infer<typeof contact>;

export const contactList = z.object({
  country: z.string().length(2),
  /** '&&' groups of 'field::code##code' (spec 002 §5). */
  facetMap: z.string(),
  contacts: z.array(contact),
});
export type ContactList = z.infer<typeof contactList>;

const position = { lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) };

/** Spec 002 §3, postcode lookup result, answered for a postcode or a town. */
export const placeLookupResult = z.array(
  z.object({
    geometry: z.object({ coordinates: z.tuple([position.lng, position.lat]) }),
    properties: z.object({ postcode_name: z.string() }),
  }),
);
export type PlaceLookupResult = z.infer<typeof placeLookupResult>;
