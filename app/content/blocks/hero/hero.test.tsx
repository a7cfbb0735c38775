import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { BlockContext } from "~/content/block-props";
import { BREAKPOINTS } from "~/ui/breakpoints";

import { heroArt } from "./art";
import { HeroBlock } from "./hero";
import { heroBlock } from "./schema";

const image = { src: "/media/hero-field-dawn", alt: "A field at sunrise", width: 1920, height: 1080 };
const wideImage = { src: "/media/hero-field-dawn-wide", alt: "A field at sunrise", width: 2400, height: 640 };
const context: BlockContext = {
  locale: "en-US",
  path: "/en-us",
  isLoggedIn: false,
  roles: [],
  first: true,
  text: { unavailable: "Unavailable", retry: "Try again" },
};
const render = (block: object, ctx: Partial<BlockContext> = {}) =>
  renderToString(
    <HeroBlock
      block={heroBlock.parse({ kind: "hero", title: "Title", ...block })}
      context={{ ...context, ...ctx }}
      loaded={undefined}
    />,
  );

describe("hero art (spec 002 §9: the ultra-wide banner applies above 1440 px)", () => {
  it("gives windows wider than 1440 px the wide art, and only them", () => {
    const art = heroArt({ image, wideImage });
    expect(art.variant).toBe("ultra-wide");
    expect(art.sources).toEqual([{ media: `screen and (min-width: ${BREAKPOINTS.wide + 1}px)`, image: wideImage }]);
    expect(BREAKPOINTS.wide).toBe(1440);
    expect(art.image).toBe(image);
  });

  it("without wide art, everyone gets the regular image; without an image, there is no picture", () => {
    expect(heroArt({ image })).toEqual({ variant: "regular", sources: [], image });
    expect(heroArt({ wideImage })).toEqual({ variant: "none", sources: [], image: null });
  });
});

describe("HeroBlock", () => {
  it("is the page's h1 when content says so, an h2 otherwise", () => {
    expect(render({ headingLevel: 1 })).toMatch(/<h1 [^>]*>Title<\/h1>/);
    expect(render({})).toMatch(/<h2 [^>]*>Title<\/h2>/);
  });

  it("renders the wide art in a <source> for windows above 1440 px, before the regular image", () => {
    const html = render({ image, wideImage });
    expect(html).toMatch(/<picture[^>]*><source media="screen and \(min-width: 1441px\)" type="image\/avif"/);
    // The wide art's sources first (the first match wins), then the regular picture's.
    expect(html).toMatch(
      /srcSet="\/media\/hero-field-dawn-wide-.*<source type="image\/avif" srcSet="\/media\/hero-field-dawn-\d/,
    );
    expect(html).toContain('alt="A field at sunrise"');
    expect(html).toContain('width="1920" height="1080"');
  });

  it("loads the first block's image eagerly at high priority (the page's largest paint), any other lazily", () => {
    const first = render({ image });
    expect(first).not.toContain('loading="lazy"');
    expect(first).toContain('fetchpriority="high"');
    const later = render({ image }, { first: false });
    expect(later).toContain('loading="lazy"');
    expect(later).not.toMatch(/fetchpriority/i);
  });

  it("links its call to action inside the locale, or out to an https address", () => {
    expect(render({ cta: { label: "Browse", href: "/catalog" } })).toContain('href="/en-us/catalog"');
    expect(render({ cta: { label: "Partner", href: "https://partner.example/x" } })).toContain(
      'href="https://partner.example/x"',
    );
  });
});
