import { BREAKPOINTS } from "~/ui/breakpoints";
import { imagePreloads } from "~/ui/image/preload";

import { HERO_MIN_WIDTH, HERO_SIZES, heroArt } from "./art";
import type { HeroBlockData } from "./schema";

/** Windows at most 1440 px wide: the complement of MEDIA.wide, the ones that show the regular picture. */
const NOT_WIDE = `screen and (max-width: ${BREAKPOINTS.wide}px)`;

/**
 * The head preload of a hero that opens its page, whose picture is then the
 * page's largest paint (decision 0045): the regular picture, for the windows
 * that show it. The ultra-wide art (above 1440 px, desktops) is left to the
 * <picture>: its three addresses would cost the homes' 14 KB budget bytes for
 * windows that have no LCP goal. On the server only: the media manifest stays
 * out of the browser's code.
 */
export function heroPreloads(block: Pick<HeroBlockData, "image" | "wideImage">) {
  const art = heroArt(block);
  if (!art.image) return [];
  return imagePreloads([
    {
      image: art.image,
      sizes: HERO_SIZES,
      minWidth: HERO_MIN_WIDTH,
      ...(art.variant === "ultra-wide" ? { media: NOT_WIDE } : {}),
    },
  ]);
}
