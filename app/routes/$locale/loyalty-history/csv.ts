import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { memberDay } from "~/domain/loyalty/calendar";
import { type CsvCell, toCsv } from "~/domain/loyalty/history-csv";
import { historyQuerySchema } from "~/domain/loyalty/history-query";
import { type LedgerRole, ledgerRole, type LedgerStatement, openingDay } from "~/domain/loyalty/ledger";
import { transactionState } from "~/domain/loyalty/transaction-state";
import { formatters } from "~/format/loyalty";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { loyaltyAccess, settle } from "~/loyalty/access.server";
import { type LedgerEntry, memberStatements, wholeHistory } from "~/loyalty/ledger.server";
import { pointsPageOf } from "~/loyalty/points-cards-view.server";
import { categoryName } from "~/loyalty/transactions-view.server";
import { getTransactionCategories } from "~/services/loyalty/client.server";
import type { Transaction } from "~/services/loyalty/contract";

type T = TFunction<"loyalty">;

/**
 * GET {history}.csv (beyond the spec). A resource route: not a member goes to
 * the points page (its restricted-access page); when the programme cannot
 * answer, 503 with a short text, and the history page stays usable.
 *
 * Without filters it is the statement the page shows (decision 0051): the
 * 3-year period's opening balance, one row per movement oldest first with its
 * state and the balance after it, today's balance, then the period's totals,
 * the accumulated points card's lines. Points in the balance and points that
 * are not (pending credits, expiry notices) have columns of their own, so the
 * opening plus the points column is the closing balance. With filters it is
 * the matching rows alone: a search or a category is not a statement, and its
 * sum is not a balance.
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
  const filtered = Boolean(query.search || query.categories.length || query.from || query.to);
  const now = new Date();
  // Unfiltered, the statement needs the balance the member record gives: without it, as without the history, no file.
  const file = filtered
    ? await settle(
        wholeHistory(access.document, locale, {
          categories: query.categories,
          startDate: query.from,
          endDate: query.to,
          search: query.search,
        }).then(({ rows }) => {
          const today = memberDay(now);
          const lines = [...rows]
            .reverse()
            .map((tx) => movementLine(t, locale, today, tx, ledgerRole(roleInput(tx)), null));
          return { today, lines };
        }),
      )
    : access.kind === "member"
      ? await settle(
          memberStatements(access.document, locale, access.member.orbiaPoints, now).then((statements) => ({
            today: statements.today,
            lines: statementLines(t, locale, statements.validity),
          })),
        )
      : null;
  if (!file?.ok) {
    return new Response(t("history.csvFailed"), {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  const { today, lines } = file.value;
  const header = [
    t("csv.date"),
    t("csv.time"),
    t("csv.number"),
    t("csv.description"),
    t("csv.category"),
    t("csv.state"),
    t("csv.points"),
    t("csv.counted"),
    t("csv.outside"),
    t("csv.balance"),
    t("csv.expiration"),
    t("csv.partner"),
  ];
  return new Response(toCsv(header, lines), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("csv.filename")}-${today}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}

const roleInput = (tx: Transaction) => ({ kind: tx.kind, status: tx.status, category: tx.category.icon });

/**
 * A transaction as a row: its points in the points column when they are in the
 * balance, in the "not in the balance" column when not (a pending credit, an
 * expiry notice), and the balance after it when the statement knows it.
 */
function movementLine(
  t: T,
  locale: Locale,
  today: string,
  tx: Transaction,
  role: LedgerRole,
  balanceAfter: number | null,
): CsvCell[] {
  const f = formatters(locale);
  const d = tx.transactionDetails[0];
  const state = transactionState({ kind: tx.kind, status: tx.status, expirationDate: d.expirationDate }, today);
  const counted = role !== "pending" && role !== "notice";
  const category = categoryName(t, tx.category);
  return [
    f.date(tx.transactionDate),
    f.time(tx.transactionDate),
    d.transactionNumber,
    d.description || category,
    category,
    t(`states.${state}`),
    counted ? tx.pointsAmount : null,
    role === "pending" ? t("csv.countedPending") : role === "notice" ? t("csv.countedNotice") : t("csv.countedYes"),
    counted ? null : Math.abs(tx.pointsAmount),
    balanceAfter,
    d.expirationDate ? f.day(d.expirationDate) : null,
    d.partnerName,
  ];
}

interface StatementRow {
  day?: string;
  label: string;
  points?: number;
  counted?: string;
  outside?: number;
  balance?: number;
}

/** A row of the statement's own (opening, closing, a total): its label where a movement has its description. */
const statementRow = ({ day, label, points, counted, outside, balance }: StatementRow): CsvCell[] => [
  day ?? null,
  null,
  null,
  label,
  null,
  null,
  points ?? null,
  counted ?? null,
  outside ?? null,
  balance ?? null,
  null,
  null,
];

/** The statement as rows: the opening balance, each movement, the closing balance, then the period's totals. */
function statementLines(t: T, locale: Locale, s: LedgerStatement<LedgerEntry>): CsvCell[][] {
  const f = formatters(locale);
  const opening = f.day(openingDay(s.period));
  const [from, to] = [f.day(s.period.from), f.day(s.period.to)];
  const total = (key: string, points: number) => statementRow({ label: t(key), points });
  return [
    statementRow({
      day: opening,
      label: t("cards.accumulated.opening", { date: opening }),
      points: s.opening,
      counted: t("csv.countedYes"),
      balance: s.opening,
    }),
    ...s.movements.map((m) => movementLine(t, locale, s.period.to, m.row.tx, m.role, m.balanceAfter)),
    statementRow({ day: to, label: t("cards.accumulated.closing", { date: to }), balance: s.closing }),
    [],
    statementRow({ label: t("csv.summary", { from, to }) }),
    total("cards.accumulated.earned", s.earned),
    total("cards.accumulated.received", s.received),
    total("cards.accumulated.adjusted", s.adjusted),
    total("cards.accumulated.redeemed", -s.redeemed),
    total("cards.accumulated.sent", -s.sent),
    total("cards.accumulated.expired", -s.expired),
    // Beside the balance, in the column of what is not in it.
    statementRow({ label: t("cards.balance.pending"), outside: s.pending }),
    statementRow({ label: t("transactionCategories.expiring"), outside: s.noticed }),
  ];
}
