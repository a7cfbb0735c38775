import { z } from "zod";

import { type FacetGroup, type FacetSelection, selectionFrom } from "~/domain/finder/facets";
import { stepsFrom } from "~/domain/finder/load-more";
import type { Position } from "~/domain/yield-trials/distance";
import { readQuery } from "~/forms/read-query";

/**
 * The finder's GET form, all of its state in the URL (issue 15):
 *
 *   ?q=Rio Verde            a postcode or a town (3 letters at least, or any digits)
 *   ?lat=-17.79&lng=-50.92  "use my location" (rounded to 3 decimals, ~100 m: enough to sort dealers, and
 *                           no more of the grower's position than that in a link they may share)
 *   ?crops=Soja&services=   the facet dropdowns (only the map's fields and values count)
 *   ?steps=2                load more taken once
 *
 * A place typed wins over a position. Messages are i18n keys of the finder namespace.
 */
const coordinate = (limit: number) =>
  z
    .string()
    .optional()
    .transform((text) => {
      const value = Number(text);
      return text && Number.isFinite(value) && Math.abs(value) <= limit ? Number(value.toFixed(3)) : null;
    });

const finderQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((text) => (text ?? "").trim().replace(/\s+/g, " ").slice(0, 80))
    .refine((text) => !text || /\d/.test(text) || [...text].length >= 3, "errors.placeTooShort"),
  lat: coordinate(90),
  lng: coordinate(180),
  steps: z.string().optional().transform(stepsFrom),
});

export interface FinderQuery {
  place: string;
  /** The grower's own position ("use my location"), when no place was typed. */
  position: Position | null;
  steps: number;
  selection: FacetSelection;
  /** i18n keys by field. */
  errors: Record<string, string[]>;
}

export function readFinderQuery(params: URLSearchParams, groups: FacetGroup[]): FinderQuery {
  const { value, errors } = readQuery(params, finderQuerySchema);
  const place = errors.q ? (params.get("q") ?? "").trim() : value.q;
  return {
    place,
    position: !place && value.lat !== null && value.lng !== null ? { lat: value.lat, lng: value.lng } : null,
    steps: value.steps,
    selection: selectionFrom(groups, (field) => params.get(field)),
    errors,
  };
}
