import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { searchRange } from "~/domain/loyalty/points-bands";
import { CALCULATOR_PARAMS } from "~/domain/loyalty/points-calculator-form";
import {
  CALCULATOR_MAX_PAGE,
  CALCULATOR_PAGE_SIZE,
  CATALOGUE_TABS,
  type CatalogueSearch,
  withFilterChange,
  withNextPage,
} from "~/domain/loyalty/service-filters";
import { formatters } from "~/format/loyalty";
import { serviceFilterSelects } from "~/loyalty/services-view.server";
import type { LinkData } from "~/loyalty/view-types";
import type { CalculatorSearch } from "~/services/loyalty/contract";

import { carried, queryString } from "./calculator-url";

/** The calculator page's catalogue: what points can redeem, searched by tab and filters, in finished text. */

type T = TFunction<"loyalty">;
type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

interface CatalogueItemData {
  key: string;
  name: string;
  points: string;
  image: string | null;
  href: string;
}

export function catalogueView(
  t: T,
  locale: Locale,
  path: string,
  params: URLSearchParams,
  search: CatalogueSearch,
  result: Settled<CalculatorSearch>,
) {
  const f = formatters(locale);
  const items: CatalogueItemData[] = result.ok
    ? result.value.data.results.map((item, index) => ({
        key: `${item.ds_product_url}#${index}`,
        name: item.nm_product,
        points:
          item.points <= 0 ? t("services.free") : t("points", { count: item.points, points: f.points(item.points) }),
        image: item.ds_image_url.startsWith("/") && !item.ds_image_url.startsWith("//") ? item.ds_image_url : null,
        href: item.ds_product_url,
      }))
    : [];
  const filters = serviceFilterSelects(t, search, search.tab === "services");
  const hasFilters = Boolean(search.crop || search.journey || search.category || search.band);
  const clear = withFilterChange(params, { crop: null, journey: null, category: null, band: null });
  return {
    heading: t("catalogue.heading"),
    lead: t("catalogue.lead"),
    alerts: { services: t("catalogue.alerts.services"), products: t("catalogue.alerts.products") },
    tabs: {
      label: t("catalogue.tabsLabel"),
      current: search.tab,
      items: CATALOGUE_TABS.map((tab) => ({
        id: tab,
        label: t(`catalogue.tabs.${tab}`),
        href: `${path}${queryString(withFilterChange(params, { tab }))}#catalogo`,
      })),
    },
    form: {
      action: path,
      label: t("catalogue.filtersLabel"),
      filters,
      hidden: [
        ...carried(params, CALCULATOR_PARAMS),
        ...(search.tab !== "services" ? [{ name: "tab", value: search.tab }] : []),
      ],
      submit: t("services.apply"),
      clear: hasFilters ? { label: t("services.clear"), href: `${path}${queryString(clear)}` } : null,
    },
    state: items.length ? ("ok" as const) : ("empty" as const),
    empty: { title: t("catalogue.emptyTitle"), body: result.ok ? t("catalogue.emptyBody") : t("catalogue.failedBody") },
    listLabel: t(`catalogue.tabs.${search.tab}`),
    items,
    page: search.page,
    pageSize: CALCULATOR_PAGE_SIZE,
    more:
      result.ok && result.value.data.next_page !== null
        ? ({
            label: t("catalogue.more"),
            href: `${path}${queryString(withNextPage(params, search.page, CALCULATOR_MAX_PAGE))}#catalogo`,
          } satisfies LinkData)
        : null,
    newWindow: t("common.newWindow"),
    view: t("catalogue.view"),
  };
}

export function catalogueRequest(search: CatalogueSearch) {
  const { min, max } = searchRange(search.band);
  return {
    itemType: search.tab,
    count: search.page * CALCULATOR_PAGE_SIZE,
    minPoints: min,
    maxPoints: max,
    crop: search.crop,
    journey: search.journey,
    category: search.category,
  };
}
