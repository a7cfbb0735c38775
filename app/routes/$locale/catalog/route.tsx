import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { bioProducts } from "~/domain/catalog/filters";
import { readQuery } from "~/forms/read-query";
import { localeOfPath, pageOf } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { indexBareAddressOnly, metaFromLoader } from "~/seo/page-meta";
import { getBrands, getCatalog } from "~/services/products/client.server";

import { catalogPageData } from "./catalog-data.server";
import { type CatalogCopy, CatalogPage } from "./catalog-page";
import { catalogPageSchema } from "./catalog-url";

/**
 * The catalogue (spec 000 §2 §4 §5, spec 002 §2 §4 §5 §9) and, on the
 * bio-products section, the bio product list (only products flagged isBio).
 * One module for both: the section in the URL says which. Every state is in
 * the URL; the page is complete without JavaScript. A failing products
 * upstream empties the list (logged as 'Error fetching products'), the page
 * still answers 200.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const page = pageOf(url.pathname);
  const bioList = page?.section === "bio-products";
  const pageQuery = readQuery(url.searchParams, catalogPageSchema(locale)).value;
  const [t, catalog, brands] = await Promise.all([
    i18nServer.getFixedT(locale, "catalog"),
    getCatalog(locale),
    getBrands(locale),
  ]);
  const products = bioList ? bioProducts(catalog.products) : catalog.products;
  const failed = catalog.products.length === 0 && catalog.failedGroups.length > 0;
  const data = catalogPageData(locale, url.pathname, pageQuery, products, brands, failed, t);
  const heading = bioList ? "bio" : "catalog";
  const copy: CatalogCopy = {
    title: t(`${heading}.title`),
    lead: t(`${heading}.lead`),
    brand: {
      label: t("brand.label"),
      change: t("brand.change"),
      choose: t("brand.choose"),
      confirmTitle: t("brand.confirmTitle", { brand: data.brand.confirm?.to.displayName ?? "" }),
      confirmTitleFor: t("brand.confirmTitle", { brand: "{brand}" }),
      confirmBody: t("brand.confirmBody"),
      continue: t("brand.continue"),
      cancel: t("brand.cancel"),
    },
    search: {
      label: t("search.label"),
      placeholder: t("search.placeholder"),
      submit: t("search.submit"),
      hintEnter: t("search.hintEnter"),
    },
    tabsLabel: t("tabs.label"),
    letters: { label: t("letters.label"), all: t("letters.all"), disabled: t("letters.disabled") },
    filters: {
      label: t("filters.label"),
      all: t("filters.all"),
      allClose: t("filters.allClose"),
      apply: t("filters.apply"),
      bio: t("filters.bio"),
      reset: t("filters.reset"),
      searchIn: t("filters.searchIn", { filter: "{filter}" }),
      noMatch: t("filters.noMatch"),
      active: t("filters.active"),
      selected: t("filters.selected"),
    },
    results: {
      label: t("results.label"),
      viewLabel: t("results.viewLabel"),
      grid: t("results.grid"),
      table: t("results.table"),
      loading: t("results.loading"),
      emptyTitle: t("results.emptyTitle"),
      emptyBody: t("results.emptyBody"),
      emptyAction: t("results.emptyAction"),
      product: t("table.product"),
      description: t("table.description"),
      downloads: t("table.downloads"),
      showMore: t("table.showMore"),
      moreDownloads: t("table.moreDownloads", { number: "{count}" }),
      noDownloads: t("table.noDownloads"),
      opensNewWindow: t("card.opensNewWindow"),
    },
  };
  return {
    meta: {
      title: t(`${heading}.metaTitle`),
      description: t(`${heading}.metaDescription`),
      keywords: t(`${heading}.keywords`),
    },
    variant: heading,
    copy,
    data,
  };
}

// Filtered and paged views are the same page: crawl them, index the clean one.
export const meta = metaFromLoader(indexBareAddressOnly("noindex, follow"));

/** Ships the client runtime: facets filter on change after a debounce, with an in-list search; the all-filters menu and the brand question are dialogs. */
export const handle = SCRIPTS;

export default function Catalog() {
  const { copy, data, variant } = useLoaderData<typeof loader>();
  return <CatalogPage copy={copy} data={data} showTabs={variant === "catalog"} />;
}
