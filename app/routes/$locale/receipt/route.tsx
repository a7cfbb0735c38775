import { data as respond, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { invoiceReceiptSubject } from "~/invoices/receipt-subject.server";
import { scriptsWhen } from "~/light/route-scripts";
import { notFound } from "~/render/http-errors";
import { passLoaderHeader } from "~/render/loader-header";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { submissionReceipt } from "~/store/portal-outbox.server";

import { ReceiptPage } from "./receipt-page";
import { receiptView } from "./receipt-view.server";

/**
 * A submission's receipt (decision 0018): where every form lands after its
 * POST (303 here, see app/forms/finish-submission.server.ts). Anyone holding the key may
 * read it, signed in or not (a newsletter signup is anonymous): keys are
 * unguessable, so the key is the access. That makes the page personal: never
 * stored by a cache, never indexed, never in a sitemap. A key that holds no
 * submission, well formed or not, is the locale's 404.
 */
export const RECEIPT_CACHE_CONTROL = "private, no-store";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const t = await i18nServer.getFixedT(locale, "forms");
  const receipt = await submissionReceipt(request, params.key ?? "");
  if (!receipt) throw notFound({ title: t("receipt.notFoundTitle"), body: t("receipt.notFoundBody") });
  const subject = await invoiceReceiptSubject(t, locale, receipt);
  return respond(receiptView(t, locale, receipt, url.pathname, subject), {
    headers: { "cache-control": RECEIPT_CACHE_CONTROL },
  });
}

export const headers = passLoaderHeader("cache-control");

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime only while the outbox is still at work: the page then looks again by itself. */
export const handle = scriptsWhen<SerializeFrom<typeof loader>>((data) => data.refreshMs !== null);

export default function Receipt() {
  return <ReceiptPage view={useLoaderData<typeof loader>()} />;
}
