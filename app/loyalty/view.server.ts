import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { memberDay } from "~/domain/loyalty/calendar";
import { type ExpiringPoints, expiringPoints } from "~/domain/loyalty/expiry";
import {
  CATEGORY_KEYS,
  ledgerRole,
  type LedgerStatement,
  openingDay,
  pointsTone,
  yearPeriod,
} from "~/domain/loyalty/ledger";
import { POINTS_BANDS, searchRange } from "~/domain/loyalty/points-bands";
import { DATA_DELAY_DAYS } from "~/domain/loyalty/programme";
import { groupRoleOf, redemptionButton } from "~/domain/loyalty/redemption";
import {
  SERVICE_CATEGORIES,
  SERVICE_CROPS,
  SERVICE_JOURNEYS,
  type ServiceFilters,
  SERVICES_MAX_PAGE,
  SERVICES_STEP,
  withNextPage,
} from "~/domain/loyalty/service-filters";
import { starProgress } from "~/domain/loyalty/stars";
import { transactionState } from "~/domain/loyalty/transaction-state";
import { historyDescription, orderItemDescription } from "~/domain/loyalty/truncate";
import { formatters } from "~/format/loyalty";
import { href } from "~/i18n/href";
import type { Expiration, HistoryPage, Member, Service, ServicesPage, Transaction } from "~/services/loyalty/contract";

import type {
  AccumulatedCardData,
  BalanceCardData,
  Card,
  CardError,
  SelectData,
  ServicesBlockData,
  StatusCardData,
  TransactionDetailData,
  TransactionRowData,
} from "./view-types";

/**
 * The services' count as one sentence with the number apart: the list holds `count` cards, a phone shows at most
 * `mobileCount` of them, and CSS puts that number in the other's place there (issue 27: the page wrote the sentence
 * twice, once per screen, and a text browser read both). Both numbers take the same plural form: they differ only
 * when both are over 8.
 */
function servicesStatus(sentence: string, count: number, mobileCount: number): ServicesBlockData["status"] {
  const at = sentence.indexOf(String(count));
  return {
    before: sentence.slice(0, at),
    count: String(count),
    mobileCount: String(Math.min(count, mobileCount)),
    after: sentence.slice(at + String(count).length),
  };
}

/**
 * Loader-side builders of the Impulso views: the domain's rules applied to
 * the upstream's data, turned into finished text in the page's locale.
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
    invoices: { label: t("cards.balance.invoices"), href: links?.invoices ?? "#", newWindow: t("common.newWindow") },
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

/** A row's points as shown: signed when they are in the balance, "Aviso: 930" for an expiry notice. */
function rowPoints(t: T, locale: Locale, tx: Transaction): string {
  const f = formatters(locale);
  if (ledgerRole({ kind: tx.kind, status: tx.status, category: tx.category.icon }) === "notice") {
    return t("history.noticePoints", { points: f.points(Math.abs(tx.pointsAmount)) });
  }
  return f.signedPoints(tx.pointsAmount);
}

/** A category's name in the page's language (spec 001 §3's categories), or the programme's own name for one we do not know. */
export function categoryName(t: T, category: { name: string; icon: string }): string {
  return (CATEGORY_KEYS as readonly string[]).includes(category.icon)
    ? t(`transactionCategories.${category.icon}`)
    : category.name;
}

// ── Transactions ─────────────────────────────────────────────────────────────

export function transactionRow(
  t: T,
  locale: Locale,
  tx: Transaction,
  detailHref: string,
  today: string,
): TransactionRowData {
  const f = formatters(locale);
  const detail = tx.transactionDetails[0];
  const state = transactionState({ kind: tx.kind, status: tx.status, expirationDate: detail.expirationDate }, today);
  const category = categoryName(t, tx.category);
  const description = detail.description || category;
  return {
    number: detail.transactionNumber,
    href: detailHref,
    date: f.date(tx.transactionDate),
    time: f.time(tx.transactionDate),
    description: historyDescription(description),
    fullDescription: description,
    category,
    points: rowPoints(t, locale, tx),
    tone: pointsTone({ kind: tx.kind, status: tx.status, category: tx.category.icon, pointsAmount: tx.pointsAmount }),
    state,
    stateLabel: t(`states.${state}`),
    linkLabel: t("history.rowLink", { description }),
  };
}

