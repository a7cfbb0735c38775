import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { requestTotalCents } from "~/domain/rewards/redemption";
import { isOpenStatus, nextStepKey, type RequestStatus } from "~/domain/rewards/redemption-status";
import { formatDateTime } from "~/format/dates";
import { href } from "~/i18n/href";
import type { RedemptionRequest } from "~/services/rewards/contract";

import { money, recipientLine } from "./wizard-view.server";

/**
 * The request list and details (spec 000 §4: List, Details and Error views):
 * each request's status with the date it was reached and, in plain words,
 * what happens next. Dates in the country's time zone (Central for the US).
 */
type StatusTone = "open" | "good" | "ended";

function toneOf(status: RequestStatus): StatusTone {
  if (isOpenStatus(status)) return "open";
  return status === "PaymentCleared" ? "good" : "ended";
}

function when(locale: Locale, at: string) {
  return { iso: at, text: formatDateTime(locale, at, countryOf(locale).timeZone) };
}

function statusOf(t: TFunction, locale: Locale, request: RedemptionRequest) {
  const reached = request.history.at(-1)!;
  return {
    label: t(`statuses.${request.status}.label`),
    tone: toneOf(request.status),
    since: t("requests.since", { date: when(locale, reached.at).text }),
    at: when(locale, reached.at),
    next: t(nextStepKey(request.status)),
  };
}

export function requestRow(t: TFunction, locale: Locale, request: RedemptionRequest) {
  return {
    id: request.requestId,
    title: t("requests.request", { id: request.requestId }),
    type: t(`types.${request.type}.label`),
    amount: money(locale, requestTotalCents(request)),
    status: statusOf(t, locale, request),
    href: href(locale, "rewards-requests", encodeURIComponent(request.requestId))!,
    detailsLabel: t("requests.details"),
  };
}
export type RequestRow = ReturnType<typeof requestRow>;

export function requestDetails(t: TFunction, locale: Locale, request: RedemptionRequest) {
  const facts = [{ label: t("requests.type"), value: t(`types.${request.type}.label`) }];
  if (request.rewardsCents) facts.push({ label: t("requests.rewards"), value: money(locale, request.rewardsCents) });
  if (request.additionalCents) {
    facts.push({ label: t("requests.additional"), value: money(locale, request.additionalCents) });
  }
  facts.push({ label: t("requests.recipient"), value: recipientLine(t, request.recipient) });
  facts.push({ label: t("requests.note"), value: request.note || t("review.noNote") });
  return {
    title: t("requests.request", { id: request.requestId }),
    status: statusOf(t, locale, request),
    nextHeading: t("requests.nextHeading"),
    facts,
    historyHeading: t("requests.history"),
    history: [...request.history].reverse().map((step) => ({
      label: t(`statuses.${step.status}.label`),
      at: when(locale, step.at),
    })),
  };
}
export type RequestDetails = ReturnType<typeof requestDetails>;
