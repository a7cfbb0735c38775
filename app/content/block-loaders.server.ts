import type { UserContext } from "~/auth/user";
import type { Locale } from "~/countries";

import type { BlockKind, BlockOf } from "./block-schemas";
import { loadFinder } from "./blocks/finder/load.server";

/** What a block's server load gets: the request, its locale and address, and who is asking. */
export interface BlockLoadArgs {
  request: Request;
  locale: Locale;
  url: URL;
  user: UserContext;
}

type BlockLoader<K extends BlockKind> = (block: BlockOf<K>, args: BlockLoadArgs) => Promise<unknown>;

/**
 * The server half of the block registry: the kinds that need server data (a
 * grower's points, a forecast, finder results) and how each loads it. The page
 * loader runs them in parallel, each under its own time limit; a failure or a
 * timeout gives that block its error state and nothing else
 * (./compose-page.server.ts). What a load returns reaches the browser: only
 * what the block shows.
 */
export const BLOCK_LOADERS: { [K in BlockKind]?: BlockLoader<K> } = {
  finder: loadFinder,
};
