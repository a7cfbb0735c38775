import { type Locale } from "~/countries";
import { countryOf } from "~/countries";
import { nextIndex, previousIndex } from "~/domain/video/playlist";
import { BULLETIN_REGIONS, type BulletinRegion, isToday, videoIndex } from "~/domain/weather/bulletin";
import { dayIn, formatCalendarDay } from "~/format/dates";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { getBulletins } from "~/services/weather/client.server";

import { BULLETIN_ANCHOR } from "./bulletin-anchor";
import { rememberedRegion } from "./cookies.server";

/**
 * The bulletin player's view (spec 002 §4 §9): the region from the user-region cookie, the video from the page's
 * `video` parameter (a shareable address; previous and next are links that wrap), 'Hoje' over today's bulletin.
 * The video is a poster and a link to the privacy-enhanced player until the grower presses play (app/ui/video).
 */
export interface BulletinView {
  anchor: string;
  heading: string;
  region: {
    action: string;
    returnTo: string;
    label: string;
    submit: string;
    value: BulletinRegion;
    options: { value: BulletinRegion; label: string }[];
  };
  video: {
    id: string;
    title: string;
    today: string | null;
    published: string;
    playLabel: string;
    position: string;
  } | null;
  previous: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
  empty: string | null;
  error: { title: string; subtitle: string; retry: string; href: string } | null;
}

function withVideo(url: URL, index: number): string {
  const next = new URL(url);
  if (index === 0) next.searchParams.delete("video");
  else next.searchParams.set("video", String(index));
  return `${next.pathname}${next.search}#${BULLETIN_ANCHOR}`;
}

export async function bulletinView(
  request: Request,
  locale: Locale,
  options: { heading?: string },
): Promise<BulletinView> {
  const t = await i18nServer.getFixedT(locale, "weather");
  const url = new URL(request.url);
  const region = await rememberedRegion(request);
  const returnTo = new URL(url);
  returnTo.searchParams.delete("video");
  const view: BulletinView = {
    anchor: BULLETIN_ANCHOR,
    heading: options.heading ?? t("bulletin.heading"),
    region: {
      action: "/api/weather/region",
      returnTo: `${returnTo.pathname}${returnTo.search}`,
      label: t("bulletin.region"),
      submit: t("bulletin.show"),
      value: region,
      options: BULLETIN_REGIONS.map((value) => ({ value, label: t(`bulletin.regions.${value}`) })),
    },
    video: null,
    previous: null,
    next: null,
    empty: null,
    error: null,
  };
  let videos;
  try {
    videos = await getBulletins(locale, region);
  } catch (error) {
    log("warn", "Weather bulletins failed", { region, error: String(error) });
    return {
      ...view,
      error: {
        title: t("bulletin.errorTitle"),
        subtitle: t("bulletin.errorSubtitle"),
        retry: t("errors.retry"),
        href: `${url.pathname}${url.search}#${BULLETIN_ANCHOR}`,
      },
    };
  }
  if (videos.length === 0) return { ...view, empty: t("bulletin.empty") };
  const index = videoIndex(url.searchParams.get("video") ?? undefined, videos.length);
  const video = videos[index];
  const today = dayIn(countryOf(locale).timeZone, new Date());
  return {
    ...view,
    video: {
      id: video.videoId,
      title: video.title,
      today: isToday(video.publishedOn, today) ? t("bulletin.today") : null,
      published: t("bulletin.published", { date: formatCalendarDay(locale, video.publishedOn) }),
      playLabel: t("bulletin.play", { title: video.title }),
      position: t("bulletin.position", { current: index + 1, total: videos.length }),
    },
    previous:
      videos.length > 1
        ? { label: t("bulletin.previous"), href: withVideo(url, previousIndex(index, videos.length)) }
        : null,
    next:
      videos.length > 1 ? { label: t("bulletin.next"), href: withVideo(url, nextIndex(index, videos.length)) } : null,
  };
}
