import type { APIRequestContext } from "@playwright/test";

import { landingSections, type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { RAW_HTTP, signedIn } from "./support";

/**
 * The site is one product (issue 27): every section a grower may use is reached by links from where they would
 * look. For each role, a crawl over raw HTTP, as that grower, from the locale's home and account page, three clicks
 * deep, following links between landing pages (a product, a dealer or an article is a detail of its section, and the
 * crawl does not go into the 800 of them); then every section whose landing page answers this grower 200 (not a
 * sign-in or a closed gate: what the grower may use) must be among the pages reached.
 */
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

const ROLES: { who: string; locale: Locale; email: string | null }[] = [
  { who: "anonymous", locale: "es-AR", email: null },
  { who: "anonymous", locale: "pt-BR", email: null },
  { who: "anonymous", locale: "en-US", email: null },
  { who: "anonymous", locale: "es-US", email: null },
  { who: "an Impulso member", locale: "pt-BR", email: "br.3estrelas@surco.example" },
  { who: "finance", locale: "es-AR", email: "ar.finanzas@surco.example" },
  { who: "finance and orders", locale: "es-AR", email: "ar.finanzasypedidos@surco.example" },
  { who: "a connected grower", locale: "es-AR", email: "ar.conectado@surco.example" },
  { who: "a US head grower", locale: "en-US", email: "us.canjes@surco.example" },
  { who: "a US head grower", locale: "es-US", email: "us.canjes@surco.example" },
  { who: "an onboarding grower", locale: "pt-BR", email: "br.cadastro@surco.example" },
];

const DEPTH = 3;

/** The landing pages of a locale: its home, its sections' landing paths, and pages no section claims. */
function isLandingPage(path: string, locale: Locale, sectionPaths: readonly string[]): boolean {
  const prefix = `/${localePrefix(locale)}`;
  if (path === prefix) return true;
  if (!path.startsWith(`${prefix}/`)) return false;
  const rest = path.slice(prefix.length + 1);
  // A section's own landing page; a page under a section (a product, a dealer) is one of its details.
  if (sectionPaths.includes(rest)) return true;
  return !sectionPaths.some((section) => rest.startsWith(`${section}/`)) && !rest.includes(".");
}

function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)(?:[?#][^"]*)?"/g)].map((m) => m[1]!.replace(/\/$/, ""));
}

async function crawl(request: APIRequestContext, locale: Locale, starts: readonly string[]): Promise<Set<string>> {
  const sectionPaths = landingSections(locale).map(({ path }) => path);
  const reached = new Set<string>(starts);
  let frontier = [...starts];
  for (let depth = 0; depth < DEPTH && frontier.length; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      const answer = await request.get(path);
      if (answer.status() !== 200) continue;
      for (const link of linksIn(await answer.text()))
        if (!reached.has(link) && isLandingPage(link, locale, sectionPaths)) {
          reached.add(link);
          next.push(link);
        }
    }
    frontier = next;
  }
  return reached;
}

/** The sections this grower may use: their landing page answers 200 here, with no redirect (no sign-in, no gate). */
async function usableSections(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const usable: string[] = [];
  for (const { path } of landingSections(locale)) {
    const address = `/${localePrefix(locale)}/${path}`;
    if ((await request.get(address, { maxRedirects: 0 })).status() === 200) usable.push(address);
  }
  return usable;
}

for (const { who, locale, email } of ROLES) {
  test(
    `${who} in ${localePrefix(locale)} reaches every section they may use within ${DEPTH} clicks`,
    RAW_HTTP,
    async ({ page }) => {
      test.setTimeout(120_000);
      const home = `/${localePrefix(locale)}`;
      const account = landingSections(locale).find(({ section }) => section === "account");
      if (email) await signedIn(page, email, home);
      const starts = email && account ? [home, `${home}/${account.path}`] : [home];
      const reached = await crawl(page.request, locale, starts);
      const usable = await usableSections(page.request, locale);
      expect(usable.length).toBeGreaterThan(3);
      expect(usable.filter((path) => !reached.has(path))).toEqual([]);
      // The closing notes' counts (a JSON reporter shows them).
      test
        .info()
        .annotations.push({ type: "crawl", description: `${reached.size} pages reached, ${usable.length} sections` });
    },
  );
}
