import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { finderView } from "~/finder/finder-view.server";

import type { FinderBlockData } from "./schema";

/** The finder block's server load: its whole view, from the page's address (the GET form's state). */
export function loadFinder(block: FinderBlockData, { locale, url }: BlockLoadArgs) {
  return finderView(locale, url, { type: block.finderType, heading: block.heading, lead: block.lead });
}
