import type { Position } from "~/domain/yield-trials/distance";

/**
 * A contact's map position (spec 002 §3): two numbers separated by a space,
 * latitude first ("-23.5505 -46.6333"). Anything else, or numbers off the
 * globe, is no position: the contact is listed without a distance and left off the map.
 */
export function parseMapPosition(text: string | null | undefined): Position | null {
  const parts = (text ?? "").trim().split(/\s+/);
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The other way round, as the sandbox writes a position. */
export function formatMapPosition({ lat, lng }: Position): string {
  return `${lat} ${lng}`;
}
