import type { ImagePreload } from "~/ui/image/preload";

import { blockAssets } from "./block-assets.server";
import type { BlockAssets, PageLead } from "./block-props";
import type { Block, BlockKind, BlockOf } from "./block-schemas";
import { heroPreloads } from "./blocks/hero/preload.server";

/** The kinds whose picture is the page's largest paint when they open it, and the preloads of that picture. */
const LEAD_IMAGES: { [K in BlockKind]?: (block: BlockOf<K>) => ImagePreload[] } = {
  hero: heroPreloads,
};

/**
 * A page's built assets, split for the first paint (decision 0045). The lead,
 * what the first block needs in the head: its stylesheets, so that the first
 * paint already shows it, and the preload of its picture when its kind has
 * one, so the picture is requested with the document's first bytes. The
 * assets: everything else the blocks need, which the page links after its
 * first block (./render-blocks.tsx).
 */
export function pageAssets(
  blocks: readonly Block[],
  assetsOf: (kinds: BlockKind[]) => BlockAssets = blockAssets,
): { assets: BlockAssets; lead: PageLead } {
  const all = assetsOf(blocks.map((block) => block.kind));
  const first = blocks[0];
  if (!first) return { assets: all, lead: { styles: [], images: [] } };
  const leadStyles = assetsOf([first.kind]).styles;
  const images = LEAD_IMAGES[first.kind] as ((block: Block) => ImagePreload[]) | undefined;
  return {
    assets: { styles: all.styles.filter((href) => !leadStyles.includes(href)), modules: all.modules },
    lead: { styles: leadStyles, images: images?.(first) ?? [] },
  };
}
