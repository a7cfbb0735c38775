import { countryOf, type Locale } from "~/countries";
import { isoDuration } from "~/domain/video/duration";
import { capPlaylist } from "~/domain/video/playlist";
import { videoIdOf } from "~/domain/video/video-id";
import { env } from "~/env.server";
import { startOfDayIso } from "~/format/dates";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { contentShareImage } from "~/seo/content-share-image.server";
import { organizationJsonLd, SCHEMA_ORG, SITE_LOGO, webSiteJsonLd } from "~/seo/schema-org";
import { watchHref } from "~/ui/video/privacy-player";

import type { Block } from "./block-schemas";
import { faqJsonLdOf } from "./blocks/faq/json-ld";
import type { VideoGalleryBlockData } from "./blocks/video-gallery/schema";

/**
 * What a page composed in the content service publishes as JSON-LD (decision 0054), in one place for the homes and
 * the pages the content service publishes: a home names the site and who runs it (Organization, and WebSite with
 * the site search); the FAQ blocks shown make one FAQPage (decision 0033); each video a gallery shows is a
 * VideoObject. Built by the loader: a video's thumbnail is a file of the media manifest, which stays on the server.
 */
export async function contentJsonLd(
  locale: Locale,
  shown: readonly Block[],
  { home }: { home: boolean },
): Promise<Record<string, unknown>[]> {
  const origin = env.PUBLIC_URL;
  const site = home ? await siteJsonLd(origin, locale) : [];
  const faq = faqJsonLdOf(shown);
  const videos = shown.flatMap((block) => (block.kind === "video-gallery" ? videoObjects(origin, locale, block) : []));
  return [...site, ...(faq ? [faq] : []), ...videos];
}

async function siteJsonLd(origin: string, locale: Locale) {
  const t = await i18nServer.getFixedT(locale, "common");
  const owner = { name: t("brand"), home: href(locale)!, logo: SITE_LOGO };
  return [organizationJsonLd(origin, owner), webSiteJsonLd(origin, owner, { locale, search: href(locale, "search") })];
}

/**
 * The gallery's videos (the first 10, as it shows them) that search engines can show as videos: those whose link
 * names a video (a link that plays the fallback is not the video its title describes) and that have the poster
 * and the day of publication a VideoObject requires.
 */
function videoObjects(origin: string, locale: Locale, block: VideoGalleryBlockData) {
  const { timeZone } = countryOf(locale);
  return capPlaylist(block.videos).flatMap((video) => {
    // No fallback: a link that names no video gives "", and is left out.
    const id = videoIdOf(video.link, "");
    const thumbnail = contentShareImage(video.poster);
    if (!id || !thumbnail || !video.publishedAt) return [];
    return [
      {
        "@context": SCHEMA_ORG,
        "@type": "VideoObject",
        name: video.title,
        description: video.description || video.title,
        thumbnailUrl: new URL(thumbnail.url, origin).toString(),
        uploadDate: startOfDayIso(video.publishedAt, timeZone),
        ...(video.duration ? { duration: isoDuration(video.duration) } : {}),
        embedUrl: watchHref(id),
        inLanguage: locale,
      },
    ];
  });
}
