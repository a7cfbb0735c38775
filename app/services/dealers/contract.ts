import { z } from "zod";

import { FINDER_TYPES } from "~/domain/finder/finder-type";

/**
 * The dealers and contacts upstream (spec 002 §2 §3 §5; issue 15). Reads under {DEALERS_API_URL}:
 *
 *   GET /contacts?country=BR        every contact of the country (a few hundred) and the facet map
 *   GET /places?country=BR&q=       the geocoder for a postcode or a town, shaped as the spec's postcode
 *                                   lookup: a list of {geometry.coordinates [lng, lat], properties.postcode_name},
 *                                   best first, empty when nothing matches
 *
 * A contact's map position is two numbers separated by a space (spec 002 §3); its facet
 * fields hold '##'-separated values and the facet map lists the options (spec 002 §5).
 * The portal measures distances and filters itself (decision 0038).
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
  /** A short line under the title: what the contact does. */
  description: z.string(),
  /** A label on the card ("Premium", "Cooperativa"); the card cuts it (spec 002 §9). */
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
  /** Opening hours as the contact writes them; null: the country's defaults (spec 002 §9). */
  hours: z.string().nullable(),
  /** Facet field → '##'-separated values. */
  facets: z.record(z.string(), z.string()),
});
export type Contact = z.infer<typeof contact>;

export const contactList = z.object({
  country: z.string().length(2),
  /** '&&' groups of 'field::value##value' (spec 002 §5). */
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
