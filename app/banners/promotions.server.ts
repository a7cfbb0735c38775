import type { SessionUser } from "~/auth/user";
import { countryOf, type Locale } from "~/countries";
import { BANNER_ICON_SIZE, isClosable, showsInfoBanner } from "~/domain/banners/info-banners";
import { currentItems } from "~/domain/banners/marketing-carousel";
import { shortenSeasonName } from "~/domain/banners/season-name";
import { withSuggestionSource } from "~/domain/banners/suggestion-link";
import { memberDay } from "~/domain/loyalty/calendar";
import { i18nServer } from "~/i18n/i18next.server";
import { getCampaignSuggestions, getInfoBanners, getMarketingCarousel } from "~/services/banners/client.server";
import { log } from "~/services/log.server";

import { closedBanners } from "./closed-banners.server";

/**
 * The Impulso page's promotions (spec 001 §2 §4 §6 §8 §9), each from its own
 * call and with its own failure: the suggestion banner becomes an empty box
 * (spec 001 §8), the info banners are simply left out, the carousel shows its
 * error state with a retry link. The page answers 200 whatever fails.
 */
export async function loadPromotions(request: Request, locale: Locale, user: SessionUser, document: string) {
  const t = await i18nServer.getFixedT(locale, "banners");
  const links = countryOf(locale).programme;
  const url = new URL(request.url);
  const [suggestions, banners, carousel, closed] = await Promise.allSettled([
    getCampaignSuggestions(document, locale),
    getInfoBanners(document, locale),
    getMarketingCarousel(document, locale),
    closedBanners(request),
  ]);
  for (const [name, result] of [
    ["suggestions", suggestions],
    ["info banners", banners],
    ["carousel", carousel],
  ] as const) {
    if (result.status === "rejected") log("warn", `promotions: ${name} unavailable`, { error: String(result.reason) });
  }
  const closedIds = closed.status === "fulfilled" ? closed.value : new Set<string>();
  const today = memberDay(new Date());

  return {
    suggestion: {
      heading: t("suggestion.heading"),
      lead: t("suggestion.lead"),
      // Spec 001 §8: an empty box on error; an empty answer looks the same.
      items:
        suggestions.status === "fulfilled"
          ? suggestions.value.suggestions.map(({ suggestion }) => ({
              label: t("suggestion.crop", { crop: t(`crops.${suggestion.crop}`, { defaultValue: suggestion.crop }) }),
              href: withSuggestionSource(suggestion.suggestionLink),
            }))
          : [],
      all: links ? { label: t("suggestion.all"), href: withSuggestionSource(links.campaigns) } : null,
    },
    info: {
      label: t("info.label"),
      close: { label: t("info.close"), action: "/api/banners/close", returnTo: `${url.pathname}${url.search}` },
      banners:
        banners.status === "fulfilled"
          ? banners.value.banners
              .filter((banner) => showsInfoBanner(banner, user, closedIds))
              .map((banner) => ({
                id: banner.id,
                variant: banner.variant,
                title: banner.title,
                text: banner.text,
                season: banner.season ? shortenSeasonName(banner.season) : null,
                iconSize: banner.variant === "default" ? null : BANNER_ICON_SIZE[banner.variant],
                closable: isClosable(banner.variant),
                closeLabel: t("info.closeLabel", { title: banner.title }),
                cta:
                  banner.variant === "eleva"
                    ? { label: banner.cta ?? t("info.elevaCta"), href: banner.link ?? links?.eleva ?? null }
                    : banner.cta && banner.link
                      ? { label: banner.cta, href: banner.link }
                      : null,
              }))
          : [],
    },
    carousel:
      carousel.status === "fulfilled"
        ? {
            state: "ready" as const,
            heading: t("carousel.heading"),
            controls: {
              previous: t("carousel.previous"),
              next: t("carousel.next"),
              pause: t("carousel.pause"),
              play: t("carousel.play"),
            },
            slides: currentItems(carousel.value.items, today).map((item, index, all) => ({
              id: item.id,
              title: item.title,
              text: item.text,
              cta: { label: item.cta, href: item.link },
              image: item.imageDesktop,
              position: t("carousel.slide", { index: index + 1, count: all.length }),
            })),
          }
        : {
            state: "error" as const,
            heading: t("carousel.heading"),
            error: {
              title: t("carousel.errorTitle"),
              subtitle: t("carousel.errorSubtitle"),
              retry: { label: t("carousel.retry"), href: `${url.pathname}${url.search}` },
            },
          },
  };
}
export type Promotions = Awaited<ReturnType<typeof loadPromotions>>;
