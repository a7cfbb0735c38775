import type { APIRequestContext } from "@playwright/test";

import { COUNTRIES, landingSections, type Locale, localePrefix } from "../../app/countries";
import { byteFault } from "./byte-fault";
import { expect, test } from "./fixtures";
import { signedIn } from "./support";

/**
 * Every private page's bytes are clean (tests/e2e/byte-fault.ts): what a signed-in grower opens, read raw instead
 * of trusting a decoded string. The public pages, every one in the sitemaps, are read by tests/e2e/sitemap.spec.ts.
 * It is a raw-HTTP check, the same with JavaScript on or off: it runs once.
 */
test.skip(() => test.info().project.name === "js-off", "raw bytes do not depend on JavaScript");

const CONCURRENCY = 4;

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
    await signedIn(page, GROWERS[country.code]!, privatePaths[0]!);
    await expect(page).toHaveURL(new RegExp(`${privatePaths[0]}$`));
    expect(await faultsOf(page.request, privatePaths)).toEqual([]);
  });
}
