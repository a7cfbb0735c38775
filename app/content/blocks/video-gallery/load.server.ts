import type { BlockLoadArgs } from "~/content/block-loaders.server";
import type { CutPiece } from "~/domain/text/cut-pieces";
import { type DescriptionLayout, descriptionPieces, type TitleLayout, titlePieces } from "~/domain/video/cuts";
import { clipLength, isoDuration } from "~/domain/video/duration";
import { galleryQuery, VIDEO_PARAM } from "~/domain/video/gallery-query";
import { capPlaylist, indexOfVideo, nextIndex, previousIndex } from "~/domain/video/playlist";
import { FALLBACK_VIDEO_ID, videoIdOf } from "~/domain/video/video-id";
import { formatCalendarDay } from "~/format/dates";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import type { ContentImage } from "~/services/content/image";

import type { VideoGalleryBlockData } from "./schema";

/** Where the gallery's links bring the grower back to: its own anchor. */
const GALLERY_ANCHOR = "video-gallery";

interface GalleryItem {
  id: string;
  href: string;
  title: CutPiece<TitleLayout>[];
  /** Empty: the video has no description. */
  description: CutPiece<DescriptionLayout>[];
  /** `label` is said before the length ("Duración:"), which is shown alone on the poster. */
  length: { text: string; iso: string; label: string } | null;
  current: boolean;
  poster: ContentImage | null;
}

export interface VideoGalleryView {
  anchor: string;
  playlistLabel: string;
  /** Said while a chosen video waits its 2 seconds before it plays. */
  startsSoon: string;
  video: {
    id: string;
    title: string;
    description: string;
    playLabel: string;
    position: string;
    published: string | null;
    length: string | null;
    poster: ContentImage | null;
  };
  previous: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
  items: GalleryItem[];
}

/**
 * The gallery as the address asks for it (decision 0043): the first 10 videos, each link read for its id (else the
 * fallback), the video `?v=` names (else the first), previous and next links that wrap, every title and description
 * cut as spec 002 §9 says. It reads no upstream: it cannot fail.
 */
export async function loadVideoGallery(block: VideoGalleryBlockData, { locale, url }: BlockLoadArgs) {
  const t = await i18nServer.getFixedT(locale, "video-gallery");
  const anchor = block.id ?? GALLERY_ANCHOR;
  const fallback = block.fallback ? videoIdOf(block.fallback) : FALLBACK_VIDEO_ID;
  const videos = capPlaylist(block.videos).map((video) => ({ ...video, id: videoIdOf(video.link, fallback) }));
  const asked = readQuery(url.searchParams, galleryQuery).value[VIDEO_PARAM];
  const index = indexOfVideo(
    videos.map((video) => video.id),
    asked,
  );
  const hrefOf = (target: number) => {
    const next = new URL(url);
    if (target === 0) next.searchParams.delete(VIDEO_PARAM);
    else next.searchParams.set(VIDEO_PARAM, videos[target]!.id);
    return `${next.pathname}${next.search}#${anchor}`;
  };
  const video = videos[index]!;
  const count = videos.length;
  const view: VideoGalleryView = {
    anchor,
    playlistLabel: t("playlist", { title: block.title }),
    startsSoon: t("startsSoon"),
    video: {
      id: video.id,
      title: video.title,
      description: video.description,
      playLabel: t("play", { title: video.title }),
      position: t("position", { current: index + 1, total: count }),
      published: video.publishedAt ? t("published", { date: formatCalendarDay(locale, video.publishedAt) }) : null,
      length: video.duration ? t("length", { length: clipLength(video.duration) }) : null,
      poster: video.poster ?? null,
    },
    previous: count > 1 ? { label: t("previous"), href: hrefOf(previousIndex(index, count)) } : null,
    next: count > 1 ? { label: t("next"), href: hrefOf(nextIndex(index, count)) } : null,
    items: videos.map((item, position) => ({
      id: item.id,
      href: hrefOf(position),
      title: titlePieces(item.title),
      description: item.description ? descriptionPieces(item.description) : [],
      length: item.duration
        ? {
            text: clipLength(item.duration),
            iso: isoDuration(item.duration),
            label: t("lengthLabel"),
          }
        : null,
      current: position === index,
      poster: item.poster ?? null,
    })),
  };
  return view;
}
