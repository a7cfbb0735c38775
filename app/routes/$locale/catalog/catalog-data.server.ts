import type { TFunction } from "i18next";

import { cardModel, type ProductCardModel, type ProductRowModel, rowModel } from "~/catalog/product-model.server";
import { countryOf, type Locale } from "~/countries";
import { brandWasReplaced } from "~/domain/catalog/brands";
import { buildCatalogView, type CatalogLabels } from "~/domain/catalog/catalog-view";
import { CATEGORIES } from "~/domain/catalog/categories";
import {
  CHECKLIST_DEBOUNCE_MS,
  CHECKLIST_MAX_HEIGHT_PX,
  SEARCH_DEBOUNCE_MS,
  SKELETON_CARDS,
} from "~/domain/catalog/constants";
import { BIO_KEY, type ChecklistKey, type MaturityBandId } from "~/domain/catalog/filters";
import type { Brand, Product } from "~/domain/catalog/product";
import { type CatalogQuery, catalogSearch, hiddenFields, hrefForChange } from "~/domain/catalog/query";
import { synonymsOf } from "~/search/locale-synonyms.server";

import type { CatalogPageQuery } from "./catalog-url";

/**
 * Everything the catalogue page renders, computed and translated on the
 * server from the products, the brands and the URL: the browser receives
 * finished text and finished links (decision 3), and JavaScript only adds
 * debounces and dialogs on top.
 */
function catalogLabels(t: TFunction): CatalogLabels {
  return {
    filter: (key: ChecklistKey) => t(`filters.${key}`),
    maturityBand: (id: MaturityBandId) => t(`filters.maturityBand`, { band: id.replace("-", "–").replace("+", " +") }),
  };
}

export interface CatalogPageData {
  basePath: string;
  search: string;
  query: CatalogQuery;
  behaviour: {
    enterToSearch: boolean;
    searchDebounceMs: number;
    checklistDebounceMs: number;
    checklistMaxHeight: number;
    skeletonCards: number;
  };
  brand: {
    current: Brand | null;
    picker: {
      value: string;
      displayName: string;
      icon: string;
      href: string;
      continueHref: string;
      current: boolean;
    }[];
    confirm: { to: Brand; continueHref: string; cancelHref: string } | null;
  };
  tabs: { id: string; label: string; href: string; count: number }[];
  letters: { letter: string; enabled: boolean; href: string; current: boolean }[];
  allLettersHref: string;
  letterLayout: "start" | "spread" | "scroll";
  filters: {
    key: ChecklistKey;
    label: string;
    selected: number;
    options: { value: string; label: string; checked: boolean }[];
  }[];
  bio: { available: boolean; checked: boolean };
  chips: { label: string; href: string }[];
  reset: { show: boolean; href: string };
  hidden: { search: [string, string][]; facets: [string, string][] };
  total: number;
  countLabel: string;
  view: "grid" | "table";
  viewLinks: { grid: string; table: string };
  cards: ProductCardModel[];
  rows: ProductRowModel[] | null;
  loadMore: { count: number; href: string; label: string; firstNewIndex: number } | null;
  failed: boolean;
}

