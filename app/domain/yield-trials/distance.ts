/**
 * Distances between two points on the map, for the local yield results (spec
 * 002 §9: a 200-mile radius). Great-circle distance on a sphere of the Earth's
 * mean radius (haversine): within 0.5 % of the ellipsoid's answer, far finer
 * than a trial plot's or a zip code's position.
 */
export interface Position {
  lat: number;
  lng: number;
}

/** The IUGG mean radius of the Earth, km. */
const EARTH_MEAN_RADIUS_KM = 6_371.0088;
/** The international mile: exactly 1,609.344 m. */
const KILOMETRES_PER_MILE = 1.609_344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in kilometres (haversine formula). */
export function greatCircleKilometres(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) keeps floating-point noise out of asin's domain for antipodal points.
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function kilometresToMiles(kilometres: number): number {
  return kilometres / KILOMETRES_PER_MILE;
}

/** The great-circle distance in statute miles, the unit of the radius and of what a US grower reads. */
export function milesBetween(from: Position, to: Position): number {
  return kilometresToMiles(greatCircleKilometres(from, to));
}
