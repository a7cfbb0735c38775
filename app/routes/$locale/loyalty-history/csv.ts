import type { LoaderFunctionArgs } from "@remix-run/node";

import { memberDay } from "~/domain/loyalty/calendar";
import { type CsvCell, toCsv } from "~/domain/loyalty/history-csv";
import { historyQuerySchema } from "~/domain/loyalty/history-query";
import { closingBalance, ledgerRole, ledgerRowOf, ledgerStatement } from "~/domain/loyalty/ledger";
import { transactionState } from "~/domain/loyalty/transaction-state";
import { pageCeiling } from "~/domain/paging";
import { formatters } from "~/format/loyalty";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { loyaltyAccess, settle } from "~/loyalty/access.server";
import { categoryName, pointsPageOf } from "~/loyalty/view.server";
import { getHistory, getTransactionCategories } from "~/services/loyalty/client.server";
import type { Transaction } from "~/services/loyalty/contract";

/** Rows per upstream call, and the most a download holds: the row ceiling every list shares (100 pages of 100). */
const PER_PAGE = 100;
const MAX_PAGES = pageCeiling(PER_PAGE);

/**
 * GET {history}.csv with the history page's filters: the filtered history as a
 * CSV file (beyond the spec). A resource route: not a member goes to the
 * points page (its restricted-access page); when the programme cannot answer,
 * 503 with a short text, and the history page stays usable.
 *
 * Each row says whether it is in the balance (pending credits and expiry
 * notices are not). A download of the whole history ends with the statement
 * those rows make (decision 0015): earned, received, adjusted, redeemed, sent
 * and expired, the balance they add up to, and the pending points beside it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const access = await loyaltyAccess(request);
  const { locale } = access;
  if (access.kind === "not-member") {
    return new Response(null, { status: 303, headers: { location: pointsPageOf(locale) } });
  }
  const t = await i18nServer.getFixedT(locale, "loyalty");
  const categories = await settle(getTransactionCategories(locale));
  const { value: query } = readQuery(
    url.searchParams,
    historyQuerySchema(categories.ok ? categories.value.map((c) => c.id) : null),
  );
  const request_ = {
    perPage: PER_PAGE,
    categories: query.categories,
    startDate: query.from,
    endDate: query.to,
    search: query.search,
  };
  const rows: Transaction[] = [];
  let first: Awaited<ReturnType<typeof getHistory>>;
  try {
    first = await getHistory(access.document, locale, { ...request_, page: 1 });
    rows.push(...first.result);
    const pages = Math.min(first.totalPages, MAX_PAGES);
    for (let page = 2; page <= pages; page += 4) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(4, pages - page + 1) }, (_, i) =>
          getHistory(access.document, locale, { ...request_, page: page + i }),
        ),
      );
      for (const part of batch) rows.push(...part.result);
    }
  } catch {
    return new Response(t("history.csvFailed"), {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  const f = formatters(locale);
  const today = memberDay(new Date());
  const header = [
    t("csv.date"),
    t("csv.time"),
    t("csv.number"),
    t("csv.description"),
    t("csv.category"),
    t("csv.state"),
    t("csv.points"),
    t("csv.counted"),
    t("csv.expiration"),
    t("csv.partner"),
  ];
  const counted = { pending: t("csv.countedPending"), notice: t("csv.countedNotice") } as const;
  const lines: CsvCell[][] = rows.map((tx) => {
    const d = tx.transactionDetails[0];
    const state = transactionState({ kind: tx.kind, status: tx.status, expirationDate: d.expirationDate }, today);
    const role = ledgerRole({ kind: tx.kind, status: tx.status, category: tx.category.icon });
    return [
      f.date(tx.transactionDate),
      f.time(tx.transactionDate),
      d.transactionNumber,
      d.description,
      categoryName(t, tx.category),
      t(`states.${state}`),
      tx.pointsAmount,
      role === "pending" || role === "notice" ? counted[role] : t("csv.countedYes"),
      d.expirationDate ? f.day(d.expirationDate) : null,
      d.partnerName,
    ];
  });
  const filtered = Boolean(query.search || query.categories.length || query.from || query.to);
  const complete = !filtered && first.totalPages <= MAX_PAGES;
  if (complete) lines.push([], ...statementLines(t, rows));
  const csv = toCsv(header, lines);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("csv.filename")}-${today}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}

/** The statement the whole history makes, as label and points rows under the transactions (in the points column). */
function statementLines(
  t: (key: string, options?: Record<string, unknown>) => string,
  rows: readonly Transaction[],
): CsvCell[][] {
  const s = ledgerStatement(rows.map(ledgerRowOf), null);
  const line = (label: string, points: number): CsvCell[] => [null, null, null, label, null, null, points];
  return [
    line(t("cards.accumulated.earned"), s.earned),
    line(t("cards.accumulated.received"), s.received),
    line(t("cards.accumulated.adjusted"), s.adjusted),
    line(t("cards.accumulated.redeemed"), -s.redeemed),
    line(t("cards.accumulated.sent"), -s.sent),
    line(t("cards.accumulated.expired"), -s.expired),
    line(t("cards.accumulated.closing"), closingBalance(s)),
    line(t("cards.balance.pending"), s.pending),
  ];
}