export function catalogPageData(
  locale: Locale,
  basePath: string,
  pageQuery: CatalogPageQuery,
  products: Product[],
  brands: Brand[],
  failed: boolean,
  t: TFunction,
): CatalogPageData {
  const { query: asked, changeBrand: confirmTo } = pageQuery;
  // A brand the URL names but the country does not offer is replaced by the first (spec 000 §4): links drop it.
  const query: CatalogQuery = brandWasReplaced(brands, asked.brand) ? { ...asked, brand: null } : asked;
  const settings = countryOf(locale).catalog;
  const labels = catalogLabels(t);
  const view = buildCatalogView(products, brands, query, locale, settings, labels, synonymsOf(locale));
  const hrefFor = (change: Parameters<typeof hrefForChange>[2]) => hrefForChange(basePath, query, change);

  const confirmBrand = view.showBrandPicker
    ? view.brands.find((b) => b.value === confirmTo && b.value !== view.brand?.value)
    : undefined;

  const optionLabel = new Map<string, string>(
    view.filters.flatMap((f) => f.options.map((o) => [`${f.filterKey}|${o.value}`, o.label] as [string, string])),
  );
  const chips = [
    ...Object.entries(query.filters).flatMap(([key, values]) =>
      (values ?? []).map((value) => ({
        label: t("filters.remove", { value: optionLabel.get(`${key}|${value}`) ?? value }),
        href: hrefFor({ kind: "toggle", key: key as ChecklistKey, value }),
      })),
    ),
    ...(query.bio
      ? [{ label: t("filters.remove", { value: t("filters.bio") }), href: hrefFor({ kind: "bio", on: false }) }]
      : []),
    ...(query.letter
      ? [
          {
            label: t("filters.remove", { value: t("letters.chip", { letter: query.letter }) }),
            href: hrefFor({ kind: "letter", letter: null }),
          },
        ]
      : []),
  ];

  const shown = view.shown.length;
  return {
    basePath,
    search: catalogSearch(query),
    query,
    behaviour: {
      enterToSearch: settings.enterToSearch,
      searchDebounceMs: SEARCH_DEBOUNCE_MS,
      checklistDebounceMs: CHECKLIST_DEBOUNCE_MS,
      checklistMaxHeight: CHECKLIST_MAX_HEIGHT_PX,
      skeletonCards: SKELETON_CARDS,
    },
    brand: {
      current: view.showBrandPicker || view.brand ? view.brand : null,
      picker: view.showBrandPicker
        ? view.brands.map((b) => ({
            value: b.value,
            displayName: b.displayName,
            icon: b.icon,
            current: b.value === view.brand?.value,
            // Without JavaScript the change is confirmed on a page of its own (this one, with ?changeBrand).
            href: withParam(`${basePath}${catalogSearch(query)}`, "changeBrand", b.value),
            continueHref: hrefFor({ kind: "brand", brand: b.value }),
          }))
        : [],
      confirm: confirmBrand
        ? {
            to: confirmBrand,
            continueHref: hrefFor({ kind: "brand", brand: confirmBrand.value }),
            cancelHref: `${basePath}${catalogSearch(query)}`,
          }
        : null,
    },
    tabs: CATEGORIES.map((id) => ({
      id,
      label: t(`tabs.${id}`),
      href: hrefFor({ kind: "tab", tab: id }),
      count: view.tabs.find((x) => x.id === id)!.count,
    })),
    letters: view.letters.map(({ letter, enabled }) => ({
      letter,
      enabled,
      current: letter === query.letter,
      href: hrefFor({ kind: "letter", letter }),
    })),
    allLettersHref: hrefFor({ kind: "letter", letter: null }),
    letterLayout: view.letterLayout,
    filters: view.filters.map((f) => ({
      key: f.filterKey,
      label: f.filterLabel,
      selected: (query.filters[f.filterKey] ?? []).length,
      options: f.options.map((o) => ({ ...o, checked: (query.filters[f.filterKey] ?? []).includes(o.value) })),
    })),
    bio: { available: view.bioFilter, checked: query.bio },
    chips,
    reset: { show: view.showReset, href: hrefFor({ kind: "reset" }) },
    hidden: {
      search: hiddenFields(query, ["q", "letter"]),
      facets: hiddenFields(query, [...view.filters.map((f) => f.filterKey), BIO_KEY]),
    },
    total: view.total,
    countLabel:
      view.total === 0
        ? t("results.none")
        : shown < view.total
          ? t("results.partial", { shown, count: view.total })
          : t("results.count", { count: view.total }),
    view: query.view,
    viewLinks: { grid: hrefFor({ kind: "view", view: "grid" }), table: hrefFor({ kind: "view", view: "table" }) },
    cards: query.view === "grid" ? view.shown.map((p) => cardModel(locale, p, t)) : [],
    rows: query.view === "table" ? view.shown.map((p) => rowModel(locale, p, t)) : null,
    loadMore:
      view.loadMore > 0
        ? {
            count: view.loadMore,
            href: `${hrefFor({ kind: "page", page: query.page + 1 })}#product-${shown + 1}`,
            label: t("results.viewMore", { count: view.loadMore }),
            firstNewIndex: shown,
          }
        : null,
    failed,
  };
}

function withParam(address: string, key: string, value: string): string {
  return `${address}${address.includes("?") ? "&" : "?"}${key}=${encodeURIComponent(value)}`;
}
