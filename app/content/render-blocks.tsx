import { type ReactNode, Suspense, useEffect } from "react";

import { useLightMode } from "~/light/use-light-mode";

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
 * page's largest paint. It comes before those links, its own styles being in
 * the head (./lead-links.ts): a stylesheet in the body holds the parser, and
 * the first paint would otherwise show the header without it (decision 0045).
 */
export function RenderBlocks({ blocks, context, assets }: Omit<ComposedPage, "lead">) {
  useEffect(markDocumentHydrated, []);
  // A light page ships no scripts (issue 16): its blocks' code would be bytes nothing runs.
  const modules = useLightMode() ? [] : assets.modules;
  const view = ({ key, block, loaded }: ComposedPage["blocks"][number], index: number) => (
    <Suspense key={key} fallback={null}>
      <BlockView block={block} context={{ ...context, first: index === 0 }} loaded={loaded} />
    </Suspense>
  );
  return (
    <>
      {blocks.slice(0, 1).map(view)}
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {blocks.slice(1).map((block, index) => view(block, index + 1))}
    </>
  );
}
