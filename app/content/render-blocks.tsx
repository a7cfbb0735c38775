import type { ReactNode } from "react";

import type { BlockContext, ComposedPage } from "./block-props";
import { BLOCK_COMPONENTS } from "./registry";

/**
 * Renders a composed block list (./compose-page.server.ts) with the registry's
 * components. The first block is told it is first: its image is the page's
 * largest paint.
 */
export function RenderBlocks({ blocks, context }: ComposedPage) {
  return (
    <>
      {blocks.map(({ key, block, loaded }, index) => {
        const Component = BLOCK_COMPONENTS[block.kind] as (props: {
          block: typeof block;
          context: BlockContext;
          loaded: typeof loaded;
        }) => ReactNode;
        return <Component key={key} block={block} context={{ ...context, first: index === 0 }} loaded={loaded} />;
      })}
    </>
  );
}
