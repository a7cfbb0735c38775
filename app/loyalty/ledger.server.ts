import type { Locale } from "~/countries";
import { memberDay } from "~/domain/loyalty/calendar";
import {
  LedgerMismatch,
  type LedgerRow,
  ledgerRowOf,
  type LedgerStatement,
  ledgerStatement,
  validityPeriod,
  yearPeriod,
} from "~/domain/loyalty/ledger";
import { pageCeiling } from "~/domain/paging";
import { UpstreamError } from "~/services/errors";
import { log } from "~/services/log.server";
import { getHistory, type HistoryRequest } from "~/services/loyalty/client.server";
import type { Transaction } from "~/services/loyalty/contract";

import { settle } from "./access.server";

/** Rows per upstream call, and the most a reading holds: the row ceiling every list shares (100 pages of 100). */
const PER_PAGE = 100;
const MAX_PAGES = pageCeiling(PER_PAGE);
/** Pages asked for at once after the first. */
const PAGES_AT_ONCE = 4;

type HistoryFilter = Omit<HistoryRequest, "page" | "perPage">;

/**
 * Every transaction the history answers for a filter, newest first, page
 * after page up to the shared row ceiling; `complete` is false when there
 * were more. Each page is the cached call the history page makes, so the page,
 * its cards and the CSV read the same rows.
 */
export async function wholeHistory(
  document: string,
  locale: Locale,
  filter: HistoryFilter,
): Promise<{ rows: Transaction[]; complete: boolean }> {
  const first = await getHistory(document, locale, { ...filter, perPage: PER_PAGE, page: 1 });
  const rows = [...first.result];
  const pages = Math.min(first.totalPages, MAX_PAGES);
  for (let page = 2; page <= pages; page += PAGES_AT_ONCE) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(PAGES_AT_ONCE, pages - page + 1) }, (_, i) =>
        getHistory(document, locale, { ...filter, perPage: PER_PAGE, page: page + i }),
      ),
    );
    for (const part of batch) rows.push(...part.result);
  }
  return { rows, complete: first.totalPages <= MAX_PAGES };
}

/** A ledger row and the transaction it was read from: what the CSV writes beside each figure. */
export type LedgerEntry = LedgerRow & { tx: Transaction };

/**
 * Each transaction's ledger row, read once: the history's pages are kept in the upstream cache, so the same
 * transaction objects come back on every page view, and reading a few hundred rows' days again each time was a
 * twentieth of the signed-in page's CPU (issue 28). Weak: a row leaves with the cached page that holds it.
 */
const entryByTransaction = new WeakMap<Transaction, LedgerEntry>();

function entryOf(tx: Transaction): LedgerEntry {
  let entry = entryByTransaction.get(tx);
  if (!entry) entryByTransaction.set(tx, (entry = { ...ledgerRowOf(tx), tx }));
  return entry;
}

export interface MemberStatements {
  /** The member-area day the statements end on. */
  today: string;
  /** The points still valid, the 3 years up to today: the accumulated points card, the history's statement, the CSV. */
  validity: LedgerStatement<LedgerEntry>;
  /** This calendar year up to today: the status card's impulses of the year and its way to the next star. */
  year: LedgerStatement<LedgerEntry>;
}

/**
 * Every figure of the Impulso pages, from one reading: the history since the
 * validity period began and the balance the programme reports, through the
 * ledger's one statement (decision 0051). Rows that cannot be the member's
 * ledger (a balance that would be negative on some day) are the loyalty API
 * breaking its contract: an upstream error, so each widget shows its error
 * state instead of a figure that cannot be true.
 */
export async function memberStatements(
  document: string,
  locale: Locale,
  balance: number,
  now: Date = new Date(),
): Promise<MemberStatements> {
  const today = memberDay(now);
  const validity = validityPeriod(today);
  const { rows, complete } = await wholeHistory(document, locale, {
    categories: [],
    startDate: validity.from,
    endDate: null,
    search: null,
  });
  if (!complete)
    throw new UpstreamError(
      "loyalty",
      "invalid-response",
      `more than ${PER_PAGE * MAX_PAGES} rows since ${validity.from}`,
    );
  const entries = rows.map(entryOf);
  try {
    return {
      today,
      validity: ledgerStatement(entries, validity, balance),
      year: ledgerStatement(entries, yearPeriod(today), balance),
    };
  } catch (error) {
    if (!(error instanceof LedgerMismatch)) throw error;
    log("warn", "the loyalty history does not add up to the balance", { reason: error.message });
    throw new UpstreamError(
      "loyalty",
      "invalid-response",
      `the history does not add up to the balance: ${error.message}`,
    );
  }
}

type Settled<V> = Awaited<ReturnType<typeof settle<V>>>;

/**
 * The statements as the widgets take them, each settled: a reading that failed
 * (or none, for a grower whose member record could not be read) is every
 * statement's error state.
 */
export async function statementsOf(reading: Promise<MemberStatements> | null): Promise<{
  validity: Settled<LedgerStatement<LedgerEntry>>;
  year: Settled<LedgerStatement<LedgerEntry>>;
}> {
  const settled = reading ? await settle(reading) : { ok: false as const, error: null };
  if (!settled.ok) return { validity: settled, year: settled };
  return { validity: { ok: true, value: settled.value.validity }, year: { ok: true, value: settled.value.year } };
}
