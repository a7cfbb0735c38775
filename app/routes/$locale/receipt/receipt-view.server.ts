import type { TFunction } from "i18next";

import { countryOf, type Locale, type SectionId } from "~/countries";
import type { OutboxState } from "~/domain/receipt-state";
import { formatDateTime } from "~/format/dates";
import { href } from "~/i18n/href";
import type { Receipt } from "~/store/outbox-rules.server";

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

/**
 * Where each kind of submission that lands on this page came from: its receipt names what was done and leads back
 * there (issue 27). Kinds with pages of their own (the voucher's confirmation, the content site's forms, the
 * preference centre) never land here.
 */
const CAME_FROM: Record<string, SectionId> = {
  interests: "content-for-you",
  "us-rewards-enrolment": "rewards",
  "us-rewards-redemption": "rewards-requests",
  invoice: "invoices",
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
  /** The upstream's name for it once delivered ("Request number: RR-30001"), or null. */
  reference: string | null;
  /** What was sent, named, and where its own status is (an invoice, issue 32); null for other kinds. */
  subject: ReceiptSubject | null;
  /** Back to the page the submission was made on, named; the locale's home for a kind with no page of its own. */
  back: { label: string; href: string };
  refreshMs: number | null;
}

export interface ReceiptSubject {
  text: string;
  link: { label: string; href: string };
  /** Said instead of the state's general words (the invoice held, or refused with the programme's reason). */
  body: string | null;
}

/** What the grower reads about a stored submission, in their locale and their country's time zone. */
export function receiptView(
  t: TFunction,
  locale: Locale,
  receipt: Receipt,
  pathname: string,
  subject: ReceiptSubject | null = null,
): ReceiptView {
  const state = receipt.state;
  const contactHref = href(locale, "contact");
  const cameFrom = CAME_FROM[receipt.kind];
  const backHref = cameFrom ? href(locale, cameFrom) : null;
  return {
    meta: { title: t("receipt.meta.title"), description: t("receipt.meta.description") },
    heading: cameFrom ? t(`receipt.kinds.${receipt.kind}.heading`) : t("receipt.heading"),
    state,
    title: t(`receipt.states.${state}.title`),
    body: subject?.body ?? t(`receipt.states.${state}.body`),
    receivedAt: {
      text: t("receipt.receivedAt", { date: formatDateTime(locale, receipt.receivedAt, countryOf(locale).timeZone) }),
      iso: receipt.receivedAt,
    },
    checkAgain: REFRESH_MS[state] ? { label: t("receipt.checkAgain"), href: pathname } : null,
    contact: state === "failed" && contactHref ? { label: t("receipt.contact"), href: contactHref } : null,
    reference: receipt.reference && !subject ? t("receipt.reference", { reference: receipt.reference }) : null,
    subject,
    back:
      cameFrom && backHref
        ? { label: t(`receipt.kinds.${receipt.kind}.back`), href: backHref }
        : { label: t("receipt.home"), href: href(locale)! },
    refreshMs: REFRESH_MS[state],
  };
}
