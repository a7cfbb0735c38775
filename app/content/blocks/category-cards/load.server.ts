import { emptyCatalogueLinks } from "~/catalog/empty-catalogue-links.server";
import type { BlockLoadArgs } from "~/content/block-loaders.server";

import type { CategoryCardsBlockData } from "./schema";

/** The cards whose catalogue search finds nothing: the block leaves them out (issue 27). */
export async function loadCategoryCards(block: CategoryCardsBlockData, { locale }: BlockLoadArgs) {
  return {
    empty: await emptyCatalogueLinks(
      locale,
      block.cards.map((card) => card.href),
    ),
  };
}
export type CategoryCardsLoaded = Awaited<ReturnType<typeof loadCategoryCards>>;
