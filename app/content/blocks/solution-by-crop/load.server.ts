import { emptyCatalogueLinks } from "~/catalog/empty-catalogue-links.server";
import type { BlockLoadArgs } from "~/content/block-loaders.server";

import type { SolutionByCropBlockData } from "./schema";

/** The tiles whose catalogue search finds nothing: the block leaves them out (issue 27). */
export async function loadSolutionByCrop(block: SolutionByCropBlockData, { locale }: BlockLoadArgs) {
  return {
    empty: await emptyCatalogueLinks(
      locale,
      block.crops.map((crop) => crop.href),
    ),
  };
}
export type SolutionByCropLoaded = Awaited<ReturnType<typeof loadSolutionByCrop>>;
