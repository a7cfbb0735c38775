import type { BlockProps } from "~/content/block-props";

import { ArticleCards, type ArticleCardsView } from "./cards-view";
import type { ArticleBlocksBlockData } from "./schema";

/** Articles an editor picked, and article groups. */
export function ArticleBlocksBlock({ block, loaded }: BlockProps<ArticleBlocksBlockData, ArticleCardsView>) {
  return loaded.ok ? <ArticleCards id={block.id} view={loaded.data} /> : null;
}