export function transactionDetail(t: T, locale: Locale, tx: Transaction, today: string): TransactionDetailData {
  const f = formatters(locale);
  const d = tx.transactionDetails[0];
  const state = transactionState({ kind: tx.kind, status: tx.status, expirationDate: d.expirationDate }, today);
  const row = (key: string, value: string | null) => (value ? [{ term: t(key), value }] : []);
  const category = categoryName(t, tx.category);
  const notice = tx.kind === "notice";
  return {
    title: d.description || category,
    number: d.transactionNumber,
    points: notice
      ? rowPoints(t, locale, tx)
      : t("points", { count: Math.abs(tx.pointsAmount), points: f.signedPoints(tx.pointsAmount) }),
    tone: pointsTone({ kind: tx.kind, status: tx.status, category: tx.category.icon, pointsAmount: tx.pointsAmount }),
    state,
    stateLabel: t(`states.${state}`),
    summary: [
      ...row("detail.date", `${f.date(tx.transactionDate)} ${f.time(tx.transactionDate)}`),
      ...row("detail.category", category),
      ...row("detail.number", d.transactionNumber),
      ...row("detail.member", tx.nmMember),
      ...row("detail.expiration", d.expirationDate ? f.day(d.expirationDate) : null),
    ],
    invoice:
      d.invoiceNumber || d.invoiceDate || (d.partnerName && !d.orderNumber)
        ? {
            heading: t("detail.invoiceHeading"),
            rows: [
              ...row("detail.invoiceNumber", d.invoiceNumber),
              ...row("detail.invoiceDate", d.invoiceDate ? f.day(d.invoiceDate) : null),
              ...row("detail.partner", d.partnerName),
            ],
          }
        : null,
    order: d.orderNumber
      ? {
          heading: t("detail.orderHeading", { number: d.orderNumber }),
          caption: t("detail.orderCaption"),
          columns: { quantity: t("detail.quantity"), description: t("detail.product"), points: t("detail.itemPoints") },
          items: d.orderItems.map((item) => ({
            quantity: f.decimal(item.productQuantity),
            description: orderItemDescription(item.productDescription),
            fullDescription: item.productDescription,
            points: f.points(item.productPoints),
          })),
          totals: [
            ...row("detail.subtotal", d.subTotalOrder === null ? null : f.points(d.subTotalOrder)),
            ...row("detail.shipping", d.shippingFee === null ? null : f.points(d.shippingFee)),
            ...row("detail.total", d.totalPointsOrder === null ? null : f.points(d.totalPointsOrder)),
          ],
        }
      : null,
    transfer: tx.transferPoints
      ? {
          heading: t("detail.transferHeading"),
          rows: [
            { term: t("detail.sender"), value: tx.transferPoints.sender },
            { term: t("detail.receiver"), value: tx.transferPoints.receiver },
          ],
        }
      : null,
  };
}

// ── Services ─────────────────────────────────────────────────────────────────

export function serviceFilterSelects(
  t: T,
  filters: Pick<ServiceFilters, "crop" | "journey" | "category" | "band">,
  withServiceFilters = true,
): SelectData[] {
  const all = { value: "", label: t("services.all") };
  const selects: SelectData[] = [];
  if (withServiceFilters) {
    selects.push(
      {
        name: "crop",
        label: t("services.crop"),
        value: filters.crop ?? "",
        options: [all, ...SERVICE_CROPS.map((v) => ({ value: v, label: t(`crops.${v}`) }))],
      },
      {
        name: "journey",
        label: t("services.journey"),
        value: filters.journey ?? "",
        options: [all, ...SERVICE_JOURNEYS.map((v) => ({ value: v, label: t(`journeys.${v}`) }))],
      },
      {
        name: "category",
        label: t("services.category"),
        value: filters.category ?? "",
        options: [all, ...SERVICE_CATEGORIES.map((v) => ({ value: v, label: t(`categories.${v}`) }))],
      },
    );
  }
  selects.push({
    name: "band",
    label: t("services.band"),
    value: filters.band ?? "",
    options: [
      { value: "", label: t("bands.all") },
      ...POINTS_BANDS.map((b) => ({ value: b.id, label: t(`bands.${b.id}`) })),
    ],
  });
  return selects;
}

const categoryLabel = (t: T, key: string) =>
  (SERVICE_CATEGORIES as readonly string[]).includes(key) ? t(`categories.${key}`) : key;

/** Only our own images and data URIs pass the page's CSP; anything else is left out. */
const safeImage = (service: Service) => {
  const candidate = service.imgUrl ?? service.imgBase64Html;
  if (!candidate) return null;
  return candidate.startsWith("/") && !candidate.startsWith("//")
    ? candidate
    : candidate.startsWith("data:image/")
      ? candidate
      : null;
};

