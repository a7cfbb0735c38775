import type { TFunction } from "i18next";
import { z } from "zod";

import type { SessionUser } from "~/auth/user";
import type { Locale } from "~/countries";
import { creditView, CURRENCIES, currencyOf, GRAPH_SIZE, selectedRecord, writtenCuit } from "~/domain/finance/credit";
import { formatAmount } from "~/format/finance";
import { formatPercentage } from "~/format/numbers";
import { readQuery } from "~/forms/read-query";
import { getDigitalFinance } from "~/services/finance/client.server";
import { log } from "~/services/log.server";

/**
 * The credit and debt summary (spec 001 §2 §3 §4 §8 §9): the grower's digital-finance records, one per CUIT, a
 * selector when there are several and a currency filter (both a GET form: the view is a shareable URL), the
 * credit limit, available and consumed amounts with their percentages, the graph (250 px, consumed capped at
 * 100 %), debt and overdue debt. Error: a retry that reloads; no records: the empty state.
 */
const creditQuery = z.object({
  cuit: z
    .string()
    .regex(/^\d{11}$/)
    .optional()
    .catch(undefined),
  currency: z.enum(CURRENCIES).optional().catch(undefined),
});

/** The message the spec gives a failed digital-finance call (spec 000 §8, 001 §8), as logged. */
export const DIGITAL_FINANCE_FAILURE = "Failed to fetch digital finance data";

export async function creditSummary(t: TFunction, locale: Locale, user: SessionUser, url: URL) {
  const query = readQuery(url.searchParams, creditQuery).value;
  const currency = currencyOf(query.currency);
  const heading = t("credit.heading");
  let records;
  try {
    records = await getDigitalFinance(user, locale);
  } catch (error) {
    log("error", DIGITAL_FINANCE_FAILURE, { reason: (error as Error).message });
    return {
      kind: "error" as const,
      heading,
      title: t("credit.error.title"),
      subtitle: t("credit.error.subtitle"),
      retry: { label: t("credit.error.retry"), href: `${url.pathname}${url.search}` },
    };
  }
  const record = selectedRecord(records, query.cuit);
  const view = record ? creditView(record.totalDebt, currency) : null;
  if (!record || !view) {
    return { kind: "empty" as const, heading, title: t("credit.empty.title"), subtitle: t("credit.empty.subtitle") };
  }
  const money = (amount: number) => formatAmount(locale, currency, amount);
  return {
    kind: "standard" as const,
    heading,
    filters: {
      label: t("credit.filters"),
      apply: t("credit.apply"),
      cuit:
        records.length > 1
          ? {
              label: t("credit.cuit"),
              value: record.cuit,
              options: records.map((r) => ({ value: r.cuit, label: `${r.businessName} (${writtenCuit(r.cuit)})` })),
            }
          : null,
      currency: {
        label: t("credit.currency"),
        value: currency,
        options: CURRENCIES.map((c) => ({ value: c, label: t(`credit.currencies.${c}`) })),
      },
    },
    business: { name: record.businessName, cuit: t("credit.cuitOf", { cuit: writtenCuit(record.cuit) }) },
    credit: {
      heading: t("credit.limit.heading"),
      limit: { label: t("credit.limit.label"), value: money(view.limit) },
      available: {
        label: t("credit.available"),
        value: money(view.available),
        percentage: formatPercentage(locale, view.availablePercentage),
      },
      consumed: {
        label: t("credit.consumed"),
        value: money(view.totalConsumed),
        percentage: formatPercentage(locale, view.totalConsumedPercentage),
      },
      graph: {
        size: GRAPH_SIZE,
        share: view.graphPercentage,
        percentage: formatPercentage(locale, view.totalConsumedPercentage),
        label: t("credit.graph", { percentage: formatPercentage(locale, view.totalConsumedPercentage) }),
      },
    },
    debt: {
      heading: t("credit.debt.heading"),
      total: { label: t("credit.debt.total"), value: money(view.debt) },
      overdue: { label: t("credit.debt.overdue"), value: money(view.overdueDebt), alert: view.overdueDebt > 0 },
      due: { label: t("credit.debt.due"), value: money(view.debtDue) },
      alert: view.overdueDebt > 0 ? t("credit.debt.alert") : null,
    },
  };
}
export type CreditSummaryData = Awaited<ReturnType<typeof creditSummary>>;
