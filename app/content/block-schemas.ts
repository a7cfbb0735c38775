import { z } from "zod";

import { accordionBlock } from "./blocks/accordion/schema";
import { articleBlocksBlock } from "./blocks/article-blocks/schema";
import { articleLeadBlock } from "./blocks/article-lead/schema";
import { articleListBlock } from "./blocks/article-list/schema";
import { articleTextBlock } from "./blocks/article-text/schema";
import { breadcrumbBlock } from "./blocks/breadcrumb/schema";
import { bulletinBlock } from "./blocks/bulletin/schema";
import { calloutBlock } from "./blocks/callout/schema";
import { carouselBlock } from "./blocks/carousel/schema";
import { categoryCardsBlock } from "./blocks/category-cards/schema";
import { contentGridBlock } from "./blocks/content-grid/schema";
import { faqBlock } from "./blocks/faq/schema";
import { fieldsSyncBlock } from "./blocks/fields-sync/schema";
import { flexSectionBlock } from "./blocks/flex-section/schema";
import { footerLinksBlock } from "./blocks/footer-links/schema";
import { heroBlock } from "./blocks/hero/schema";
import { pendingItemsBlock } from "./blocks/pending-items/schema";
import { personalPointsBlock } from "./blocks/personal-points/schema";
import { postcodeBlock } from "./blocks/postcode/schema";
import { promoBlock } from "./blocks/promo/schema";
import { promoListBlock } from "./blocks/promo-list/schema";
import { quotationsBlock } from "./blocks/quotations/schema";
import { solutionByCropBlock } from "./blocks/solution-by-crop/schema";
import { sprayWindowBlock } from "./blocks/spray-window/schema";
import { tabCarouselBlock } from "./blocks/tab-carousel/schema";
import { toolsBlock } from "./blocks/tools/schema";
import { videoGalleryBlock } from "./blocks/video-gallery/schema";
import { weatherBlock } from "./blocks/weather/schema";

/**
 * The schema half of the block registry: every block kind's zod schema, once.
 * The content contract builds its block union from this list, so the sandbox
 * and the portal agree on every kind. It holds no React and no server code
 * (the sandbox imports it); the components are in ./registry.ts and the
 * server loads in ./block-loaders.server.ts. A new kind: its folder under
 * ./blocks/<kind>/, one line here, one line in the registry.
 */
const BLOCK_SCHEMAS = [
  heroBlock,
  accordionBlock,
  calloutBlock,
  carouselBlock,
  categoryCardsBlock,
  contentGridBlock,
  faqBlock,
  flexSectionBlock,
  footerLinksBlock,
  promoBlock,
  promoListBlock,
  solutionByCropBlock,
  tabCarouselBlock,
  toolsBlock,
  personalPointsBlock,
  quotationsBlock,
  fieldsSyncBlock,
  pendingItemsBlock,
  articleLeadBlock,
  articleTextBlock,
  articleListBlock,
  articleBlocksBlock,
  breadcrumbBlock,
  weatherBlock,
  sprayWindowBlock,
  bulletinBlock,
  videoGalleryBlock,
  postcodeBlock,
] as const;

export const block = z.discriminatedUnion("kind", BLOCK_SCHEMAS);
export type Block = z.infer<typeof block>;
export type BlockKind = Block["kind"];
/** One kind's block: `BlockOf<"hero">`. */
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
