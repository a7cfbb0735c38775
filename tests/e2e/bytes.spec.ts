import { type APIRequestContext, expect, test } from "@playwright/test";

import { COUNTRIES, landingSections, type Locale, localePrefix } from "../../app/countries";
import { logIn } from "./support";

/**
 * Every page's bytes are clean: valid UTF-8 with no NUL byte anywhere. React
 * 18's Node stream renderer once padded a chunk with NULs whenever a
 * multi-byte character straddled its 2 KB buffer ("d\0ía"), so this reads the
 * raw bytes of every page a crawler finds (all sitemaps) and of every private
 * page a signed-in grower opens, instead of trusting a decoded string.
 * It is a raw-HTTP check, the same with JavaScript on or off: it runs once.
 */
test.skip(() => test.info().project.name === "js-off", "raw bytes do not depend on JavaScript");

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
const CONCURRENCY = 4;

/** What is wrong with a page's bytes, or null when they are clean. */
function byteFault(bytes: Buffer): string | null {
  const nul = bytes.indexOf(0);
  if (nul >= 0) return `NUL byte at ${nul}: …${bytes.subarray(Math.max(0, nul - 24), nul + 8).toString("latin1")}…`;
  try {
    STRICT_UTF8.decode(bytes);
  } catch {
    return "invalid UTF-8";
  }
  return null;
}

async function faultsOf(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const faults: string[] = [];
  const queue = [...urls];
  async function worker() {
    for (let url = queue.shift(); url; url = queue.shift()) {
      // A private section a grower cannot use redirects (e.g. to the programme's page): its target is checked.
      const response = await request.get(url);
      if (response.status() !== 200) {
        faults.push(`${url}: status ${response.status()}`);
        continue;
      }
      const fault = byteFault(await response.body());
      if (fault) faults.push(`${url}: ${fault}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return faults.sort();
}

test("every sitemap page of every locale is valid UTF-8 without NUL bytes", async ({ request }) => {
  test.setTimeout(300_000);
  const urls: string[] = [];
  for (const locale of COUNTRIES.flatMap((c) => c.locales)) {
    const sitemap = await request.get(`/${localePrefix(locale)}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")));
    expect(locs.length, `${locale} sitemap lists pages`).toBeGreaterThan(0);
    urls.push(...locs.map((u) => `${u.pathname}${u.search}`));
  }
  // The whole site, not a sample: 619 pages when this test was written.
  expect(urls.length).toBeGreaterThan(500);
  expect(await faultsOf(request, [...new Set(urls)])).toEqual([]);
});

/** A grower per country who reaches every private section there. */
const GROWERS: Record<string, string> = {
  AR: "ar.conectado@surco.example",
  BR: "br.3estrelas@surco.example",
  US: "us.requisitos@surco.example",
};

for (const country of COUNTRIES) {
  test(`every private page of ${country.code} signed in is valid UTF-8 without NUL bytes`, async ({ page }) => {
    test.setTimeout(120_000);
    const locales: readonly Locale[] = country.locales;
    const privatePaths = locales.flatMap((locale) =>
      landingSections(locale)
        .filter(({ section }) => country.sections[section]?.visibility === "private")
        .map(({ path }) => `/${localePrefix(locale)}/${path}`),
    );
    expect(privatePaths.length).toBeGreaterThan(0);
    await logIn(page, GROWERS[country.code]!, privatePaths[0]!);
    await expect(page).toHaveURL(new RegExp(`${privatePaths[0]}$`));
    expect(await faultsOf(page.request, privatePaths)).toEqual([]);
  });
}
