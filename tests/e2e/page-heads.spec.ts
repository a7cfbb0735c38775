import { COUNTRIES, type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { representatives } from "./sitemaps";
import { RAW_HTTP } from "./support";

/**
 * The content-page shell's head on every page a search engine may list (spec 000 §2), on one page of each template
 * of every locale's sitemap (issue 27): a title, a description and keywords; and a page whose h1 sits on a hero's
 * picture shares that picture (its 1200×630 crop), not the locale's fallback.
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]?.trim() ?? "";

/** The picture (its /media name) of a <section> that holds the page's h1: a hero with a background. */
const HERO_WITH_H1 =
  /<section[^>]*>(?:(?!<\/section>)[\s\S])*?<img[^>]*\ssrc="\/media\/([a-z0-9-]+)-\d+\.[0-9a-f]+\.jpg"(?:(?!<\/section>)[\s\S])*?<h1/;

for (const locale of LOCALES) {
  test(
    `every template of ${localePrefix(locale)} has its title, description and keywords`,
    RAW_HTTP,
    async ({ request }) => {
      const missing: string[] = [];
      for (const path of await representatives(request, locale)) {
        const html = await (await request.get(path)).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
        for (const [part, value] of [
          ["title", title],
          ["description", metaContent(html, "name", "description")],
          ["keywords", metaContent(html, "name", "keywords")],
        ] as const)
          if (!value) missing.push(`${path}: ${part}`);
      }
      expect(missing).toEqual([]);
    },
  );

  test(`every page of ${localePrefix(locale)} with a hero picture shares it`, RAW_HTTP, async ({ request }) => {
    const shared: { path: string; hero: string; image: string; twitter: string }[] = [];
    for (const path of await representatives(request, locale)) {
      const html = await (await request.get(path)).text();
      const hero = HERO_WITH_H1.exec(html)?.[1];
      if (!hero) continue;
      const image = new URL(metaContent(html, "property", "og:image")).pathname;
      const twitter = new URL(metaContent(html, "name", "twitter:image")).pathname;
      shared.push({ path, hero, image, twitter });
      expect((await request.get(image)).status(), `${path} shares ${image}`).toBe(200);
    }
    // Besides the home, the locale's planting-season page has a hero picture: the sweep is never empty.
    expect(shared.filter((page) => page.path !== `/${localePrefix(locale)}`).length).toBeGreaterThan(0);
    for (const page of shared) {
      expect(page.image, page.path).not.toMatch(/^\/media\/share-default-/);
      // The home's editors chose a drawn share image (sandbox/data/content/home.ts); any other page shares its hero.
      if (page.path !== `/${localePrefix(locale)}`)
        expect(page.image, page.path).toMatch(new RegExp(`^/media/${page.hero}-share\\.[0-9a-f]+\\.jpg$`));
      expect(page.twitter, page.path).toBe(page.image);
    }
  });
}
