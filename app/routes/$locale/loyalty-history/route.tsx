import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { memberDay } from "~/domain/loyalty/calendar";
import { HISTORY_PAGE_SIZES, historyParams, historyQuerySchema, pageWithin } from "~/domain/loyalty/history-query";
import { validityPeriod } from "~/domain/loyalty/ledger";
import { formatters } from "~/format/loyalty";
import { readQuery, translatedReply, typed } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { SCRIPTS } from "~/light/route-scripts";
import { openLoyaltyPage, restrictedAccess, settle } from "~/loyalty/access.server";
import { failureMessage } from "~/loyalty/failure-message.server";
import { memberStatements, statementsOf } from "~/loyalty/ledger.server";
import { accumulatedCard, pointsPageOf } from "~/loyalty/points-cards-view.server";
import { RestrictedAccessPage } from "~/loyalty/restricted-access";
import { categoryName, transactionRow } from "~/loyalty/transactions-view.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { getHistory, getTransactionCategories } from "~/services/loyalty/client.server";

import { HistoryPage } from "./history-page";

/**
 * The full points history (spec 001 §2 §3 §5 §7 §8 §9): search, categories
 * from the upstream, a date range, page sizes 10/25/50/100, pages as links.
 * Each row opens the transaction in a side sheet with JavaScript and its
 * detail page without. The filtered history downloads as CSV. No rows:
 * 'Nenhum resultado'; a failure: 'Ocorreu um erro: {message}' (200 either way).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, access, locale, t, meta } = await openLoyaltyPage(request, "history");
  if (access.kind === "not-member")
    return { kind: "restricted" as const, meta, restricted: await restrictedAccess(locale) };

  // The statement beside the rows says how the credited, pending and expired rows make the balance (decisions 0015, 0051).
  const member = access.kind === "member" ? access.member : null;
  const [categories, statements] = await Promise.all([
    settle(getTransactionCategories(locale)),
    statementsOf(member && memberStatements(access.document, locale, member.orbiaPoints)),
  ]);
  const { value: query, reply } = readQuery(
    url.searchParams,
    historyQuerySchema(categories.ok ? categories.value.map((c) => c.id) : null),
  );
  const historyRequest = {
    perPage: query.size,
    categories: query.categories,
    startDate: query.from,
    endDate: query.to,
    search: query.search,
  };
  let history = await settle(getHistory(access.document, locale, { ...historyRequest, page: query.page }));
  // A page past the last one (an old link, a hand-edited address) shows the last page and says so, not an empty list.
  const asked = query.page;
  if (history.ok && pageWithin(asked, history.value.totalPages) !== asked) {
    query.page = pageWithin(asked, history.value.totalPages);
    history = await settle(getHistory(access.document, locale, { ...historyRequest, page: query.page }));
  }
  const pastLast = asked !== query.page;
  const f = formatters(locale);
  const path = url.pathname;
  const today = memberDay(new Date());
  const linkTo = (change: Parameters<typeof historyParams>[1]) => {
    const search = historyParams(query, change).toString();
    return search ? `${path}?${search}` : path;
  };
  const keep = historyParams(query).toString();
  const detailHref = (number: string) => `${path}/${encodeURIComponent(number)}${keep ? `?${keep}` : ""}`;
  const csvSearch = historyParams(query, { page: 1 }).toString();
  const filtered = Boolean(query.search || query.categories.length || query.from || query.to);
  const statementPeriod = validityPeriod(today);

  return {
    kind: "history" as const,
    meta,
    heading: t("history.heading"),
    lead: t("history.lead"),
    back: { label: t("history.back"), href: pointsPageOf(locale) },
    statement: { heading: t("cards.accumulated.heading"), card: accumulatedCard(t, locale, statements.validity) },
    filters: {
      label: t("history.filtersLabel"),
      action: path,
      /** Conform's starting point: the date errors, translated, and the values as typed. */
      result: translatedReply(reply, t),
      search: { label: t("history.search"), hint: t("history.searchHint"), value: query.search ?? "" },
      categories: categories.ok
        ? {
            legend: t("history.categories"),
            options: categories.value.map((c) => ({
              value: c.id,
              label: categoryName(t, c),
              checked: query.categories.includes(c.id),
            })),
            unavailable: null,
          }
        : { legend: t("history.categories"), options: [], unavailable: t("history.categoriesUnavailable") },
      // A date in error shows as it was typed, its message beside the fields.
      from: { label: t("history.from"), value: query.from ?? typed(reply, "from") },
      to: { label: t("history.to"), value: query.to ?? typed(reply, "to") },
      size: {
        label: t("history.pageSize"),
        value: String(query.size),
        options: HISTORY_PAGE_SIZES.map((size) => ({
          value: String(size),
          label: t("history.perPage", { count: size }),
        })),
      },
      submit: t("history.apply"),
      clear: filtered ? { label: t("history.clear"), href: path } : null,
    },
    // Unfiltered, the download is the statement above the rows: it says the days it covers (decision 0051).
    csv: {
      label: filtered
        ? t("history.csv")
        : t("history.csvStatement", { from: f.day(statementPeriod.from), to: f.day(statementPeriod.to) }),
      href: `${href(locale, "loyalty-history-csv")}${csvSearch ? `?${csvSearch}` : ""}`,
    },
    result: history.ok
      ? {
          state: history.value.result.length ? ("rows" as const) : ("empty" as const),
          summary: t("history.summary", {
            count: history.value.totalItems,
            total: f.points(history.value.totalItems),
            page: query.page,
            pages: Math.max(1, history.value.totalPages),
          }),
          rows: history.value.result.map((tx) =>
            transactionRow(t, locale, tx, detailHref(tx.transactionDetails[0].transactionNumber), today),
          ),
          page: query.page,
          pageCount: history.value.totalPages,
          /** The first page's address; other pages add `page`. */
          pageBase: linkTo({ page: 1 }),
          empty: { title: t("history.empty"), body: filtered ? t("history.emptyFiltered") : t("history.emptyBody") },
          pastLast: pastLast ? t("history.pastLastPage", { page: asked, pages: query.page }) : null,
          firstPage: query.page > 1 ? { label: t("history.firstPage"), href: linkTo({ page: 1 }) } : null,
        }
      : {
          state: "error" as const,
          message: t("history.error", { message: failureMessage(t, history.error) }),
          retry: { label: t("history.retry"), href: `${path}${url.search}` },
        },
    list: { label: t("history.listLabel") },
    pagination: {
      label: t("history.pages"),
      previous: t("history.previous"),
      next: t("history.next"),
      page: t("history.pageN", { page: "{page}" }),
    },
    sheet: {
      close: t("history.close"),
      loading: t("history.loadingDetail"),
      failed: t("history.detailFailed"),
      openPage: t("history.openPage"),
    },
  };
}

export type HistoryData = Extract<Awaited<ReturnType<typeof loader>>, { kind: "history" }>;

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime: the filters and the transaction sheet act in place. */
export const handle = SCRIPTS;

export default function LoyaltyHistory() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "restricted") return <RestrictedAccessPage data={data.restricted} />;
  return <HistoryPage data={data} />;
}
