import { z } from "zod";

import { resolveContentHref } from "~/content/content-href";
import { countryOf, type Locale } from "~/countries";
import { buildCatalogView } from "~/domain/catalog/catalog-view";
import { catalogQueryFields, catalogQueryOf } from "~/domain/catalog/query";
import { readQuery } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { synonymsOf } from "~/search/locale-synonyms.server";
import { getBrands, getCatalog } from "~/services/products/client.server";

/** The catalogue's own reading of its address (the catalogue page's, without the brand confirmation). */
const catalogueQuery = (locale: Locale) =>
  z.object(catalogQueryFields).transform((fields) => catalogQueryOf(fields, locale));

/** A count names no filter: the labels the view would show are not needed. */
const NO_LABELS = { filter: (key: string) => key, maturityBand: (id: string) => id };

/**
 * Which of a block's links lead into the locale's catalogue and find nothing there (issue 27: 12 of 14 crop tiles of
 * a planting guide led to "no results"). Each is read exactly as the catalogue page reads its address, and counted
 * by the catalogue's own view over the same cached products, so a tile and the page it opens cannot disagree. When
 * the catalogue cannot be read, nothing is known to be empty and every link stays.
 */
export async function emptyCatalogueLinks(locale: Locale, links: readonly string[]): Promise<string[]> {
  const cataloguePath = href(locale, "catalog");
  const addresses = links.map((link) => ({ link, url: new URL(resolveContentHref(locale, link), "http://portal") }));
  const intoCatalogue = addresses.filter(({ url }) => url.pathname === cataloguePath);
  if (intoCatalogue.length === 0) return [];
  const [catalog, brands] = await Promise.all([getCatalog(locale), getBrands(locale)]);
  if (catalog.products.length === 0) return [];
  const settings = countryOf(locale).catalog;
  const synonyms = synonymsOf(locale);
  return intoCatalogue
    .filter(({ url }) => {
      const query = readQuery(url.searchParams, catalogueQuery(locale)).value;
      return buildCatalogView(catalog.products, brands, query, locale, settings, NO_LABELS, synonyms).total === 0;
    })
    .map(({ link }) => link);
}

/** What a block of tiles into the catalogue loads: the links of its tiles that find nothing, to leave out. */
export interface CatalogueTiles {
  empty: string[];
}

/** The server load of a block of tiles (solution by crop, category cards), given where its tiles' links are. */
export function catalogueTilesLoader<B>(linksOf: (block: B) => string[]) {
  return async (block: B, { locale }: { locale: Locale }): Promise<CatalogueTiles> => ({
    empty: await emptyCatalogueLinks(locale, linksOf(block)),
  });
}
