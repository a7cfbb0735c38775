import type { ReactNode } from "react";

import type { BlockContext, Loaded } from "./block-props";
import type { BlockKind, BlockOf } from "./block-schemas";
import { FinderBlock } from "./blocks/finder/finder";
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
  finder: FinderBlock,
};
