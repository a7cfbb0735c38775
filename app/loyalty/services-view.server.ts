import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
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
import { formatters } from "~/format/loyalty";
import type { Member, Service, ServicesPage } from "~/services/loyalty/contract";

import type { SelectData, ServicesBlockData } from "./view-types";

/**
 * Loader-side builders of the Impulso services block (the points page's catalogue of services, and the filters the
 * points calculator shares), in finished text in the page's locale.
 */

type T = TFunction<"loyalty">;
type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

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
