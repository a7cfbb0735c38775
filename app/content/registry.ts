import type { BlockComponent } from "./block-imports";
import type { BlockKind } from "./block-schemas";

/**
 * The component half of the block registry (schemas: ./block-schemas.ts;
 * server loads: ./block-loaders.server.ts; the import of each kind:
 * ./block-imports.ts): which kinds run in the browser, and each kind's
 * component once it is loaded.
 *
 * The kinds whose components act in the browser (autoplay, swipe, a player,
 * autocomplete, measuring): only these are hydrated when a page first loads.
 * Every other kind is complete as HTML (links, forms, details/summary), so its
 * server HTML stays as it is and its code is never fetched for that page.
 */
const BROWSER_KINDS: ReadonlySet<BlockKind> = new Set([
  "breadcrumb",
  "bulletin",
  "carousel",
  "postcode",
  "tab-carousel",
  "video-gallery",
  "weather",
]);

export const runsInBrowser = (kind: BlockKind) => BROWSER_KINDS.has(kind);

/** Set once the first document has hydrated: from then on every kind renders with its code (client navigations). */
let documentHydrated = false;
export const markDocumentHydrated = () => {
  documentHydrated = true;
};
/** Thrown by a server-HTML kind while the document hydrates: React keeps that boundary's server HTML. */
const keepServerHtml = new Promise<never>(() => undefined);

const components = new Map<BlockKind, BlockComponent<BlockKind>>();
const pending = new Map<BlockKind, Promise<void>>();

/** Loads the components of these kinds (once each); loaders await it so the server renders without suspending. */
export function loadBlockKinds(kinds: Iterable<BlockKind>): Promise<void> {
  const loads = [...new Set(kinds)].map((kind) => {
    if (components.has(kind)) return undefined;
    let load = pending.get(kind);
    if (!load) {
      load = import("./block-imports")
        .then(({ BLOCK_IMPORTS }) => (BLOCK_IMPORTS[kind] as () => Promise<BlockComponent<BlockKind>>)())
        .then(
          (component) => {
            components.set(kind, component);
          },
          // Its code could not be fetched (offline, or a newer deploy): the block keeps its server HTML, as without JavaScript.
          () => new Promise<void>(() => undefined),
        );
      pending.set(kind, load);
    }
    return load;
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * A kind's component if it is loaded; otherwise it suspends (the caller
 * renders it inside a Suspense boundary). On the server the loader has loaded
 * every kind of the page. While the browser hydrates the first document, a
 * kind that does not run in the browser suspends for good, so its server HTML
 * stays; a kind that does keeps its server HTML until its code arrives.
 */
export function blockComponent(kind: BlockKind): BlockComponent<BlockKind> {
  const component = components.get(kind);
  if (component) return component;
  if (!documentHydrated && !runsInBrowser(kind)) throw keepServerHtml;
  throw loadBlockKinds([kind]);
}

/**
 * A route's clientLoader for client-side navigations: the server's data, once
 * the code of its blocks has arrived, so the new page renders whole instead of
 * block by block.
 */
export async function withBlockCode<T>(data: T, blocks: (data: T) => readonly { block: { kind: BlockKind } }[]) {
  await loadBlockKinds(blocks(data).map(({ block }) => block.kind));
  return data;
}
