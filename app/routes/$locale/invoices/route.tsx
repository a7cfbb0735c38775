import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { href } from "~/i18n/href";
import { InvoiceCard, invoiceLabels } from "~/invoices/invoice-card";
import type { InvoiceRow } from "~/invoices/invoice-view.server";
import { programmeError } from "~/invoices/invoice-view.server";
import * as styles from "~/invoices/invoices.css";
import { openInvoices } from "~/invoices/open-invoices.server";
import * as loyalty from "~/loyalty/loyalty.css";
import { pointsPageOf } from "~/loyalty/points-cards-view.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { ButtonLink } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

/**
 * "Minhas notas" (issue 32): every invoice the member registered, newest first, with its status (received, in
 * analysis, approved with its points credited, refused with the programme's reason), dates, distributor and points;
 * each opens its status page, and one whose points are in the ledger links to that movement. What still waits in
 * the portal's outbox is listed first. The CSV is the same list. The programme failing: the list's error state.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, access, locale, t, rows, held } = await openInvoices(request);
  const meta = { title: t("list.metaTitle"), description: t("list.metaDescription") };
  // Not a member: the points page, whose restricted-access page says how to join (as the history's CSV does).
  if (access.kind === "not-member") throw redirect(pointsPageOf(locale));
  return {
    meta,
    heading: t("list.heading"),
    lead: t("list.lead"),
    register: { label: t("list.register"), href: href(locale, "invoice-register")! },
    csv: { label: t("list.csv"), href: href(locale, "invoices-csv")! },
    label: t("list.label"),
    labels: invoiceLabels(t),
    rows,
    held,
    empty: t("list.empty"),
    error: programmeError(t, url.pathname),
  };
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Invoices() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${pageBlock}`}>
      <div className={styles.page}>
        <header>
          <h1 className={loyalty.heading}>{data.heading}</h1>
          <p className={loyalty.lead}>{data.lead}</p>
        </header>
        <div className={styles.actions}>
          <ButtonLink to={data.register.href}>{data.register.label}</ButtonLink>{" "}
          {data.rows ? (
            <a href={data.csv.href} className={styles.link} download>
              {data.csv.label}
            </a>
          ) : null}
        </div>
        {!data.rows ? (
          <>
            {data.held.length ? <InvoiceList rows={data.held} data={data} /> : null}
            <ErrorState {...data.error} />
          </>
        ) : data.rows.length ? (
          <InvoiceList rows={data.rows} data={data} />
        ) : (
          <p className={loyalty.muted}>{data.empty}</p>
        )}
      </div>
    </div>
  );
}

/** The invoices as cards, newest first (the held ones alone when the programme does not answer). */
function InvoiceList({
  rows,
  data,
}: {
  rows: readonly InvoiceRow[];
  data: { label: string; labels: Parameters<typeof InvoiceCard>[0]["labels"] };
}) {
  return (
    <ol className={styles.list} aria-label={data.label} id="invoice-list">
      {rows.map((row) => (
        <InvoiceCard key={row.accessKey} row={row} labels={data.labels} />
      ))}
    </ol>
  );
}