export interface ServicesViewInput {
  t: T;
  locale: Locale;
  path: string;
  params: URLSearchParams;
  filters: ServiceFilters;
  result: Settled<ServicesPage>;
  /** null: not enrolled (steps and a connect button on every card). */
  member: Member | null;
}

/** The services block's request for a page: every card up to it, 16 per page (the desktop step). */
export function servicesRequest(filters: ServiceFilters) {
  return {
    count: filters.page * SERVICES_STEP.desktop,
    ...(({ min, max }) => ({ minPoints: min, maxPoints: max }))(searchRange(filters.band)),
    crop: filters.crop,
    journey: filters.journey,
    category: filters.category,
  };
}

export function servicesBlock({
  t,
  locale,
  path,
  params,
  filters,
  result,
  member,
}: ServicesViewInput): ServicesBlockData {
  const f = formatters(locale);
  const links = countryOf(locale).programme;
  const enrolled = member !== null;
  const role = member ? groupRoleOf(member) : "none";
  const balance = member?.orbiaPoints ?? 0;
  const services = result.ok ? result.value.data.results : [];
  const hasFilters = Boolean(filters.crop || filters.journey || filters.category || filters.band);
  const mobileCount = filters.page * SERVICES_STEP.mobile;
  const moreOnDesktop = result.ok && result.value.data.next_page !== null;
  const moreOnMobile = moreOnDesktop || services.length > mobileCount;
  const cards = services.map((service) => {
    const kind = redemptionButton({ enrolled, role, balance, cost: service.vlPricePoints });
    const target = kind === "connect" ? (links?.register ?? service.dsLink) : service.dsLink;
    return {
      id: service.idOrbia,
      name: service.nmService,
      vendor: service.nmVendor,
      category: categoryLabel(t, service.ctgService),
      image: safeImage(service),
      cost:
        service.vlPricePoints <= 0
          ? t("services.free")
          : t("points", { count: service.vlPricePoints, points: f.points(service.vlPricePoints) }),
      previousCost:
        service.vlPreviousPricePoints !== null && service.vlPreviousPricePoints > service.vlPricePoints
          ? t("points", { count: service.vlPreviousPricePoints, points: f.points(service.vlPreviousPricePoints) })
          : null,
      stars: service.qtStars,
      starsText: t("services.starsRequired", { count: service.qtStars }),
      tag: service.recommendationTag,
      button: {
        kind,
        label: t(`services.buttons.${kind}`),
        href: target,
        hint:
          kind === "group"
            ? t("services.hints.group")
            : kind === "access"
              ? t("services.hints.access", { points: f.points(service.vlPricePoints - balance) })
              : null,
        newWindow: true,
      },
    };
  });
  return {
    heading: t("services.heading"),
    lead: enrolled ? t("services.lead", { points: f.points(balance) }) : t("services.leadVisitor"),
    steps:
      !enrolled && links
        ? {
            heading: t("services.steps.heading"),
            items: [
              t("services.steps.one"),
              t("services.steps.two", { count: DATA_DELAY_DAYS }),
              t("services.steps.three"),
            ],
            connect: { label: t("services.steps.connect"), href: links.register, newWindow: t("common.newWindow") },
          }
        : null,
    form: {
      action: path,
      label: t("services.filtersLabel"),
      filters: serviceFilterSelects(t, filters),
      submit: t("services.apply"),
      clear: hasFilters ? { label: t("services.clear"), href: path } : null,
    },
    state: cards.length ? "ok" : "empty",
    empty: result.ok
      ? { title: t("services.emptyTitle"), body: hasFilters ? t("services.emptyFiltered") : t("services.emptyBody") }
      : { title: t("services.emptyTitle"), body: t("services.failedBody") },
    status: cards.length
      ? servicesStatus(t("services.showing", { count: cards.length }), cards.length, mobileCount)
      : null,
    listLabel: t("services.listLabel"),
    cards,
    mobileCount,
    page: filters.page,
    more: moreOnMobile
      ? {
          label: t("services.more"),
          href: `${path}?${withNextPage(params, filters.page, SERVICES_MAX_PAGE).toString()}`,
          mobileOnly: !moreOnDesktop,
        }
      : null,
    newWindow: t("common.newWindow"),
    previousCostLabel: t("services.previousCost"),
  };
}
