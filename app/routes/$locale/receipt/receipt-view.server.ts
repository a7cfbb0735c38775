import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { formatDateTime } from "~/format/dates";
import { href } from "~/i18n/href";
import type { Receipt } from "~/store/outbox.server";
import type { OutboxState } from "~/store/schema";

/**
 * How often the page looks again by itself (JavaScript on) while the outbox is
 * still at work: soon after "received" (the worker delivers within seconds),
 * rarely while "retrying" (the next attempt is seconds to minutes away). A
 * final state (sent, failed) does not change, so the page stops looking.
 */
const REFRESH_MS: Record<OutboxState, number | null> = {
  received: 4_000,
  retrying: 15_000,
  sent: null,
  failed: null,
};

export interface ReceiptView {
  meta: { title: string; description: string };
  heading: string;
  state: OutboxState;
  title: string;
  body: string;
  receivedAt: { text: string; iso: string };
  /** While the outbox is at work: this same address, a plain link, so it works without JavaScript. */
  checkAgain: { label: string; href: string } | null;
  /** Only when it failed (decision 0018): where to get help besides sending the form again. */
  contact: { label: string; href: string } | null;
  refreshMs: number | null;
}

/** What the grower reads about a stored submission, in their locale and their country's time zone. */
export function receiptView(t: TFunction, locale: Locale, receipt: Receipt, pathname: string): ReceiptView {
  const state = receipt.state;
  const contactHref = href(locale, "contact");
  return {
    meta: { title: t("receipt.meta.title"), description: t("receipt.meta.description") },
    heading: t("receipt.heading"),
    state,
    title: t(`receipt.states.${state}.title`),
    body: t(`receipt.states.${state}.body`),
    receivedAt: {
      text: t("receipt.receivedAt", { date: formatDateTime(locale, receipt.receivedAt, countryOf(locale).timeZone) }),
      iso: receipt.receivedAt,
    },
    checkAgain: REFRESH_MS[state] ? { label: t("receipt.checkAgain"), href: pathname } : null,
    contact: state === "failed" && contactHref ? { label: t("receipt.contact"), href: contactHref } : null,
    refreshMs: REFRESH_MS[state],
  };
}
