import type { Boundary } from "./boundary";

/**
 * A grower's fields to take away (issue 31): GeoJSON (RFC 7946: a FeatureCollection in WGS 84, one Feature per field,
 * no `crs`) with each field's season figures as properties. A field without a usable boundary is its point, and says
 * why, so the file names every field the dashboard lists.
 */
export interface FieldForExport {
  id: string;
  name: string;
  lat: number;
  lng: number;
  areaHectares: number;
  boundary: Boundary;
  seasons: readonly {
    season: string;
    crop: string;
    yieldTonnesPerHectare: number | null;
    yieldBushelsPerAcre: number | null;
    hybrid: string | null;
  }[];
}

export function fieldsGeoJson(fields: readonly FieldForExport[]) {
  return {
    type: "FeatureCollection" as const,
    features: fields.map((field) => ({
      type: "Feature" as const,
      id: field.id,
      geometry:
        field.boundary.kind === "polygons"
          ? field.boundary.polygons.length === 1
            ? { type: "Polygon" as const, coordinates: field.boundary.polygons[0] }
            : { type: "MultiPolygon" as const, coordinates: field.boundary.polygons }
          : { type: "Point" as const, coordinates: [field.lng, field.lat] },
      properties: {
        name: field.name,
        areaHectares: field.areaHectares,
        boundary: field.boundary.kind === "polygons" ? "polygon" : `none: ${field.boundary.problem}`,
        seasons: field.seasons,
      },
    })),
  };
}
