import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { memberDay } from "~/domain/loyalty/calendar";
import { type ExpiringPoints, expiringPoints } from "~/domain/loyalty/expiry";
import { type LedgerStatement, openingDay, yearPeriod } from "~/domain/loyalty/ledger";
import { starProgress } from "~/domain/loyalty/stars";
import { formatters } from "~/format/loyalty";
import { href } from "~/i18n/href";
import type { Expiration, HistoryPage, Member } from "~/services/loyalty/contract";

import type { AccumulatedCardData, BalanceCardData, Card, CardError, StatusCardData } from "./view-types";

/**
 * Loader-side builders of the Impulso points cards (status, balance, accumulated points): the domain's rules applied
 * to the upstream's data, turned into finished text in the page's locale.
 */

type T = TFunction<"loyalty">;
type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

/** The points page: the target of the cards' empty and error buttons (spec 001 §2: /mi-impulso). */
export const pointsPageOf = (locale: Locale) => href(locale, "loyalty") ?? href(locale)!;

export function cardError(t: T, locale: Locale): CardError {
  return {
    state: "error",
    title: t("cards.error.title"),
    subtitle: t("cards.error.subtitle"),
    action: { label: t("cards.error.action"), href: pointsPageOf(locale) },
  };
}

/**
 * The status card (spec 001 §2): the impulses of this year, the way to the
 * next star and the stars. The impulses are the year's statement's earnings
 * (decision 0051), labelled with the days they cover; when the history cannot
 * be read the stars still show and the figure says it is unavailable.
 */
export function statusCard(
  t: T,
  locale: Locale,
  member: Member | null,
  year: Settled<LedgerStatement>,
  withCta: boolean,
  now = new Date(),
): Card<StatusCardData> {
  if (!member) return cardError(t, locale);
  const f = formatters(locale);
  const period = year.ok ? year.value.period : yearPeriod(memberDay(now));
  if (year.ok && year.value.earned <= 0) {
    return {
      state: "empty",
      heading: t("cards.status.heading"),
      title: t("cards.status.emptyTitle", { from: f.day(period.from), to: f.day(period.to) }),
      body: t("cards.status.emptyBody"),
      action: { label: t("cards.status.cta"), href: pointsPageOf(locale) },
    };
  }
  const progress = year.ok ? starProgress(year.value.earned) : null;
  const next = progress?.nextStars ?? null;
  return {
    state: "standard",
    heading: t("cards.status.heading"),
    pointsLabel: t("cards.status.pointsLabel", { from: f.day(period.from), to: f.day(period.to) }),
    points: year.ok ? f.points(year.value.earned) : t("cards.unavailable"),
    stars: member.stars,
    starsText: t("stars", { count: member.stars }),
    progress: progress && {
      percent: progress.percent,
      label:
        next === null
          ? t("cards.status.top", { points: f.points(progress.displayPoints) })
          : t("cards.status.toNext", {
              count: progress.pointsToNext,
              points: f.points(progress.pointsToNext),
              stars: next,
            }),
      // At five stars there is no next star to be on the way to.
      valueText:
        next === null ? t("cards.status.topValue") : t("cards.status.progressValue", { percent: progress.percent }),
    },
    group: member.nmGroup
      ? {
          label: t(member.flGroupLeader ? "cards.status.groupLeader" : "cards.status.groupMember"),
          name: member.nmGroup,
          stars: member.familiarGroup?.starsGroup ?? member.stars,
          starsText: t("cards.status.groupStars", { count: member.familiarGroup?.starsGroup ?? member.stars }),
        }
      : null,
    cta: withCta ? { label: t("cards.status.cta"), href: pointsPageOf(locale) } : null,
  };
}

/** The expiring points of the member-area day, or null when the call failed. */
export function expiringOf(expiration: Settled<Expiration>, now = new Date()): ExpiringPoints | null {
  return expiration.ok ? expiringPoints(expiration.value.expirations, memberDay(now)) : null;
}

export function expiringText(t: T, locale: Locale, expiring: ExpiringPoints): string {
  const f = formatters(locale);
  if (expiring.kind === "today") return t("expiry.today", { count: expiring.total, points: f.points(expiring.total) });
  if (expiring.kind === "soon") {
    return t("expiry.soon", {
      count: expiring.total,
      points: f.points(expiring.total),
      days: expiring.days,
      date: f.day(expiring.latestDate),
    });
  }
  return t("expiry.none");
}

