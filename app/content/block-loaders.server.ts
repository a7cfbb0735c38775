import type { UserContext } from "~/auth/user";
import { catalogueTilesLoader } from "~/catalog/empty-catalogue-links.server";
import type { Locale } from "~/countries";
import { loadFormBlock } from "~/marketing/block-forms.server";

import type { BlockKind, BlockOf } from "./block-schemas";
import { loadArticleBlocks } from "./blocks/article-blocks/load.server";
import { loadArticleLead } from "./blocks/article-lead/load.server";
import { loadArticleList } from "./blocks/article-list/load.server";
import { loadBreadcrumb } from "./blocks/breadcrumb/load.server";
import { loadBulletin } from "./blocks/bulletin/load.server";
import { loadCarouselLabels } from "./blocks/carousel/load.server";
import { loadContentGrid } from "./blocks/content-grid/load.server";
import { loadFieldsSync } from "./blocks/fields-sync/load.server";
import { loadFinder } from "./blocks/finder/load.server";
import { loadPendingItems } from "./blocks/pending-items/load.server";
import { loadPersonalPoints } from "./blocks/personal-points/load.server";
import { loadPostcode } from "./blocks/postcode/load.server";
import { loadQuotations } from "./blocks/quotations/load.server";
import { loadSprayWindow } from "./blocks/spray-window/load.server";
import { loadVideoGallery } from "./blocks/video-gallery/load.server";
import { loadWeather } from "./blocks/weather/load.server";

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
  quotations: loadQuotations,
  "personal-points": loadPersonalPoints,
  "fields-sync": loadFieldsSync,
  "pending-items": loadPendingItems,
  carousel: loadCarouselLabels,
  "tab-carousel": loadCarouselLabels,
  "content-grid": loadContentGrid,
  "article-lead": loadArticleLead,
  "article-list": loadArticleList,
  "article-blocks": loadArticleBlocks,
  breadcrumb: loadBreadcrumb,
  weather: loadWeather,
  "spray-window": loadSprayWindow,
  bulletin: loadBulletin,
  "video-gallery": loadVideoGallery,
  // Tiles into the catalogue that find nothing are left out (issue 27).
  "solution-by-crop": catalogueTilesLoader((block) => block.crops.map((crop) => crop.href)),
  "category-cards": catalogueTilesLoader((block) => block.cards.map((card) => card.href)),
  postcode: loadPostcode,
  newsletter: loadFormBlock,
  "marketing-form": loadFormBlock,
  "contact-form": loadFormBlock,
  finder: loadFinder,
};
