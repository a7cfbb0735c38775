import type { Locale } from "~/countries";
import { DOCUMENT_TYPES, RESULTS_PER_PAGE } from "~/domain/search/constants";
import { resultPages, searchHref, searchQuerySchema } from "~/domain/search/query";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { siteIndexer } from "~/search/site-index.server";
import { log } from "~/services/log.server";

/**
 * The /search page (spec 002 §2 §8, issue 14), in the locale's words: a GET
 * form, results across products, articles and pages with facets by type and
 * their counts, pages of RESULTS_PER_PAGE, and "no results found for" the
 * query. Every state is an address. The index failing whole is the results
 * widget's error state (the page stays 200); a source missing from it is a
 * notice above the results.
 */
export async function searchView(locale: Locale, url: URL) {
  const t = await i18nServer.getFixedT(locale, "search");
  const { q, type, page: asked } = readQuery(url.searchParams, searchQuerySchema).value;
  const base = url.pathname;
  const frame = {
    meta: { title: q ? `${q} · ${t("meta.title")}` : t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    form: {
      action: base,
      q,
      label: t("field.label"),
      placeholder: t("field.placeholder"),
      hint: t("field.hint"),
      submit: t("submit"),
    },
  };
  if (!q) return { ...frame, state: "prompt" as const, prompt: t("prompt") };

  let found;
  try {
    found = await siteIndexer.get(locale);
  } catch (error) {
    log("error", "search unavailable", { locale, error: String(error) });
    return {
      ...frame,
      state: "error" as const,
      error: { title: t("unavailable"), retry: { label: t("retry"), href: searchHref(base, { q, type }) } },
    };
  }
  const types = type ? [type] : undefined;
  const first = found.index.search({ query: q, types, from: (asked - 1) * RESULTS_PER_PAGE, size: RESULTS_PER_PAGE });
  const { page, pageCount, from } = resultPages(first.total, asked);
  // A page past the last one shows the last one.
  const { hits, facets, total } =
    page === asked ? first : found.index.search({ query: q, types, from, size: RESULTS_PER_PAGE });
  const all = DOCUMENT_TYPES.reduce((sum, kind) => sum + facets[kind], 0);
  const partial = found.missing.length ? t("partial") : null;
  if (all === 0)
    return {
      ...frame,
      state: "empty" as const,
      partial,
      empty: { title: t("noResults", { query: q }), hint: t("noResultsHint") },
    };

  return {
    ...frame,
    state: "results" as const,
    partial,
    summary: t("results", { count: total, query: q }),
    facets: {
      label: t("facets.label"),
      items: [
        { id: "all", label: t("facets.all"), count: all, current: !type, href: searchHref(base, { q }) },
        ...DOCUMENT_TYPES.map((kind) => ({
          id: kind,
          label: t(`facets.${kind}`),
          count: facets[kind],
          current: type === kind,
          href: facets[kind] || type === kind ? searchHref(base, { q, type: kind }) : null,
        })),
      ].map((item) => ({ ...item, text: t("facets.count", { label: item.label, count: item.count }) })),
    },
    resultsLabel: t("resultsLabel"),
    results: hits.map((hit) => ({
      id: hit.id,
      title: hit.title,
      href: hit.url,
      external: /^https?:\/\//.test(hit.url),
      type: t(`types.${hit.type}`),
      summary: hit.summary,
    })),
    externalNote: t("external"),
    pagination: {
      label: t("pagination.label"),
      previous: t("pagination.previous"),
      next: t("pagination.next"),
      /** "Página {page}": the page number goes in where the page renders. */
      pageLabel: t("pagination.page", { page: "{page}" }),
      base,
      type: type ?? null,
      page,
      pageCount,
    },
  };
}
export type SearchView = Awaited<ReturnType<typeof searchView>>;
