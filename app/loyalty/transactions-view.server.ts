import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { CATEGORY_KEYS, ledgerRole, pointsTone } from "~/domain/loyalty/ledger";
import { transactionState } from "~/domain/loyalty/transaction-state";
import { historyDescription, orderItemDescription } from "~/domain/loyalty/truncate";
import { formatters } from "~/format/loyalty";
import type { Transaction } from "~/services/loyalty/contract";

import type { TransactionDetailData, TransactionRowData } from "./view-types";

/**
 * Loader-side builders of the Impulso transactions (the history's rows and a transaction's detail page), in finished
 * text in the page's locale.
 */

type T = TFunction<"loyalty">;

/** A row's points as shown: signed when they are in the balance, "Aviso: 930" for an expiry notice. */
function rowPoints(t: T, locale: Locale, tx: Transaction): string {
  const f = formatters(locale);
  if (ledgerRole({ kind: tx.kind, status: tx.status, category: tx.category.icon }) === "notice") {
    return t("history.noticePoints", { points: f.points(Math.abs(tx.pointsAmount)) });
  }
  return f.signedPoints(tx.pointsAmount);
}

/** A category's name in the page's language (spec 001 §3's categories), or the programme's own name for one we do not know. */
export function categoryName(t: T, category: { name: string; icon: string }): string {
  return (CATEGORY_KEYS as readonly string[]).includes(category.icon)
    ? t(`transactionCategories.${category.icon}`)
    : category.name;
}

export function transactionRow(
  t: T,
  locale: Locale,
  tx: Transaction,
  detailHref: string,
  today: string,
): TransactionRowData {
  const f = formatters(locale);
  const detail = tx.transactionDetails[0];
  const state = transactionState({ kind: tx.kind, status: tx.status, expirationDate: detail.expirationDate }, today);
  const category = categoryName(t, tx.category);
  const description = detail.description || category;
  return {
    number: detail.transactionNumber,
    href: detailHref,
    date: f.date(tx.transactionDate),
    time: f.time(tx.transactionDate),
    description: historyDescription(description),
    fullDescription: description,
    category,
    points: rowPoints(t, locale, tx),
    tone: pointsTone({ kind: tx.kind, status: tx.status, category: tx.category.icon, pointsAmount: tx.pointsAmount }),
    state,
    stateLabel: t(`states.${state}`),
    linkLabel: t("history.rowLink", { description }),
  };
}

export function transactionDetail(t: T, locale: Locale, tx: Transaction, today: string): TransactionDetailData {
  const f = formatters(locale);
  const d = tx.transactionDetails[0];
  const state = transactionState({ kind: tx.kind, status: tx.status, expirationDate: d.expirationDate }, today);
  const row = (key: string, value: string | null) => (value ? [{ term: t(key), value }] : []);
  const category = categoryName(t, tx.category);
  const notice = tx.kind === "notice";
  return {
    title: d.description || category,
    number: d.transactionNumber,
    points: notice
      ? rowPoints(t, locale, tx)
      : t("points", { count: Math.abs(tx.pointsAmount), points: f.signedPoints(tx.pointsAmount) }),
    tone: pointsTone({ kind: tx.kind, status: tx.status, category: tx.category.icon, pointsAmount: tx.pointsAmount }),
    state,
    stateLabel: t(`states.${state}`),
    summary: [
      ...row("detail.date", f.dateTime(tx.transactionDate)),
      ...row("detail.category", category),
      ...row("detail.number", d.transactionNumber),
      ...row("detail.member", tx.nmMember),
      ...row("detail.expiration", d.expirationDate ? f.day(d.expirationDate) : null),
    ],
    invoice:
      d.invoiceNumber || d.invoiceDate || (d.partnerName && !d.orderNumber)
        ? {
            heading: t("detail.invoiceHeading"),
            rows: [
              ...row("detail.invoiceNumber", d.invoiceNumber),
              ...row("detail.invoiceDate", d.invoiceDate ? f.day(d.invoiceDate) : null),
              ...row("detail.partner", d.partnerName),
            ],
          }
        : null,
    order: d.orderNumber
      ? {
          heading: t("detail.orderHeading", { number: d.orderNumber }),
          caption: t("detail.orderCaption"),
          columns: { quantity: t("detail.quantity"), description: t("detail.product"), points: t("detail.itemPoints") },
          items: d.orderItems.map((item) => ({
            quantity: f.decimal(item.productQuantity),
            description: orderItemDescription(item.productDescription),
            fullDescription: item.productDescription,
            points: f.points(item.productPoints),
          })),
          totals: [
            ...row("detail.subtotal", d.subTotalOrder === null ? null : f.points(d.subTotalOrder)),
            ...row("detail.shipping", d.shippingFee === null ? null : f.points(d.shippingFee)),
            ...row("detail.total", d.totalPointsOrder === null ? null : f.points(d.totalPointsOrder)),
          ],
        }
      : null,
    transfer: tx.transferPoints
      ? {
          heading: t("detail.transferHeading"),
          rows: [
            { term: t("detail.sender"), value: tx.transferPoints.sender },
            { term: t("detail.receiver"), value: tx.transferPoints.receiver },
          ],
        }
      : null,
  };
}
