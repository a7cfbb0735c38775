import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { i18nServer } from "~/i18n/i18next.server";
import { loyaltyAccess } from "~/loyalty/access.server";
import { getInvoiceProgramme, getInvoices } from "~/services/loyalty/invoices-client.server";
import { recentSubmissions } from "~/store/portal-outbox.server";

import { INVOICE_KIND } from "./deliver-invoice.server";
import { invoiceRows, waitingRow } from "./invoice-view.server";

/**
 * What the outbox adds to the programme's list: every registration not delivered yet, and those delivered within
 * the last minute (the list is read through a cache of a few seconds, so one just delivered may not be in it yet).
 */
const DELIVERED_WITHIN_MS = 60_000;

/**
 * How the "Minhas notas" pages and their CSV start (issue 32): who is asking (the Impulso pages' access), the
 * "invoices" copy, and the member's invoices: the programme's list with what still waits in the portal's outbox on
 * top; `rows` is null when the programme cannot answer (the page shows its error state, the CSV a 503), and `held`
 * is then what waits in the outbox, which is exactly when a registration is held and the grower looks for it.
 */
export async function openInvoices(request: Request) {
  const url = new URL(request.url);
  const access = await loyaltyAccess(request);
  const { locale } = access;
  const t = await i18nServer.getFixedT(locale, "invoices");
  if (access.kind === "not-member") return { url, access, locale, t, rows: null, held: [] };
  const [invoices, waiting, programme] = await Promise.all([
    getInvoices(access.document, locale).catch(() => null),
    recentSubmissions(INVOICE_KIND, access.user.id, new Date(Date.now() - DELIVERED_WITHIN_MS)),
    waitingProgramme(locale),
  ]);
  const rows = invoices && invoiceRows(t, locale, invoices, waiting, programme);
  return { url, access, locale, t, rows, held: rows ? [] : invoiceRows(t, locale, [], waiting, programme) };
}

/** One registration of this grower's still waiting in the outbox, as its status page shows it; null when none. */
export async function waitingRowOf(grower: string, accessKey: string, t: TFunction, locale: Locale) {
  const [waiting, programme] = await Promise.all([
    recentSubmissions(INVOICE_KIND, grower, new Date(Date.now() - DELIVERED_WITHIN_MS)),
    waitingProgramme(locale),
  ]);
  return (
    waiting
      .map((submission) => waitingRow(t, locale, submission, programme))
      .find((row) => row?.accessKey === accessKey) ?? null
  );
}

/** The programme's distributors name a registration still waiting in the outbox (cached; unread, its CNPJ does). */
function waitingProgramme(locale: Locale) {
  return getInvoiceProgramme(locale).catch(() => null);
}