export function balanceCard(
  t: T,
  locale: Locale,
  member: Member | null,
  expiring: ExpiringPoints | null,
  recent: Settled<HistoryPage>,
  statement: Settled<LedgerStatement>,
): Card<BalanceCardData> {
  if (!member) return cardError(t, locale);
  const f = formatters(locale);
  const last = recent.ok ? recent.value.result.find((tx) => tx.kind !== "notice") : undefined;
  const links = countryOf(locale).programme;
  const pending = statement.ok ? statement.value.pending : null;
  return {
    state: "standard",
    heading: t("cards.balance.heading"),
    balanceLabel: t("cards.balance.balanceLabel"),
    balance: t("points", { count: member.orbiaPoints, points: f.points(member.orbiaPoints) }),
    rows: [
      {
        term: t("cards.balance.expiring"),
        value: expiring ? expiringText(t, locale, expiring) : t("cards.unavailable"),
      },
      {
        term: t("cards.balance.pending"),
        value:
          pending === null
            ? t("cards.unavailable")
            : pending > 0
              ? t("cards.balance.pendingValue", { count: pending, points: f.points(pending) })
              : t("cards.balance.noPending"),
      },
      {
        term: t("cards.balance.last"),
        value: !recent.ok
          ? t("cards.unavailable")
          : last
            ? t(last.status === "pending" ? "cards.balance.lastValuePending" : "cards.balance.lastValue", {
                points: f.signedPoints(last.pointsAmount),
                date: f.date(last.transactionDate),
                description: last.transactionDetails[0].description,
              })
            : t("cards.balance.noTransactions"),
      },
    ],
    // Where the country registers invoices inside the portal (issue 32), the button leads there and the programme's
    // outside page stays as a second way; elsewhere the button is that outside page.
    ...invoiceLinks(t, locale, links?.invoices ?? "#"),
  };
}

/**
 * The accumulated points card as a statement (decisions 0015, 0051): the
 * balance the day before the 3-year period began, every kind of movement
 * since, and the balance they add up to, the same figure as the balance card.
 * Each line says the days it covers; pending credits are shown beside it: they
 * are not in the balance yet.
 */
export function accumulatedCard(t: T, locale: Locale, statement: Settled<LedgerStatement>): Card<AccumulatedCardData> {
  if (!statement.ok) return cardError(t, locale);
  const f = formatters(locale);
  const s = statement.value;
  if (s.opening === 0 && s.earned + s.received + s.adjusted <= 0 && s.pending <= 0) {
    return {
      state: "empty",
      heading: t("cards.accumulated.heading"),
      title: t("cards.accumulated.emptyTitle"),
      body: t("cards.accumulated.emptyBody"),
      action: {
        label: t("cards.accumulated.emptyAction"),
        href: href(locale, "points-calculator") ?? pointsPageOf(locale),
      },
    };
  }
  const added = (value: number) => f.signedPoints(value);
  const taken = (value: number) => f.signedPoints(-value);
  const lines: { term: string; value: string; shown: boolean }[] = [
    {
      term: t("cards.accumulated.opening", { date: f.day(openingDay(s.period)) }),
      value: f.points(s.opening),
      shown: true,
    },
    { term: t("cards.accumulated.earned"), value: added(s.earned), shown: true },
    { term: t("cards.accumulated.received"), value: added(s.received), shown: s.received !== 0 },
    { term: t("cards.accumulated.adjusted"), value: added(s.adjusted), shown: s.adjusted !== 0 },
    { term: t("cards.accumulated.redeemed"), value: taken(s.redeemed), shown: true },
    { term: t("cards.accumulated.sent"), value: taken(s.sent), shown: s.sent !== 0 },
    { term: t("cards.accumulated.expired"), value: taken(s.expired), shown: true },
  ];
  return {
    state: "standard",
    heading: t("cards.accumulated.heading"),
    totalLabel: t("cards.accumulated.totalLabel", { from: f.day(s.period.from), to: f.day(s.period.to) }),
    total: t("points", { count: s.earned, points: f.points(s.earned) }),
    rows: lines.filter((line) => line.shown).map(({ term, value }) => ({ term, value })),
    closing: {
      term: t("cards.accumulated.closing", { date: f.day(s.period.to) }),
      value: t("points", { count: s.closing, points: f.points(s.closing) }),
    },
    pending: s.pending > 0 ? t("cards.accumulated.pending", { count: s.pending, points: f.points(s.pending) }) : null,
  };
}

function invoiceLinks(t: T, locale: Locale, outside: string): Pick<BalanceCardData, "invoices" | "outside" | "list"> {
  const register = href(locale, "invoice-register");
  const list = href(locale, "invoices");
  const newWindow = t("common.newWindow");
  if (!register)
    return { invoices: { label: t("cards.balance.invoices"), href: outside, newWindow }, outside: null, list: null };
  return {
    invoices: { label: t("cards.balance.invoices"), href: register, newWindow: null },
    outside: { label: t("cards.balance.invoicesOutside"), href: outside, newWindow },
    list: list ? { label: t("cards.balance.invoicesList"), href: list } : null,
  };
}
