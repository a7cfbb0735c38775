import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { memberDay } from "~/domain/loyalty/calendar";
import { href } from "~/i18n/href";
import { openLoyaltyPage, restrictedAccess, settle } from "~/loyalty/access.server";
import { failureMessage } from "~/loyalty/failure-message.server";
import * as shared from "~/loyalty/loyalty.css";
import { RestrictedAccessPage } from "~/loyalty/restricted-access";
import { TransactionDetails } from "~/loyalty/transaction-details";
import { transactionDetail } from "~/loyalty/transactions-view.server";
import { notFound } from "~/render/http-errors";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { isUpstreamError } from "~/services/errors";
import { getTransaction } from "~/services/loyalty/client.server";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

const TRANSACTION_NUMBER = /^[A-Za-z0-9._-]{1,40}$/;

/**
 * One transaction (spec 001 §2 §3): the history's side sheet without
 * JavaScript, and the data the sheet loads with it. Another member's number,
 * or one that does not exist, is the locale's 404; the programme failing is
 * an error state (200). The way back keeps the history's filters.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { url, access, locale, t, meta } = await openLoyaltyPage(request, "detail");
  if (access.kind === "not-member")
    return { kind: "restricted" as const, meta, restricted: await restrictedAccess(locale) };

  const historyHref = href(locale, "loyalty-history")!;
  const back = { label: t("detail.back"), href: `${historyHref}${url.search}` };
  const number = params.transactionNumber ?? "";
  const missing = () => notFound({ title: t("detail.notFoundTitle"), body: t("detail.notFoundBody") });
  if (!TRANSACTION_NUMBER.test(number)) throw missing();
  const result = await settle(getTransaction(access.document, locale, number));
  if (!result.ok && isUpstreamError(result.error) && result.error.status === 404) throw missing();
  if (!result.ok) {
    return {
      kind: "error" as const,
      meta,
      heading: t("detail.heading"),
      message: t("history.error", { message: failureMessage(t, result.error) }),
      retry: { label: t("history.retry"), href: `${url.pathname}${url.search}` },
      back,
    };
  }
  const detail = transactionDetail(t, locale, result.value, memberDay(new Date()));
  return {
    kind: "found" as const,
    meta: { ...meta, title: `${detail.title} · ${meta.title}` },
    heading: t("detail.heading"),
    detail,
    back,
  };
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function TransactionPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "restricted") return <RestrictedAccessPage data={data.restricted} />;
  return (
    <div className={`${container} ${pageBlock} ${shared.stack}`}>
      <p>
        <Link to={data.back.href} className={shared.textLink}>
          {data.back.label}
        </Link>
      </p>
      {data.kind === "error" ? (
        <>
          <h1 className={shared.heading}>{data.heading}</h1>
          <ErrorState title={data.message} action={{ ...data.retry, reloadDocument: true }} />
        </>
      ) : (
        <article aria-labelledby="transaction-title" className={`${shared.panel} ${shared.detailPanel}`}>
          <p className={shared.muted}>{data.heading}</p>
          <h1 id="transaction-title" className={shared.heading}>
            {data.detail.title}
          </h1>
          <TransactionDetails detail={data.detail} headingLevel={2} />
        </article>
      )}
    </div>
  );
}
