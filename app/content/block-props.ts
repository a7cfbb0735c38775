import type { Locale } from "~/countries";
import type { ImagePreload } from "~/ui/image/preload";

import type { Block } from "./block-schemas";

/**
 * What every block component receives besides its own content: who is
 * looking and where. Plain data (it crosses to the browser for hydration);
 * the container decisions were already taken on the server, so nothing here
 * is needed to hide a block, only to word and link it.
 */
export interface BlockContext {
  locale: Locale;
  /** The page's path and query, for return addresses (login, redirectUrl). */
  path: string;
  isLoggedIn: boolean;
  /** The grower's roles (normalised), for blocks that word themselves by role. */
  roles: readonly string[];
  /** The words every block's error state uses (the "content" namespace), already translated. */
  text: { unavailable: string; retry: string };
  /** Whether the block is the page's first: its image is the LCP candidate (no lazy loading, high priority). */
  first: boolean;
}

/** A block's server data (its registry `load`): what it loaded, or that it failed or timed out. */
export type Loaded<D> = { ok: true; data: D } | { ok: false };

export interface BlockProps<B, D = undefined> {
  block: B;
  context: BlockContext;
  /** Present exactly for the kinds whose registry entry has a `load`; one Loaded of the whole data (not one per union member). */
  loaded: [D] extends [undefined] ? undefined : Loaded<D>;
}

/** A block ready to render: its content, and what its load gave (only for kinds that load). */
interface ComposedBlock {
  key: string;
  block: Block;
  loaded?: Loaded<unknown>;
}

/** A page's blocks as its loader composed them, and the context every block renders with. */
export interface ComposedPage {
  blocks: ComposedBlock[];
  context: Omit<BlockContext, "first">;
  /** The built stylesheets and modules of the page's block kinds (./block-assets.server.ts), less the lead's styles. */
  assets: BlockAssets;
  /** What the first block needs in the head: the route's meta renders it with `leadLinks` (./lead-links.ts). */
  lead: PageLead;
}

/** The head links of a page's first block (./page-lead.server.ts): its stylesheets and its picture's preloads. */
export interface PageLead {
  styles: string[];
  images: ImagePreload[];
}

/** Addresses of built files: what a page's blocks need linked. */
export interface BlockAssets {
  styles: string[];
  modules: string[];
}
