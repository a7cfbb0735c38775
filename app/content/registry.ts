import type { ReactNode } from "react";

import type { BlockContext, Loaded } from "./block-props";
import type { BlockKind, BlockOf } from "./block-schemas";
import { ArticleBlocksBlock } from "./blocks/article-blocks/article-blocks";
import { ArticleLeadBlock } from "./blocks/article-lead/article-lead";
import { ArticleListBlock } from "./blocks/article-list/article-list";
import { ArticleTextBlock } from "./blocks/article-text/article-text";
import { BreadcrumbBlock } from "./blocks/breadcrumb/breadcrumb";
import { HeroBlock } from "./blocks/hero/hero";

/**
 * The component half of the block registry: every kind's component, once
 * (schemas: ./block-schemas.ts; server loads: ./block-loaders.server.ts).
 * TypeScript makes the list complete: a kind without a component does not
 * compile.
 */
interface AnyBlockProps<K extends BlockKind> {
  block: BlockOf<K>;
  context: BlockContext;
  loaded: Loaded<unknown> | undefined;
}
/** Method syntax on purpose: a component typed for its own data still fits (parameters are bivariant here). */
type BlockComponent<K extends BlockKind> = { render(props: AnyBlockProps<K>): ReactNode }["render"];

export const BLOCK_COMPONENTS: { [K in BlockKind]: BlockComponent<K> } = {
  hero: HeroBlock,
  "article-lead": ArticleLeadBlock,
  "article-text": ArticleTextBlock,
  "article-list": ArticleListBlock,
  "article-blocks": ArticleBlocksBlock,
  breadcrumb: BreadcrumbBlock,
};
