import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { i18nServer } from "~/i18n/i18next.server";

/**
 * The carousels' words, in the page's locale (the browser never translates:
 * decision 0003). Shared by the carousel and the tab carousel.
 */
export async function loadCarouselLabels(block: { slides: readonly unknown[] }, { locale }: BlockLoadArgs) {
  const t = await i18nServer.getFixedT(locale, "blocks");
  const count = block.slides.length;
  return {
    carousel: t("carousel.carousel"),
    slide: t("carousel.slide"),
    controls: t("carousel.controls"),
    pause: t("carousel.pause"),
    play: t("carousel.play"),
    previous: t("carousel.previous"),
    next: t("carousel.next"),
    /** "2 of 5", per slide. */
    positions: block.slides.map((_, index) => t("carousel.position", { n: index + 1, count })),
    /** "Show slide 2 of 5", per slide. */
    goTo: block.slides.map((_, index) => t("carousel.goTo", { n: index + 1, count })),
  };
}
export type CarouselLabels = Awaited<ReturnType<typeof loadCarouselLabels>>;
