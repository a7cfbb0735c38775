import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentImage } from "~/services/content/image";

/**
 * The video gallery (spec 002 §2 §3 §4 §9): a player with previous and next that wrap and a side playlist of the
 * first 10 videos. Each video is an editor's link to the video site (a video only with an 11-character id, else
 * `fallback`, itself a link or an id); `poster` is one of our own pictures (decision 0043), none: the brand's
 * gradient. `duration` in seconds and `publishedAt` follow the spec's video (id, title, description, publishedAt,
 * duration, thumbnails).
 */
const galleryVideo = z.object({
  link: z.string().min(1),
  title: z.string().min(1),
  description: z.string().default(""),
  duration: z.number().int().positive().optional(),
  publishedAt: z.iso.date().optional(),
  poster: contentImage.optional(),
});

export const videoGalleryBlock = z.object({
  kind: z.literal("video-gallery"),
  ...blockEnvelope,
  title: z.string().min(1),
  lead: z.string().min(1).optional(),
  fallback: z.string().min(1).optional(),
  videos: z.array(galleryVideo).min(1),
});
export type VideoGalleryBlockData = z.infer<typeof videoGalleryBlock>;
