import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import type { ComposedPage } from "./block-props";
import { contentMeta } from "./content-meta";
import { loadBlockKinds } from "./registry";
import { RenderBlocks } from "./render-blocks";

const image = { src: "/media/hero-field-sunrise", alt: "A field at sunrise", width: 1920, height: 1080 };
const page: ComposedPage = {
  blocks: [
    { key: "hero", block: { kind: "hero", title: "Welcome", headingLevel: 1, image } },
    { key: "callout", block: { kind: "callout", tone: "info", title: "Note", text: "Text" } },
  ],
  context: {
    locale: "en-US",
    path: "/en-us",
    isLoggedIn: false,
    roles: [],
    text: { unavailable: "Unavailable", retry: "Try again" },
  },
  assets: { styles: ["/assets/callout.css"], modules: ["/assets/weather.js"] },
  lead: {
    styles: ["/assets/hero.css"],
    images: [
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        type: "image/avif",
        imageSrcSet: "/media/hero-960.avif 960w",
        imageSizes: "100vw",
        fetchpriority: "high",
      },
    ],
  },
};

beforeAll(() => loadBlockKinds(["hero", "callout"]));

describe("a composed page's first paint (decision 0045)", () => {
  it("renders the first block before the body's stylesheets and module preloads, which hold the parser", () => {
    const html = renderToString(<RenderBlocks {...page} />);
    const hero = html.indexOf("<h1");
    expect(hero).toBeGreaterThan(-1);
    expect(html.indexOf('<link rel="stylesheet" href="/assets/callout.css"/>')).toBeGreaterThan(hero);
    expect(html.indexOf('<link rel="modulepreload" href="/assets/weather.js"/>')).toBeGreaterThan(hero);
    // The lead's styles are the head's (contentMeta), not the body's; the first block's picture is eager.
    expect(html).not.toContain("/assets/hero.css");
    expect(html.slice(0, html.indexOf("</picture>"))).toContain('fetchpriority="high"');
    expect(html.indexOf("Note")).toBeGreaterThan(html.indexOf("/assets/callout.css"));
  });

  it("puts the lead's picture preload, then its stylesheets, at the top of the page's head tags", () => {
    const tags = contentMeta({
      data: { ...page, meta: { title: "Home", description: "The home", shareImage: null, jsonLd: [] } },
      matches: [],
      location: { pathname: "/en-us" },
    });
    expect(tags.slice(0, 2)).toEqual([
      page.lead.images[0],
      { tagName: "link", rel: "stylesheet", href: "/assets/hero.css" },
    ]);
    expect(tags).toContainEqual({ title: "Home" });
  });
});
