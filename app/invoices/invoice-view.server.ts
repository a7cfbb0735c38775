import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { groupAccessKey } from "~/domain/invoices/access-key";
import { formatters } from "~/format/loyalty";
import { href } from "~/i18n/href";
import type { Invoice, InvoiceProgramme } from "~/services/loyalty/invoices-contract";
import type { RecentSubmission } from "~/store/outbox-rules.server";

import { readInvoiceSubmission } from "./deliver-invoice.server";
import { distributorName, formatCnpj } from "./preview-view.server";

/**
 * An invoice as the "Minhas notas" pages and their CSV show it (issue 32): its status in words with the badge tone
 * the history uses for the same state, its dates in the member area's day and time, its distributor and points, the
 * programme's reason when refused, and the ledger movement its points are (pending, then credited).
 */
type InvoiceState = Invoice["status"] | "waiting";
const TONE: Record<InvoiceState, "pending" | "credited" | "expired"> = {
  waiting: "pending",
  received: "pending",
  inAnalysis: "pending",
  approved: "credited",
  refused: "expired",
};

export interface InvoiceRow {
  accessKey: string;
  key: string;
  number: string;
  /** "NF 000.123.456": the invoice named as the DANFE names it. */
  title: string;
  href: string;
  state: InvoiceState;
  stateLabel: string;
  tone: (typeof TONE)[InvoiceState];
  registered: string;
  updated: string;
  distributor: string;
  points: string;
  /** The programme's own words for a refusal. */
  reason: string | null;
  movement: { label: string; href: string; number: string } | null;
}

export function invoiceRow(t: TFunction, locale: Locale, invoice: Invoice): InvoiceRow {
  const f = formatters(locale);
  const history = href(locale, "loyalty-history");
  return {
    accessKey: invoice.accessKey,
    key: groupAccessKey(invoice.accessKey),
    number: invoice.number,
    title: t("list.title", { number: invoice.number }),
    href: href(locale, "invoice", invoice.accessKey)!,
    state: invoice.status,
    stateLabel: t(`statuses.${invoice.status}`),
    tone: TONE[invoice.status],
    registered: f.dateTime(invoice.registeredAt),
    updated: f.dateTime(invoice.updatedAt),
    distributor: invoice.distributor.name ?? formatCnpj(invoice.distributor.cnpj),
    points:
      invoice.points === null
        ? invoice.status === "refused"
          ? "—"
          : t("list.pointsLater")
        : t("list.points", { count: invoice.points, points: f.points(invoice.points) }),
    reason: invoice.refusal?.message ?? null,
    movement:
      invoice.transactionNumber && history
        ? {
            label: t(invoice.status === "approved" ? "list.movementCredited" : "list.movementPending"),
            href: `${history}/${encodeURIComponent(invoice.transactionNumber)}`,
            number: invoice.transactionNumber,
          }
        : null,
  };
}

/**
 * A registration of the portal's outbox the programme's list does not show (yet): "waiting to be sent" while the
 * programme was not reached, "received" once it was (its list read a few seconds earlier), at the top of the list.
 */
export function waitingRow(
  t: TFunction,
  locale: Locale,
  submission: RecentSubmission,
  programme: InvoiceProgramme | null,
): InvoiceRow | null {
  const registration = readInvoiceSubmission(submission.payload)?.registration;
  if (!registration) return null;
  const { accessKey } = registration;
  const state: InvoiceState = submission.reference === null ? "waiting" : "received";
  const f = formatters(locale);
  const when = f.dateTime(submission.receivedAt);
  const number = accessKey.slice(25, 34).replace(/(\d{3})(\d{3})(\d{3})/, "$1.$2.$3");
  return {
    accessKey,
    key: groupAccessKey(accessKey),
    number,
    title: t("list.title", { number }),
    href: href(locale, "invoice", accessKey)!,
    state,
    stateLabel: t(`statuses.${state}`),
    tone: TONE[state],
    registered: when,
    updated: when,
    distributor: distributorName(registration, programme),
    points: t("list.pointsLater"),
    reason: null,
    movement: null,
  };
}

/** The list: what waits in the outbox and the programme does not list yet, then the programme's, newest first. */
export function invoiceRows(
  t: TFunction,
  locale: Locale,
  invoices: readonly Invoice[],
  waiting: readonly RecentSubmission[],
  programme: InvoiceProgramme | null,
): InvoiceRow[] {
  const listed = new Set(invoices.map((invoice) => invoice.accessKey));
  const held = waiting.flatMap((submission) => {
    const row = waitingRow(t, locale, submission, programme);
    return row && !listed.has(row.accessKey) ? [row] : [];
  });
  return [...held, ...invoices.map((invoice) => invoiceRow(t, locale, invoice))];
}

/**
 * The programme not answering, on the list and on one invoice's page: its error state (ErrorState's props), whose
 * retry loads this page again as a whole document.
 */
export function programmeError(t: TFunction, pathname: string) {
  return {
    title: t("list.errorTitle"),
    subtitle: t("list.errorBody"),
    action: { label: t("list.retry"), href: pathname, reloadDocument: true },
  };
}
