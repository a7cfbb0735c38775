import { data as respond, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/user.server";
import { countryOf } from "~/countries";
import { formatDateTime } from "~/format/dates";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { scriptsWhen } from "~/light/route-scripts";
import { notFound } from "~/render/http-errors";
import { passLoaderHeader } from "~/render/loader-header";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { log } from "~/services/log.server";
import { voucherOfReference } from "~/services/vouchers/client.server";
import { submissionReceipt } from "~/store/portal-outbox.server";
import { ButtonLink } from "~/ui/button/button";
import { StatusCard, type StatusTone } from "~/ui/status-card/status-card";

import * as styles from "./confirmation.css";
import { type ConfirmationState, confirmationState, REFRESH_MS } from "./confirmation-state";

/**
 * A voucher's page after its POST (decision 0024), under the submission's key:
 * while the outbox delivers it, "we keep trying"; once sent, the voucher id
 * and the grower's email in the spec's confirmation message; when it failed
 * for good, the configured first and second error messages and the way back
 * to the form, whose values are kept (spec 001 §4 §8). Looks again by itself
 * with JavaScript; a "check again" link without.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  const t = await i18nServer.getFixedT(locale, "vouchers");
  const receipt = await submissionReceipt(request, params.key ?? "");
  if (!receipt || receipt.kind !== "voucher") throw notFound();
  let voucher: { voucherID: string } | null | "unavailable" = null;
  if (receipt.state === "sent") {
    try {
      voucher = await voucherOfReference(receipt.key);
    } catch (error) {
      log("warn", "voucher lookup failed", { error: String(error) });
      voucher = "unavailable";
    }
  }
  const state = confirmationState(receipt.state, voucher);
  const formHref = href(locale, "voucher")!;
  return respond(
    {
      meta: { title: t("confirmation.metaTitle"), description: t("confirmation.metaDescription") },
      heading: t("confirmation.heading"),
      state,
      title: t(`confirmation.${state}.title`),
      body: t(`confirmation.${state}.body`, {
        voucherId: voucher && voucher !== "unavailable" ? voucher.voucherID : "",
        email: user.email,
      }),
      voucherId:
        voucher && voucher !== "unavailable"
          ? { label: t("confirmation.voucherIdLabel"), value: voucher.voucherID }
          : null,
      receivedAt: {
        text: t("confirmation.receivedAt", {
          date: formatDateTime(locale, receipt.receivedAt, countryOf(locale).timeZone),
        }),
        iso: receipt.receivedAt,
      },
      checkAgain: REFRESH_MS[state] ? { label: t("confirmation.checkAgain"), href: url.pathname } : null,
      back:
        state === "failed"
          ? { label: t("confirmation.backToForm"), href: `${formHref}?step=client` }
          : { label: t("confirmation.another"), href: formHref },
      refreshMs: REFRESH_MS[state],
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const headers = passLoaderHeader("cache-control");

export const meta = metaFromLoader(PRIVATE_PAGE);

const TONE: Record<ConfirmationState, StatusTone> = {
  fulfilled: "done",
  unconfirmed: "done",
  pending: "waiting",
  retrying: "retrying",
  failed: "failed",
};

/** Ships the client runtime only while the voucher is on its way: the page then looks again by itself. */
export const handle = scriptsWhen<SerializeFrom<typeof loader>>((data) => data.refreshMs !== null);

export default function VoucherConfirmation() {
  const view = useLoaderData<typeof loader>();
  return (
    <StatusCard
      heading={view.heading}
      tone={TONE[view.state]}
      state={view.state}
      titleId="voucher-state"
      title={view.title}
      body={view.body}
      details={
        view.voucherId ? (
          <p className={styles.voucherId}>
            <span className={styles.voucherIdLabel}>{view.voucherId.label}</span>
            <strong>{view.voucherId.value}</strong>
          </p>
        ) : null
      }
      receivedAt={view.receivedAt}
      refreshMs={view.refreshMs}
      checkAgain={view.checkAgain}
      actions={
        <ButtonLink to={view.back.href} variant={view.state === "failed" ? "primary" : "secondary"}>
          {view.back.label}
        </ButtonLink>
      }
    />
  );
}
