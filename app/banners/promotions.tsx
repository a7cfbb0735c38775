import * as styles from "./banners.css";
import { InfoBanners } from "./info-banners";
import { MarketingCarousel } from "./marketing-carousel";
import type { Promotions as PromotionsData } from "./promotions.server";
import { SuggestionBanner } from "./suggestion-banner";

/** The Impulso page's promotions, in one place on the page: info banners, suggestions, the carousel. */
export function Promotions({ data }: { data: PromotionsData }) {
  return (
    <div className={styles.stack}>
      <InfoBanners data={data.info} />
      <SuggestionBanner data={data.suggestion} />
      <MarketingCarousel data={data.carousel} />
    </div>
  );
}
