import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { href } from "~/i18n/href";
import { closedPage, openRedemptionPage } from "~/redemption/access.server";
import { ClosedRedemption } from "~/redemption/closed-page";
import * as styles from "~/redemption/redemption.css";
import { requestDetails, requestRow } from "~/redemption/requests-view.server";
import { notFound } from "~/render/http-errors";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { getRedemptionRequest } from "~/services/rewards/client.server";
import { ButtonLink } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import { RequestDetailsView, RequestList } from "./request-views";

/**
 * The grower's redemption requests (spec 000 §3 §4): the List view, a
 * request's Details (:requestId) and, when the programme cannot answer, the
 * Error view inside a page that still answers 200.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { url, locale, user, access, t } = await openRedemptionPage(request);
  const meta = { title: t("meta.requestsTitle"), description: t("meta.requestsDescription") };
  const heading = t("requests.heading");
  if (access.kind === "not-enrolled" || access.kind === "not-head") {
    return { view: "closed" as const, meta, closed: closedPage(t, access.kind, heading, url.pathname) };
  }
  const frame = {
    meta,
    heading,
    newRequest: { label: t("requests.new"), href: href(locale, "rewards-redeem")! },
    all: { label: t("requests.all"), href: href(locale, "rewards-requests")! },
    error: {
      title: t("closed.unavailable.title"),
      subtitle: t("closed.unavailable.body"),
      action: { label: t("closed.unavailable.action"), href: url.pathname },
    },
  };
  if (access.kind === "unavailable") return { view: "error" as const, ...frame };
  if (!params.requestId) {
    // The list the grower's access was read with (their standing, decision 0052): one call to the programme.
    return {
      view: "list" as const,
      ...frame,
      label: t("requests.label"),
      empty: t("requests.empty"),
      rows: access.standing.requests.map((r) => requestRow(t, locale, r)),
    };
  }
  try {
    const found = await getRedemptionRequest(user.id, params.requestId);
    if (!found) throw notFound({ title: t("requests.notFoundTitle"), body: t("requests.notFoundBody") });
    return { view: "details" as const, ...frame, details: requestDetails(t, locale, found) };
  } catch (error) {
    // The 404 of a request that is not theirs goes on to the error boundary; an upstream failure is the Error view.
    if ((error as { type?: string })?.type === "DataWithResponseInit") throw error;
    return { view: "error" as const, ...frame };
  }
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function RedemptionRequests() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "closed") return <ClosedRedemption page={data.closed} />;
  return (
    <div className={`${container} ${pageBlock} ${styles.stack}`}>
      <h1 className={styles.heading}>{data.view === "details" ? data.details.title : data.heading}</h1>
      <div className={styles.actions}>
        <ButtonLink to={data.newRequest.href}>{data.newRequest.label}</ButtonLink>
        {data.view === "details" ? (
          <Link to={data.all.href} className={styles.textLink}>
            {data.all.label}
          </Link>
        ) : null}
      </div>
      {data.view === "error" ? (
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          action={{ ...data.error.action, reloadDocument: true }}
        />
      ) : data.view === "details" ? (
        <RequestDetailsView details={data.details} />
      ) : data.rows.length ? (
        <RequestList rows={data.rows} label={data.label} />
      ) : (
        <p className={styles.lead}>{data.empty}</p>
      )}
    </div>
  );
}
