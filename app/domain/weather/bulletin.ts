/**
 * The weather bulletin player (spec 002 §4 §9, Brazil): six regions, each with a playlist; Centro-Oeste by default;
 * the region kept in the `user-region` cookie; next and previous wrap around the list (app/domain/video/playlist.ts);
 * a new region starts at its first video; a bulletin published today is headed 'Hoje'.
 */
export const BULLETIN_REGIONS = ["sul", "sudeste", "centro-oeste", "mapitoba", "nordeste", "norte"] as const;
export type BulletinRegion = (typeof BULLETIN_REGIONS)[number];
export const DEFAULT_BULLETIN_REGION: BulletinRegion = "centro-oeste";
export const REGION_COOKIE = "user-region";

export function bulletinRegion(value: unknown): BulletinRegion {
  return typeof value === "string" && (BULLETIN_REGIONS as readonly string[]).includes(value)
    ? (value as BulletinRegion)
    : DEFAULT_BULLETIN_REGION;
}

/** The video shown: the index asked for when it is one of the list's, else the first. */
export function videoIndex(value: unknown, count: number): number {
  const index = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : 0;
  return index < count ? index : 0;
}

/** 'Hoje' heads a bulletin published on the grower's calendar day. */
export function isToday(publishedOn: string, today: string): boolean {
  return publishedOn === today;
}
