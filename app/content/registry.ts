import type { ReactNode } from "react";

import type { BlockContext, Loaded } from "./block-props";
import type { BlockKind, BlockOf } from "./block-schemas";
import { AccordionBlock } from "./blocks/accordion/accordion";
import { ArticleBlocksBlock } from "./blocks/article-blocks/article-blocks";
import { ArticleLeadBlock } from "./blocks/article-lead/article-lead";
import { ArticleListBlock } from "./blocks/article-list/article-list";
import { ArticleTextBlock } from "./blocks/article-text/article-text";
import { BreadcrumbBlock } from "./blocks/breadcrumb/breadcrumb";
import { BulletinBlock } from "./blocks/bulletin/bulletin";
import { CalloutBlock } from "./blocks/callout/callout";
import { CarouselBlock } from "./blocks/carousel/carousel";
import { CategoryCardsBlock } from "./blocks/category-cards/category-cards";
import { ContactFormBlock } from "./blocks/contact-form/contact-form";
import { ContentGridBlock } from "./blocks/content-grid/content-grid";
import { FaqBlock } from "./blocks/faq/faq";
import { FlexSectionBlock } from "./blocks/flex-section/flex-section";
import { FooterLinksBlock } from "./blocks/footer-links/footer-links";
import { HeroBlock } from "./blocks/hero/hero";
import { MarketingFormBlock } from "./blocks/marketing-form/marketing-form";
import { NewsletterBlock } from "./blocks/newsletter/newsletter";
import { PersonalPointsBlock } from "./blocks/personal-points/personal-points";
import { PromoBlock } from "./blocks/promo/promo";
import { PromoListBlock } from "./blocks/promo-list/promo-list";
import { SolutionByCropBlock } from "./blocks/solution-by-crop/solution-by-crop";
import { SprayWindowBlock } from "./blocks/spray-window/spray-window";
import { TabCarouselBlock } from "./blocks/tab-carousel/tab-carousel";
import { ToolsBlock } from "./blocks/tools/tools";
import { WeatherBlock } from "./blocks/weather/weather";

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
  tools: ToolsBlock,
  "personal-points": PersonalPointsBlock,
  accordion: AccordionBlock,
  callout: CalloutBlock,
  carousel: CarouselBlock,
  "category-cards": CategoryCardsBlock,
  "content-grid": ContentGridBlock,
  faq: FaqBlock,
  "flex-section": FlexSectionBlock,
  "footer-links": FooterLinksBlock,
  promo: PromoBlock,
  "promo-list": PromoListBlock,
  "solution-by-crop": SolutionByCropBlock,
  "tab-carousel": TabCarouselBlock,
  "article-lead": ArticleLeadBlock,
  "article-text": ArticleTextBlock,
  "article-list": ArticleListBlock,
  "article-blocks": ArticleBlocksBlock,
  breadcrumb: BreadcrumbBlock,
  weather: WeatherBlock,
  "spray-window": SprayWindowBlock,
  bulletin: BulletinBlock,
  newsletter: NewsletterBlock,
  "marketing-form": MarketingFormBlock,
  "contact-form": ContactFormBlock,
};
