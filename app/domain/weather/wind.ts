/**
 * Spec 002 §9: the wind direction is snapped to the nearest 45 degrees, so the widget draws one of 8 arrows.
 * Directions are where the wind comes from, clockwise from north (the meteorological convention); 337.5 and up
 * snap back to north (0), and a half-way value goes up (22.5 → 45).
 */
const DIRECTION_STEP_DEGREES = 45;

export function snapDirection(degrees: number): number {
  const normal = ((degrees % 360) + 360) % 360;
  return (Math.round(normal / DIRECTION_STEP_DEGREES) * DIRECTION_STEP_DEGREES) % 360;
}

/** The 8 compass points, in steps of 45° from north: the keys of their localized names. */
const COMPASS_POINTS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export function compassPoint(degrees: number): CompassPoint {
  return COMPASS_POINTS[snapDirection(degrees) / DIRECTION_STEP_DEGREES];
}

/** The arrow points where the wind goes: opposite to where it comes from. */
export function arrowRotation(windFrom: number): number {
  return (snapDirection(windFrom) + 180) % 360;
}
