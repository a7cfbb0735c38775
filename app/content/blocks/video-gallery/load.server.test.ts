import { describe, expect, it } from "vitest";

import { seenOn } from "~/domain/text/cut-pieces";
import { FALLBACK_VIDEO_ID } from "~/domain/video/video-id";

import { loadVideoGallery } from "./load.server";
import type { VideoGalleryBlockData } from "./schema";

const id = (n: number) => `video${String(n).padStart(2, "0")}abcd`;
const block: VideoGalleryBlockData = {
  kind: "video-gallery",
  id: "videos",
  title: "Vídeos",
  videos: Array.from({ length: 12 }, (_, n) => ({
    link: n === 3 ? "https://youtu.be/tooShort" : `https://www.youtube.com/watch?v=${id(n)}`,
    title: `Vídeo ${n} ${"x".repeat(100)}`,
    description: "d".repeat(150),
    duration: 245,
  })),
};
const load = (query: string, data = block) =>
  loadVideoGallery(data, {
    locale: "pt-BR",
    url: new URL(`http://portal.test/pt-br/videos${query}`),
    request: new Request(`http://portal.test/pt-br/videos${query}`),
    user: { isLoggedIn: false } as never,
  });

describe("the video gallery's view (spec 002 §4 §5 §9)", () => {
  it("shows the first 10 videos, the first selected, a bad link playing the fallback", async () => {
    const view = await load("");
    expect(view.items).toHaveLength(10);
    expect(view.items[3]!.id).toBe(FALLBACK_VIDEO_ID);
    expect(view.video.id).toBe(id(0));
    expect(view.items.map((item) => item.current)).toEqual([true, ...Array(9).fill(false)]);
    expect(view.video.position).toBe("Vídeo 1 de 10");
  });

  it("previous and next wrap, as links naming the video (the first without a parameter)", async () => {
    const first = await load("");
    expect(first.previous?.href).toBe(`/pt-br/videos?v=${id(9)}#videos`);
    expect(first.next?.href).toBe(`/pt-br/videos?v=${id(1)}#videos`);
    const last = await load(`?v=${id(9)}`);
    expect(last.video.id).toBe(id(9));
    expect(last.next?.href).toBe("/pt-br/videos#videos");
    expect(last.items[9]!.current).toBe(true);
  });

  it("an id the playlist lacks (the 11th, cut off) or no id shows the first video", async () => {
    expect((await load(`?v=${id(10)}`)).video.id).toBe(id(0));
    expect((await load("?v=<script>")).video.id).toBe(id(0));
  });

  it("carries every cut of the spec for each item, and the length", async () => {
    const [item] = (await load("")).items;
    expect(Array.from(seenOn(item!.title, "narrow"))).toHaveLength(46);
    expect(Array.from(seenOn(item!.title, "medium"))).toHaveLength(71);
    expect(Array.from(seenOn(item!.title, "wide"))).toHaveLength(91);
    expect(seenOn(item!.description, "tablet")).toHaveLength(141);
    expect(seenOn(item!.description, "phone")).toHaveLength(94);
    expect(seenOn(item!.description, "desktop")).toHaveLength(94);
    expect(item!.length).toEqual({ text: "4:05", iso: "PT4M5S", label: "Duração:" });
  });

  it("one video: no previous or next", async () => {
    const view = await load("", { ...block, videos: block.videos.slice(0, 1) });
    expect(view.previous).toBeNull();
    expect(view.next).toBeNull();
  });
});
