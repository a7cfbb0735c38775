import type { BlockKind } from "~/content/block-schemas";
import { runsInBrowser } from "~/content/registry";

/**
 * A page composed of blocks needs the runtime only when one of its blocks acts
 * in the browser (BROWSER_KINDS: carousels, weather, the finder...); every
 * other kind is complete as HTML (decision 0040), so such a page ships none.
 */
export const blocksRunInBrowser = (blocks: readonly { block: { kind: BlockKind } }[]) =>
  blocks.some(({ block }) => runsInBrowser(block.kind));
