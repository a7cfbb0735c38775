import { MEDIA } from "~/ui/breakpoints";

import type { HeroBlockData } from "./schema";

type HeroImage = NonNullable<HeroBlockData["image"]>;

/** The hero spans the window at every width. */
export const HERO_SIZES = "100vw";
/** No screen is narrower than 320 px: the hero never needs a narrower file (its srcsets and preload leave them out). */
export const HERO_MIN_WIDTH = 320;

/**
 * Which art a hero shows where (spec 002 §9: the ultra-wide banner applies
 * above 1440 px). With a wide image, windows wider than 1440 px get it and the
 * rest the regular one; without, everyone gets the regular one. The first
 * entry with a media query wins in a <picture>, so the wide one comes first.
 */
export function heroArt(block: Pick<HeroBlockData, "image" | "wideImage">): {
  variant: "ultra-wide" | "regular" | "none";
  sources: { media: string; image: HeroImage }[];
  image: HeroImage | null;
} {
  if (!block.image) return { variant: "none", sources: [], image: null };
  if (!block.wideImage) return { variant: "regular", sources: [], image: block.image };
  return { variant: "ultra-wide", sources: [{ media: MEDIA.wide, image: block.wideImage }], image: block.image };
}
