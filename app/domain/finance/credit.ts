/**
 * The credit and debt summary's figures (spec 001 §3 §4 §5 §9): one digital-finance record per tax id (CUIT),
 * figures per currency (ARS or USD, ARS by default), the limit, what is available and what is consumed with their
 * percentages, and the graph, 250 px, whose consumed share stops at 100 %.
 */

export const CURRENCIES = ["ARS", "USD"] as const;
export type FinanceCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: FinanceCurrency = "ARS";

/** The graph's size in px (spec 001 §9). */
export const GRAPH_SIZE = 250;
/** The graph's consumed share never passes this (spec 001 §5 §9). */
export const GRAPH_CAP = 100;

/** The currency a query asks for: ARS unless it names one of the two. */
export function currencyOf(raw: string | null | undefined): FinanceCurrency {
  return CURRENCIES.find((currency) => currency === raw) ?? DEFAULT_CURRENCY;
}

interface Figures {
  credit: number;
  totalConsumed: number;
  available: number;
  monsantoDebt: number;
  monsantoOverdueDebt: number;
  monsantoDebtDue: number;
}

export interface CreditView {
  limit: number;
  available: number;
  /** Share of the limit still available, 0 when there is no limit. */
  availablePercentage: number;
  totalConsumed: number;
  /** Share of the limit consumed: may pass 100 when the grower is over the limit. */
  totalConsumedPercentage: number;
  /** The share the graph draws: the consumed share, capped at 100. */
  graphPercentage: number;
  debt: number;
  overdueDebt: number;
  debtDue: number;
}

/** Share of `part` in `whole` as a percentage with two decimals; 0 when there is no whole. */
export function percentageOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

/** The consumed share as the graph draws it: between 0 and 100. */
export function graphShare(consumedPercentage: number): number {
  return Math.min(Math.max(consumedPercentage, 0), GRAPH_CAP);
}

/** One currency's view of a record, or null when the record has no figures in that currency. */
export function creditView(totalDebt: Readonly<Record<string, Figures>>, currency: FinanceCurrency): CreditView | null {
  const figures = totalDebt[currency];
  if (!figures) return null;
  const totalConsumedPercentage = percentageOf(figures.totalConsumed, figures.credit);
  return {
    limit: figures.credit,
    available: figures.available,
    availablePercentage: percentageOf(figures.available, figures.credit),
    totalConsumed: figures.totalConsumed,
    totalConsumedPercentage,
    graphPercentage: graphShare(totalConsumedPercentage),
    debt: figures.monsantoDebt,
    overdueDebt: figures.monsantoOverdueDebt,
    debtDue: figures.monsantoDebtDue,
  };
}

/** The record a query's CUIT names, else the grower's first one; null when the grower has none. */
export function selectedRecord<R extends { cuit: string }>(
  records: readonly R[],
  cuit: string | null | undefined,
): R | null {
  return records.find((record) => record.cuit === cuit) ?? records[0] ?? null;
}

/** A CUIT as Argentina writes it: 20274518635 → 20-27451863-5. */
export function writtenCuit(cuit: string): string {
  return /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit;
}
