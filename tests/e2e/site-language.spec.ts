import type { APIRequestContext } from "@playwright/test";

import { COUNTRIES, landingSections, type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { foreignTo } from "./locale-words";
import { NAMES } from "./proper-names";
import { representatives } from "./sitemaps";
import { RAW_HTTP, signedIn } from "./support";
import { foreignWords, namePatterns, visibleText } from "./visible-text";

/**
 * Every page's visible text is in its locale (issue 27), a property of the whole site: one page of each template of
 * every locale's sitemap, and the private landing pages as a member of the country, as the server sends them. Each
 * page's text (visible-text.ts: no scripts, styles, templates or hidden parts; a link to another language in that
 * language) must hold none of the common words of the portal's other two languages (locale-words.ts), once the
 * reviewed names are taken out (proper-names.ts). Its phone links are checked on the way: digits only (spec 000 §5).
 * What it caught when written: the es-US finder and dealer pages in English (descriptions, hours, crops and
 * services), the es-US recommendations' hybrid descriptions in English, Spanish banners on an Argentine member's
 * Portuguese Impulso page, the Portuguese "Safra 25/26" on the Argentine one, and every dealer's tel: link with a "+".
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

/** A member of each locale's country with the most to show: field data (recommendations), Impulso or US rewards. */
const MEMBERS: Record<Locale, string> = {
  "es-AR": "ar.permitido@surco.example",
  "pt-BR": "br.3estrelas@surco.example",
  "en-US": "us.requisitos@surco.example",
  "es-US": "us.requisitos@surco.example",
};

const names = namePatterns(NAMES);

/** What is wrong with one page's words and phone links, one line each; none when it is all in its locale. */
function problemsOf(path: string, html: string, within?: Parameters<typeof visibleText>[1]): string[] {
  const words = foreignWords(visibleText(html, within), foreignTo, names).map(
    ({ word, context }) => `${path}: "${word}" in «${context}»`,
  );
  const phones = [...html.matchAll(/href="(tel:[^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => !/^tel:\d+$/.test(href))
    .map((href) => `${path}: ${href} is not digits only`);
  return [...new Set([...words, ...phones])];
}

async function problemsAt(request: APIRequestContext, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    found.push(...problemsOf(path, await answer.text()));
  }
  return found;
}

test.describe("every page's text is in its locale", () => {
  for (const locale of LOCALES) {
    test(
      `${localePrefix(locale)}: one page of each template, and the private pages as a member`,
      RAW_HTTP,
      async ({ page, request }) => {
        test.setTimeout(90_000);
        const found = await problemsAt(request, await representatives(request, locale));
        const home = `/${localePrefix(locale)}`;
        await signedIn(page, MEMBERS[locale], home);
        const publicOnes = new Set(landingSections(locale, { publicOnly: true }).map(({ section }) => section));
        const privatePaths = landingSections(locale)
          .filter(({ section }) => !publicOnes.has(section))
          .map(({ path }) => `${home}/${path}`);
        expect(privatePaths.length).toBeGreaterThan(2);
        found.push(...(await problemsAt(page.request, [home, ...privatePaths])));
        expect(found).toEqual([]);
      },
    );
  }

  // The promotions are picked for the page, not for the grower (issue 27: an Argentine member read Spanish banners
  // on the Brazilian Impulso page). The member's own records there (the statement's lines, their programme's
  // services) are their programme's, as it writes them.
  test(
    "a member of another country: the Impulso page's promotions in the page's language",
    RAW_HTTP,
    async ({ page }) => {
      await signedIn(page, "ar.permitido@surco.example", "/pt-br/meu-impulso");
      const answer = await page.request.get("/pt-br/meu-impulso");
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      const promotions = ["info-banners-heading", "carousel-heading", "suggestion-heading"];
      const inPromotions = (attribute: (name: string) => string | null) =>
        promotions.includes(attribute("aria-labelledby") ?? "");
      // Each promotion is on the page (so the check below reads them): a banner, a slide, a suggestion.
      expect(visibleText(html, inPromotions).length).toBeGreaterThan(6);
      expect(problemsOf("/pt-br/meu-impulso", html, inPromotions)).toEqual([]);
    },
  );
});
