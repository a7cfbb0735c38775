import type { Page } from "@playwright/test";

import { landingSections, type Locale, localePrefix } from "../../app/countries";
import { expect } from "./fixtures";
import { representatives } from "./sitemaps";
import { signedIn } from "./support";

/**
 * The pages a whole-site check sweeps (issue 27): one page of each template of the locale's sitemap, and the private
 * landing pages of the locale as each of its demo growers sees them. The growers are picked for what they show:
 * field data and recommendations, Impulso history with points about to expire, the Cultivar lots, US rewards.
 */
const GROWERS: Record<Locale, readonly string[]> = {
  "es-AR": ["ar.conectado@surco.example", "ar.finanzas@surco.example"],
  "pt-BR": ["br.3estrelas@surco.example", "br.cultivarplus@surco.example"],
  "en-US": ["us.requisitos@surco.example"],
  "es-US": ["us.requisitos@surco.example"],
};

/** The public pages to sweep: the locale's sitemap, one page of each template. */
const publicPages = (page: Page, locale: Locale) => representatives(page.request, locale);

/** The private landing pages of the locale (and its home), signed in as `email` in `page`'s context. */
export async function privatePages(page: Page, locale: Locale, email: string): Promise<string[]> {
  const home = `/${localePrefix(locale)}`;
  await signedIn(page, email, home);
  const publicOnes = new Set(landingSections(locale, { publicOnly: true }).map(({ section }) => section));
  const paths = landingSections(locale)
    .filter(({ section }) => !publicOnes.has(section))
    .map(({ path }) => `${home}/${path}`);
  expect(paths.length).toBeGreaterThan(2);
  return [home, ...paths];
}

/**
 * Runs `check` over the whole sweep of a locale: its public pages anonymously, then each grower's private pages signed
 * in as that grower (cookies cleared between them); what each check found, in order.
 */
export async function sweepSite(
  page: Page,
  locale: Locale,
  check: (paths: string[]) => Promise<string[]>,
): Promise<string[]> {
  const found = await check(await publicPages(page, locale));
  for (const grower of GROWERS[locale]) {
    await page.context().clearCookies();
    found.push(...(await check(await privatePages(page, locale, grower))));
  }
  return found;
}
