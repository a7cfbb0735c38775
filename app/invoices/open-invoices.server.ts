import { i18nServer } from "~/i18n/i18next.server";
import { loyaltyAccess } from "~/loyalty/access.server";
import { getInvoices } from "~/services/loyalty/invoices-client.server";
import { recentSubmissions } from "~/store/portal-outbox.server";

import { INVOICE_KIND } from "./deliver-invoice.server";
import { invoiceRows } from "./invoice-view.server";

/** How far back the outbox is asked for registrations the programme may not list yet. */
const WAITING_SINCE_MS = 7 * 86_400_000;

/**
 * How the "Minhas notas" pages and their CSV start (issue 32): who is asking (the Impulso pages' access), the
 * "invoices" copy, and the member's invoices: the programme's list with what still waits in the portal's outbox on
 * top; `rows` is null when the programme cannot answer (the page shows its error state, the CSV a 503).
 */
export async function openInvoices(request: Request) {
  const url = new URL(request.url);
  const access = await loyaltyAccess(request);
  const { locale } = access;
  const t = await i18nServer.getFixedT(locale, "invoices");
  if (access.kind === "not-member") return { url, access, locale, t, rows: null };
  const [invoices, waiting] = await Promise.all([
    getInvoices(access.document, locale).catch(() => null),
    recentSubmissions(INVOICE_KIND, access.user.id, new Date(Date.now() - WAITING_SINCE_MS)),
  ]);
  return { url, access, locale, t, rows: invoices && invoiceRows(t, locale, invoices, waiting), waiting };
}
