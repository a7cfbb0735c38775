import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { InvoiceCard, invoiceLabels } from "~/invoices/invoice-card";
import { invoiceRow, programmeError } from "~/invoices/invoice-view.server";
import * as styles from "~/invoices/invoices.css";
import { waitingRowOf } from "~/invoices/open-invoices.server";
import { loyaltyAccess } from "~/loyalty/access.server";
import * as loyalty from "~/loyalty/loyalty.css";
import { notFound } from "~/render/http-errors";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { getInvoice } from "~/services/loyalty/invoices-client.server";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

/**
 * One invoice's status (issue 32), where its receipt leads: the programme's record of it for its owner, or, while
 * it still waits in the portal's outbox, that it waits. Anyone else, and any key that is not theirs, gets the
 * locale's 404 (the programme answers 404 for another member's key); the programme failing, the error state.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const access = await loyaltyAccess(request);
  const { locale } = access;
  const t = await i18nServer.getFixedT(locale, "invoices");
  const key = params.accessKey ?? "";
  const missing = () => notFound({ title: t("detail.notFoundTitle"), body: t("detail.notFoundBody") });
  if (access.kind === "not-member" || !/^\d{44}$/.test(key)) throw missing();
  const frame = {
    meta: { title: t("detail.metaTitle"), description: t("detail.metaDescription") },
    all: { label: t("detail.all"), href: href(locale, "invoices")! },
    register: { label: t("list.register"), href: href(locale, "invoice-register")! },
    labels: invoiceLabels(t),
  };
  // The programme not answering is when a registration is held: the outbox's copy is shown before its error.
  const found = await getInvoice(access.document, key).catch(() => undefined);
  const row = found ? invoiceRow(t, locale, found) : await waitingRowOf(access.user.id, key, t, locale);
  if (row) return { ...frame, heading: row.title, row, next: t(`detail.next.${row.state}`), error: null };
  if (found === null) throw missing();
  return { ...frame, heading: t("detail.heading"), row: null, next: null, error: programmeError(t, url.pathname) };
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function InvoiceStatus() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${pageBlock}`}>
      <div className={styles.page}>
        <h1 className={loyalty.heading}>{data.heading}</h1>
        {data.error ? (
          <ErrorState {...data.error} />
        ) : data.row ? (
          <>
            <InvoiceCard row={data.row} labels={data.labels} as="div" />
            <p className={loyalty.lead}>{data.next}</p>
          </>
        ) : null}
        <div className={styles.actions}>
          <Link to={data.all.href} className={styles.link}>
            {data.all.label}
          </Link>
          <Link to={data.register.href} className={styles.link}>
            {data.register.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
