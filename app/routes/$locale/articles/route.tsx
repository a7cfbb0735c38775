import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { articleSearchView } from "~/articles/search-view.server";
import { articleQuerySchema } from "~/domain/articles/article-query";
import { readQuery } from "~/forms/read-query";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { indexBareAddressOnly, metaFromLoader } from "~/seo/page-meta";

import { ArticlesPage } from "./articles-page";

/**
 * Articles and news (spec 002 §2 §4 §7 §9; decision 0034): the search by
 * tags as a GET form (`?q=…&tag=…&category=…&page=…`), tabs per page category,
 * 9 per page, newest first. Only the bare address is indexed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const query = readQuery(url.searchParams, articleQuerySchema).value;
  const t = await i18nServer.getFixedT(locale, "articles");
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    copy: {
      heading: t("heading"),
      lead: t("lead"),
      search: {
        label: t("search.label"),
        placeholder: t("search.placeholder"),
        submit: t("search.submit"),
        reset: t("search.reset"),
        back: t("search.back"),
      },
      tagsLegend: t("tags.legend"),
      tabsLabel: t("tabs.label"),
      results: {
        label: t("results.label"),
        emptyTitle: t("results.emptyTitle"),
        emptyBody: t("results.emptyBody"),
        errorTitle: t("results.errorTitle"),
        errorSubtitle: t("results.errorSubtitle"),
        retry: t("results.retry"),
        loading: t("results.loading"),
      },
      pagination: {
        label: t("pagination.label"),
        previous: t("pagination.previous"),
        next: t("pagination.next"),
        page: t("pagination.page", { page: "{page}" }),
      },
    },
    view: await articleSearchView(t, locale, url.pathname, query),
  };
}

export type ArticlesData = Awaited<ReturnType<typeof loader>>;

export const meta = metaFromLoader(indexBareAddressOnly("noindex, follow"));

/** Ships the client runtime: the search runs as the grower types (300 ms), with skeleton cards. */
export const handle = SCRIPTS;

export default function Articles() {
  return <ArticlesPage data={useLoaderData<typeof loader>()} />;
}
