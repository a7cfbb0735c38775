// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { Block } from "./block-schemas";
import { contentJsonLd } from "./structured-data.server";

/** What the content service's pages publish as JSON-LD (decision 0054), from the blocks a visitor is shown. */
const ORIGIN = "http://localhost:3000";

const gallery = (videos: Record<string, unknown>[]) =>
  ({ kind: "video-gallery", title: "Videos", videos }) as unknown as Block;
const video = {
  link: "https://youtu.be/Sv1dXq2mA0k",
  title: "Muestreo de suelo",
  description: "Cuántas submuestras tomar.",
  duration: 95,
  publishedAt: "2026-10-03",
  poster: { src: "/media/soil-sample", alt: "", width: 1920, height: 1080 },
};

describe("a content page's structured data", () => {
  it("on a home: the organization and the site with its search, in the locale's words and addresses", async () => {
    const [organization, site] = await contentJsonLd("es-AR", [], { home: true });
    expect(organization).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Surco",
      url: `${ORIGIN}/es-ar`,
      logo: `${ORIGIN}/icon.svg`,
    });
    expect(site).toMatchObject({
      "@type": "WebSite",
      url: `${ORIGIN}/es-ar`,
      inLanguage: "es-AR",
      potentialAction: { target: { urlTemplate: `${ORIGIN}/es-ar/buscar?q={search_term_string}` } },
    });
  });

  it("elsewhere, nothing of the site's", async () => {
    expect(await contentJsonLd("es-AR", [], { home: false })).toEqual([]);
  });

  it("a VideoObject for each video a gallery shows: its poster's share file, its day in the country's zone", async () => {
    const [item] = await contentJsonLd("pt-BR", [gallery([video])], { home: false });
    expect(item).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Muestreo de suelo",
      description: "Cuántas submuestras tomar.",
      thumbnailUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/media/soil-sample-share\\.[0-9a-f]+\\.jpg$`)),
      uploadDate: "2026-10-03T00:00:00-03:00",
      duration: "PT1M35S",
      embedUrl: "https://www.youtube-nocookie.com/embed/Sv1dXq2mA0k",
      inLanguage: "pt-BR",
    });
  });

  it("leaves out a video whose link names none (it plays the fallback), or without a poster or a day", async () => {
    const { poster: _poster, ...noPoster } = video;
    const { publishedAt: _day, ...noDay } = video;
    const shown = [gallery([{ ...video, link: "https://www.youtube.com/watch?v=Tr5gW1kJ8u" }, noPoster, noDay])];
    expect(await contentJsonLd("es-AR", shown, { home: false })).toEqual([]);
  });

  it("only the gallery's first 10 videos, as it shows them", async () => {
    const many = Array.from({ length: 12 }, () => video);
    expect(await contentJsonLd("en-US", [gallery(many)], { home: false })).toHaveLength(10);
  });

  it("one FAQPage for the FAQ blocks shown", async () => {
    const faq = (question: string) =>
      ({ kind: "faq", title: "FAQ", items: [{ question, answer: "Sí." }] }) as unknown as Block;
    const items = await contentJsonLd("es-AR", [faq("¿Cuándo?"), faq("¿Cuánto?")], { home: false });
    expect(items.map((item) => item["@type"])).toEqual(["FAQPage"]);
    expect(items[0]?.mainEntity).toHaveLength(2);
  });
});
