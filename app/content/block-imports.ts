import type { ReactNode } from "react";

import type { BlockContext, Loaded } from "./block-props";
import type { BlockKind, BlockOf } from "./block-schemas";

/**
 * How to load each kind's component: each kind is its own chunk with its own
 * CSS, so a page carries only the kinds it shows (decision 0040). The module
 * of a kind is always ./blocks/<kind>/<kind>.tsx: ./block-assets.server.ts
 * finds its files in the build by that path. This table is itself loaded only
 * when some block's code is needed (./registry.ts), so a page whose blocks all
 * keep their server HTML never fetches it. TypeScript makes the list
 * complete: a kind without a component does not compile.
 */
interface AnyBlockProps<K extends BlockKind> {
  block: BlockOf<K>;
  context: BlockContext;
  loaded: Loaded<unknown> | undefined;
}
/** Method syntax on purpose: a component typed for its own data still fits (parameters are bivariant here). */
export type BlockComponent<K extends BlockKind> = { render(props: AnyBlockProps<K>): ReactNode }["render"];

export const BLOCK_IMPORTS: { [K in BlockKind]: () => Promise<BlockComponent<K>> } = {
  hero: () => import("./blocks/hero/hero").then((m) => m.HeroBlock),
  tools: () => import("./blocks/tools/tools").then((m) => m.ToolsBlock),
  quotations: () => import("./blocks/quotations/quotations").then((m) => m.QuotationsBlock),
  "personal-points": () => import("./blocks/personal-points/personal-points").then((m) => m.PersonalPointsBlock),
  "fields-sync": () => import("./blocks/fields-sync/fields-sync").then((m) => m.FieldsSyncBlock),
  "pending-items": () => import("./blocks/pending-items/pending-items").then((m) => m.PendingItemsBlock),
  accordion: () => import("./blocks/accordion/accordion").then((m) => m.AccordionBlock),
  callout: () => import("./blocks/callout/callout").then((m) => m.CalloutBlock),
  carousel: () => import("./blocks/carousel/carousel").then((m) => m.CarouselBlock),
  "category-cards": () => import("./blocks/category-cards/category-cards").then((m) => m.CategoryCardsBlock),
  "content-grid": () => import("./blocks/content-grid/content-grid").then((m) => m.ContentGridBlock),
  faq: () => import("./blocks/faq/faq").then((m) => m.FaqBlock),
  "flex-section": () => import("./blocks/flex-section/flex-section").then((m) => m.FlexSectionBlock),
  "footer-links": () => import("./blocks/footer-links/footer-links").then((m) => m.FooterLinksBlock),
  promo: () => import("./blocks/promo/promo").then((m) => m.PromoBlock),
  "promo-list": () => import("./blocks/promo-list/promo-list").then((m) => m.PromoListBlock),
  "solution-by-crop": () => import("./blocks/solution-by-crop/solution-by-crop").then((m) => m.SolutionByCropBlock),
  "tab-carousel": () => import("./blocks/tab-carousel/tab-carousel").then((m) => m.TabCarouselBlock),
  "article-lead": () => import("./blocks/article-lead/article-lead").then((m) => m.ArticleLeadBlock),
  "article-text": () => import("./blocks/article-text/article-text").then((m) => m.ArticleTextBlock),
  "article-list": () => import("./blocks/article-list/article-list").then((m) => m.ArticleListBlock),
  "article-blocks": () => import("./blocks/article-blocks/article-blocks").then((m) => m.ArticleBlocksBlock),
  breadcrumb: () => import("./blocks/breadcrumb/breadcrumb").then((m) => m.BreadcrumbBlock),
  weather: () => import("./blocks/weather/weather").then((m) => m.WeatherBlock),
  "spray-window": () => import("./blocks/spray-window/spray-window").then((m) => m.SprayWindowBlock),
  bulletin: () => import("./blocks/bulletin/bulletin").then((m) => m.BulletinBlock),
  "video-gallery": () => import("./blocks/video-gallery/video-gallery").then((m) => m.VideoGalleryBlock),
  postcode: () => import("./blocks/postcode/postcode").then((m) => m.PostcodeBlock),
};
