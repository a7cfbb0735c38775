import { type ReactNode, Suspense, useEffect } from "react";

import type { BlockContext, ComposedPage } from "./block-props";
import type { Block } from "./block-schemas";
import { blockComponent, markDocumentHydrated } from "./registry";

/** One block, rendered with its kind's component (suspends while that code loads in the browser). */
function BlockView({ block, context, loaded }: { block: Block; context: BlockContext; loaded: unknown }) {
  const Component = blockComponent(block.kind) as (props: {
    block: Block;
    context: BlockContext;
    loaded: unknown;
  }) => ReactNode;
  return <Component block={block} context={context} loaded={loaded} />;
}

/**
 * Renders a composed block list (./compose-page.server.ts). The page's block
 * styles and code are linked here, from the build (decision 0040): the
 * styles so the server HTML is styled without JavaScript, the code of the
 * kinds that run in the browser so it is fetched before hydration asks for
 * it. Each block is its own Suspense boundary, which keeps its server HTML
 * until its code has arrived, or for good when the kind is complete as HTML
 * (./registry.ts). The first block is told it is first: its image is the
 * page's largest paint.
 */
export function RenderBlocks({ blocks, context, assets }: ComposedPage) {
  useEffect(markDocumentHydrated, []);
  return (
    <>
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {blocks.map(({ key, block, loaded }, index) => (
        <Suspense key={key} fallback={null}>
          <BlockView block={block} context={{ ...context, first: index === 0 }} loaded={loaded} />
        </Suspense>
      ))}
    </>
  );
}
