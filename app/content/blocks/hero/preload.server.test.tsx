import { statSync } from "node:fs";
import path from "node:path";

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { mediaEntry, variantUrl } from "~/ui/image/media";

import { HeroBlock } from "./hero";
import { heroPreloads } from "./preload.server";
import { heroBlock } from "./schema";

// The home's hero, as the sandbox publishes it (sandbox/data/content/home.ts).
const image = { src: "/media/hero-field-sunrise", alt: "A field at sunrise", width: 1600, height: 900 };
const wideImage = { src: "/media/hero-field-sunrise-wide", alt: "A field at sunrise", width: 2400, height: 640 };
const context = {
  locale: "en-US" as const,
  path: "/en-us",
  isLoggedIn: false,
  roles: [],
  first: true,
  text: { unavailable: "Unavailable", retry: "Try again" },
};
const heroHtml = (block: object) =>
  renderToString(
    <HeroBlock block={heroBlock.parse({ kind: "hero", title: "T", ...block })} context={context} loaded={undefined} />,
  );
/** An attribute of the regular picture's AVIF <source> (the one without a media query). */
const avifSource = (html: string, attribute: string) =>
  html
    .match(new RegExp(`<source type="image/avif" srcSet="[^"]*" sizes="[^"]*"`))![0]
    .match(new RegExp(`${attribute}="([^"]*)"`))![1];

describe("the hero's head preload (decision 0045)", () => {
  it("asks for exactly the file its <picture> then picks: the same AVIF srcset and sizes, at high priority", () => {
    const [preload, ...rest] = heroPreloads({ image });
    expect(rest).toEqual([]);
    const html = heroHtml({ image });
    expect(preload).toMatchObject({ tagName: "link", rel: "preload", as: "image", type: "image/avif" });
    expect(preload!.fetchpriority).toBe("high");
    expect(preload!.imageSrcSet).toBe(avifSource(html, "srcSet"));
    expect(preload!.imageSizes).toBe(avifSource(html, "sizes"));
    expect(preload!.media).toBeUndefined();
  });

  it("with ultra-wide art, preloads the regular picture for the windows of 1440 px and less only", () => {
    const preloads = heroPreloads({ image, wideImage });
    expect(preloads).toHaveLength(1);
    expect(preloads[0]!.media).toBe("screen and (max-width: 1440px)");
    expect(preloads[0]!.imageSrcSet).toBe(avifSource(heroHtml({ image, wideImage }), "srcSet"));
  });

  it("preloads nothing without a picture, or for a picture the media manifest does not know", () => {
    expect(heroPreloads({})).toEqual([]);
    expect(heroPreloads({ image: { ...image, src: "/images/catalog/corn.svg" } })).toEqual([]);
  });

  it("lists no file narrower than the narrowest screen (320 px), in the preload or the picture", () => {
    const widths = (srcset: string) =>
      srcset.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.slice(0, -1)));
    expect(Math.min(...widths(heroPreloads({ image })[0]!.imageSrcSet))).toBe(320);
    const srcsets = [...heroHtml({ image }).matchAll(/srcSet="([^"]*)"/g)].map((m) => m[1]!);
    expect(srcsets).toHaveLength(3);
    for (const srcset of srcsets) expect(Math.min(...widths(srcset))).toBe(320);
  });
});

describe("the home hero's files (what a phone waits for before its largest paint)", () => {
  const entry = mediaEntry(image.src)!;
  const bytes = (width: number, format: "avif" | "webp" | "jpg") =>
    statSync(path.join("public", variantUrl(entry, width, format))).size;

  it("the AVIF a Lighthouse phone preloads (412 px at 1.75×: the 960 w file) stays under 10 KB", () => {
    expect(entry.widths).toContain(960);
    expect(bytes(960, "avif")).toBeLessThanOrEqual(10 * 1024);
  });

  it("every width a phone can pick (320–960 w) is at most 10 KB in AVIF and WebP, 24 KB in JPEG", () => {
    for (const width of entry.widths.filter((w) => w >= 320 && w <= 960)) {
      expect(bytes(width, "avif"), `${width}`).toBeLessThanOrEqual(10 * 1024);
      expect(bytes(width, "webp"), `${width}`).toBeLessThanOrEqual(10 * 1024);
      expect(bytes(width, "jpg"), `${width}`).toBeLessThanOrEqual(24 * 1024);
    }
  });
});
