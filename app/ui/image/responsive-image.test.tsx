import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { imageSources, shareCropUrl, variantUrl } from "./media";
import { MEDIA_MANIFEST } from "./media-manifest";
import { ResponsiveImage } from "./responsive-image";
import { SHARE_IMAGE_FILES } from "./share-image-files";

const PUBLIC = path.resolve("public");
const soy = { src: "/media/soy-rows", alt: "Soy rows", width: 1920, height: 1080 };
const soyEntry = MEDIA_MANIFEST["soy-rows"]!;

/** The URLs of a srcset, without their width descriptors. */
const urlsOf = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ")[0]!);

describe("the media manifest", () => {
  it("lists the published demo images", () => {
    for (const name of [
      "hero-field-dawn",
      "soy-rows",
      "corn-field",
      "wheat-harvest",
      "sprayer",
      "seed-bags",
      "farmer-tablet",
      "weather-sky",
    ]) {
      expect(MEDIA_MANIFEST[name], name).toBeDefined();
    }
  });

  it("every width of every image exists in AVIF, WebP and JPEG, with its share crop", () => {
    for (const entry of Object.values(MEDIA_MANIFEST)) {
      for (const width of entry.widths) {
        for (const format of ["avif", "webp", "jpg"] as const) {
          const file = path.join(PUBLIC, variantUrl(entry, width, format));
          expect(existsSync(file), file).toBe(true);
        }
      }
      expect(existsSync(path.join(PUBLIC, shareCropUrl(entry)))).toBe(true);
    }
  });

  it("knows the names the content service uses (sandbox/data/content)", () => {
    for (const name of [
      "hero-field-sunrise",
      "hero-field-sunrise-wide",
      "hero-planting-season",
      "article-soil-sample",
    ]) {
      expect(MEDIA_MANIFEST[name], name).toBeDefined();
    }
  });

  it("every share image exists", () => {
    for (const url of Object.values(SHARE_IMAGE_FILES)) expect(existsSync(path.join(PUBLIC, url)), url).toBe(true);
  });

  it("public/media holds no file the manifest does not name (no stale variants shipped)", () => {
    const named = new Set([
      ...Object.values(MEDIA_MANIFEST).flatMap((entry) => [
        ...entry.widths.flatMap((w) => (["avif", "webp", "jpg"] as const).map((f) => variantUrl(entry, w, f))),
        shareCropUrl(entry),
      ]),
      ...Object.values(SHARE_IMAGE_FILES),
    ]);
    for (const file of readdirSync(path.join(PUBLIC, "media"))) expect(named.has(`/media/${file}`), file).toBe(true);
  });

  it("includes spec 002 §9's horizontal card widths and their 2× (every 16:9 picture)", () => {
    for (const entry of Object.values(MEDIA_MANIFEST).filter((e) => e.width * 9 === e.height * 16)) {
      expect(entry.widths).toEqual(expect.arrayContaining([114, 192, 296, 228, 384, 592]));
    }
  });
});

describe("imageSources", () => {
  it("builds each format's srcset from the manifest's widths only", () => {
    const sources = imageSources("/media/soy-rows")!;
    for (const format of ["avif", "webp", "jpg"] as const) {
      const candidates = sources[format].split(", ");
      expect(candidates).toHaveLength(soyEntry.widths.length);
      soyEntry.widths.forEach((w, i) => {
        expect(candidates[i]).toBe(`/media/soy-rows-${w}.${soyEntry.hash}.${format} ${w}w`);
      });
    }
  });

  it("an alias shares its picture's files", () => {
    expect(imageSources("/media/article-soybean-rows")).toEqual(imageSources("/media/soy-rows"));
  });

  it("falls back to the 640 JPEG", () => {
    expect(imageSources("/media/soy-rows")!.src).toBe(`/media/soy-rows-640.${soyEntry.hash}.jpg`);
  });

  it("knows nothing of an address outside /media or a name not in the manifest", () => {
    expect(imageSources("/images/catalog/seed-soy.svg")).toBeUndefined();
    expect(imageSources("/media/no-such-picture")).toBeUndefined();
  });
});

describe("ResponsiveImage", () => {
  const sizes = "(min-width: 960px) 296px, 114px";

  it("renders AVIF then WebP sources and a JPEG <img> with srcset, sizes, alt, width and height", () => {
    const html = renderToString(<ResponsiveImage image={soy} sizes={sizes} />);
    const sources = [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/g)];
    expect(sources.map((s) => s[1])).toEqual(["image/avif", "image/webp"]);
    for (const s of sources) expect(s[3]).toBe(sizes);
    const img = /<img ([^>]*)\/>/.exec(html)![1]!;
    expect(img).toContain(`src="/media/soy-rows-640.${soyEntry.hash}.jpg"`);
    expect(img).toMatch(/srcSet="[^"]*\.jpg 1920w"/);
    expect(img).toContain(`sizes="${sizes}"`);
    expect(img).toContain('alt="Soy rows"');
    expect(img).toContain('width="1920" height="1080"');
    expect(html.startsWith("<picture>")).toBe(true);
  });

  it("every URL it lists is a file that exists", () => {
    const html = renderToString(<ResponsiveImage image={soy} sizes={sizes} />);
    const urls = [...html.matchAll(/srcSet="([^"]+)"/g)].flatMap((m) => urlsOf(m[1]!));
    expect(urls.length).toBe(soyEntry.widths.length * 3);
    for (const url of urls) expect(existsSync(path.join(PUBLIC, url)), url).toBe(true);
  });

  it("is lazy and decoded off the main thread by default", () => {
    const html = renderToString(<ResponsiveImage image={soy} sizes={sizes} />);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain("fetchpriority");
  });

  it("the priority image is fetched first and never lazy", () => {
    const html = renderToString(<ResponsiveImage image={soy} sizes={sizes} priority />);
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain("loading=");
  });

  it("puts art-directed pictures first, each format with its media query and its own size", () => {
    const wide = { src: "/media/hero-field-dawn-wide", alt: "Field", width: 2400, height: 640 };
    const html = renderToString(
      <ResponsiveImage
        image={soy}
        sizes="100vw"
        art={[{ media: "(min-width: 1441px)", image: wide, sizes: "100vw" }]}
      />,
    );
    const sources = [...html.matchAll(/<source ([^>]*)\/>/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(5);
    expect(sources.slice(0, 3).map((s) => /type="([^"]+)"/.exec(s)![1])).toEqual([
      "image/avif",
      "image/webp",
      "image/jpeg",
    ]);
    for (const s of sources.slice(0, 3)) {
      expect(s).toContain('media="(min-width: 1441px)"');
      expect(s).toContain('width="2400" height="640"');
      expect(s).toContain("hero-field-dawn-wide-2400.");
    }
    expect(sources.slice(3).every((s) => !s.includes("media="))).toBe(true);
  });

  it("shows an image the manifest does not know as a plain <img>, keeping its size", () => {
    const html = renderToString(
      <ResponsiveImage image={{ src: "/images/x.svg", alt: "", width: 320, height: 240 }} sizes={sizes} />,
    );
    expect(html).not.toContain("<picture>");
    expect(html).toMatch(/<img src="\/images\/x.svg" alt="" width="320" height="240"/);
    expect(html).not.toContain("sizes=");
  });
});
