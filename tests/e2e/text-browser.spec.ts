import type { APIRequestContext } from "@playwright/test";

import { COUNTRIES, type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { sweepSite } from "./site-pages";
import { RAW_HTTP } from "./support";
import { gluedValues, repeatedText, textBrowserLines } from "./text-browser";

/**
 * Every page reads well in a text browser (issue 27), a property of the whole site: lynx and w3m apply no CSS, so a
 * text rendered once per layout and hidden by CSS on the others printed 2–4 times (each video title four times, a
 * history line's description twice), and values in neighbouring inline elements ran together ("Soja312.450",
 * "28/11/202606:00"). Over one page of each template of every locale and the private landing pages of its demo
 * growers, as the server sends them: no text printed again right after itself, no two values glued.
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

async function problemsAt(request: APIRequestContext, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const lines = textBrowserLines(await answer.text());
    found.push(
      ...repeatedText(lines).map((text) => `${path}: printed twice: ${text}`),
      ...gluedValues(lines).map((text) => `${path}: glued: ${text}`),
    );
  }
  return found;
}

test.describe("every page reads once, with its values apart, in a text browser", () => {
  for (const locale of LOCALES) {
    test(
      `${localePrefix(locale)}: one page of each template, and the private pages as its growers`,
      RAW_HTTP,
      async ({ page }) => {
        test.setTimeout(90_000);
        const found = await sweepSite(page, locale, (paths) => problemsAt(page.request, paths));
        expect(found).toEqual([]);
      },
    );
  }
});
