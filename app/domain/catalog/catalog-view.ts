import type { CatalogSettings } from "~/countries";
import type { Brand, Product } from "~/domain/catalog/product";
import type { SynonymTable } from "~/domain/search/synonyms";
import { textOrder } from "~/domain/text/collation";

import { pickBrand, showBrandPicker } from "./brands";
import { CATEGORIES, type Category, inCategory } from "./categories";
import {
  buildFilterDefinitions,
  type ChecklistKey,
  type CleanFilter,
  cleanFilterDefinitions,
  matchesFilters,
  type MaturityBandId,
  offersBioFilter,
  showResetFilters,
} from "./filters";
import { letterBar, type LetterBarLayout, letterBarLayout, type LetterEntry } from "./letters";
import { loadMoreCount, visibleCount } from "./paging";
import type { CatalogQuery } from "./query";
import { matchesLetter, matchesSearch } from "./search";

/**
 * The catalogue as one pure computation from the products, the brands, the
 * URL's state and the country's settings: what the page shows, in order.
 * Narrowing goes brand → tab → facets → search → letter; the letter bar
 * reflects everything but the letter itself, and each facet lists every value
 * of its tab, so a choice never makes the other options vanish.
 */
export interface CatalogViewModel {
  brand: Brand | null;
  brands: readonly Brand[];
  showBrandPicker: boolean;
  tabs: { id: Category; count: number }[];
  filters: CleanFilter[];
  bioFilter: boolean;
  letters: LetterEntry[];
  letterLayout: LetterBarLayout;
  total: number;
  shown: Product[];
  loadMore: number;
  showReset: boolean;
}

export interface CatalogLabels {
  filter: (key: ChecklistKey) => string;
  maturityBand: (id: MaturityBandId) => string;
}

function sortProducts(products: readonly Product[], locale: string): Product[] {
  const order = textOrder(locale, { sensitivity: "base", numeric: true });
  return [...products].sort((a, b) => order(a.productLabel, b.productLabel));
}

export function buildCatalogView(
  products: readonly Product[],
  brands: readonly Brand[],
  query: CatalogQuery,
  locale: string,
  settings: CatalogSettings,
  labels: CatalogLabels,
  /** The locale's synonyms, so the text box reads words as the one search does (decision 0035). */
  synonyms: SynonymTable = new Map(),
): CatalogViewModel {
  const brand = pickBrand(brands, query.brand);
  const ofBrand = sortProducts(brand ? products.filter((p) => p.brand === brand.value) : products, locale);
  const searched = (list: readonly Product[]) =>
    list.filter((p) => matchesSearch(p, query.q, synonyms) && matchesLetter(p, query.letter));

  const tabs = CATEGORIES.map((id) => ({
    id,
    count: searched(ofBrand.filter((p) => inCategory(p.productGroup, id))).length,
  }));
  const inTab = ofBrand.filter((p) => inCategory(p.productGroup, query.tab));
  const filters = cleanFilterDefinitions(buildFilterDefinitions(inTab, query.tab, labels, locale));
  const faceted = inTab.filter((p) => matchesFilters(p, query.filters, query.bio));
  const beforeLetter = faceted.filter((p) => matchesSearch(p, query.q, synonyms));
  const results = beforeLetter.filter((p) => matchesLetter(p, query.letter));
  const letters = letterBar(beforeLetter, locale);
  const visible = visibleCount(query.page, results.length);

  return {
    brand,
    brands,
    showBrandPicker: showBrandPicker(settings.brandPicker, brands),
    tabs,
    filters,
    bioFilter: offersBioFilter(query.tab) && inTab.some((p) => p.isBio),
    letters,
    letterLayout: letterBarLayout(letters.length),
    total: results.length,
    shown: results.slice(0, visible),
    loadMore: loadMoreCount(visible, results.length),
    showReset: showResetFilters(query.filters, query.bio, settings.resetFilters),
  };
}
