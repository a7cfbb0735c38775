import type { BlockProps } from "~/content/block-props";

import { ArticleCards, type ArticleCardsView } from "../article-blocks/cards-view";
import type { ArticleListBlockData } from "./schema";

/** An article listing block: by views, by date, or the sample list's top 4. */
export function ArticleListBlock({ block, loaded }: BlockProps<ArticleListBlockData, ArticleCardsView>) {
  return loaded.ok ? <ArticleCards id={block.id} view={loaded.data} /> : null;
}
