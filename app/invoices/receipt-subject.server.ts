import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { groupAccessKey } from "~/domain/invoices/access-key";
import { href } from "~/i18n/href";
import type { Receipt } from "~/store/outbox-rules.server";
import { submittedPayload } from "~/store/portal-outbox.server";

import { INVOICE_KIND, readInvoiceSubmission } from "./deliver-invoice.server";

/**
 * An invoice's receipt (issue 32) names the invoice by its key and leads to its status page; while the programme
 * does not answer it says the invoice is held and will be registered by itself, and a refusal gives the programme's
 * reason. Null for a receipt of any other kind. The receipt was already given to its owner only.
 */
export async function invoiceReceiptSubject(t: TFunction, locale: Locale, receipt: Receipt) {
  if (receipt.kind !== INVOICE_KIND) return null;
  const accessKey = readInvoiceSubmission(await submittedPayload(receipt))?.registration.accessKey;
  if (!accessKey) return null;
  const body =
    receipt.state === "retrying"
      ? t("receipt.kinds.invoice.held")
      : receipt.state === "failed" && receipt.refusal
        ? t("receipt.kinds.invoice.refused", { reason: receipt.refusal.message })
        : null;
  return {
    text: t("receipt.kinds.invoice.subject", { key: groupAccessKey(accessKey) }),
    link: { label: t("receipt.kinds.invoice.status"), href: href(locale, "invoice", accessKey)! },
    body,
  };
}
