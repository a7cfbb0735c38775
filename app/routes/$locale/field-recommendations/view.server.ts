import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import type { LotRejection, LotVerdict } from "~/domain/catalog/seed-quality";
import { lotCorrection, sameHybrid } from "~/domain/catalog/seeding-rate";
import { curvePoints, type ProductCard } from "~/domain/fields/recommendations";
import { gateCopy } from "~/field-data/connect-link";
import type { Measures } from "~/field-data/measures";
import type { Fetched } from "~/field-data/partner-calls.server";
import { formatPercentage } from "~/format/numbers";
import type { CurveResponse, Field } from "~/services/agronomy/contract";

import type { RecommendedProduct } from "./data.server";

/**
 * The recommendations page's view model: the partner's answers and the seed
 * lot's verdict turned into finished text in the grower's locale and units.
 */

/** The text of each of a code's problems, under rec.lot. */
const LOT_REJECTION_TEXT: Record<LotRejection, string> = {
  "not-found": "notFound",
  soybean: "soybean",
  expired: "expired",
  rejected: "rejected",
};

function fieldOptions(t: TFunction, measures: Measures, fields: readonly Field[]) {
  return fields.map((f) => ({
    value: f.id,
    label: t("rec.fieldOption", { name: f.name, farm: f.location, area: measures.area(f.area) }),
  }));
}

/** One line for the lot as a whole: which hybrid it corrects, or why it corrects none. */
export function lotNotice(t: TFunction, lot: LotVerdict, code: string, hybrids: readonly string[]): string {
  if (lot.kind === "service") return t("rec.lot.unavailable", { code });
  if (lot.kind === "code") return t(`rec.lot.${LOT_REJECTION_TEXT[lot.reason]}`, { code });
  const own = hybrids.some((name) => sameHybrid(lot.result.hybrid, name));
  return t(own ? "rec.lot.applied" : "rec.lot.otherHybrid", { code, hybrid: lot.result.hybrid });
}

/** The lot's correction of one product's density: only for the lot's own hybrid, none for any other. */
export function lotCorrectionText(
  t: TFunction,
  locale: Locale,
  measures: Measures,
  lot: LotVerdict | null,
  code: string | null,
  card: ProductCard,
): string | null {
  if (lot?.kind !== "found" || !code) return null;
  const correction = lotCorrection(lot.result, { name: card.title, densityPerSquareMetre: card.density });
  if (correction.kind === "unusable") return t("rec.lot.unusable", { code });
  if (correction.kind !== "applied") return null;
  return t("rec.lot.result", {
    code,
    germination: formatPercentage(locale, lot.result.germinationPower),
    failures: formatPercentage(locale, lot.result.failures),
    seeds: measures.perArea(correction.seedsPerHectare, "seeds"),
    stand: measures.perArea(correction.plantsPerHectare, "plants"),
    product: card.title,
  });
}

/**
 * A product's yield/density curve in the grower's units, with its labels and
 * a text summary (the densities it spans, the recommended point): 4 decimals
 * for t/ha and seeds/m², 1 for bu/ac and none for seeds/ac (spec 000 §9).
 */
export function curveView(t: TFunction, locale: Locale, measures: Measures, card: ProductCard, curve: CurveResponse) {
  const us = measures.system === "us-customary";
  const densities = curve.curve.map((p) => p.density);
  const { density, yield: expected } = curve.recommended;
  return {
    ok: true as const,
    points: curvePoints(curve.curve).map((p) => ({
      density: measures.densityNumber(p.density),
      yield: measures.curveYieldNumber(p.yield, card.crop),
    })),
    recommended: { density: measures.densityNumber(density), yield: measures.curveYieldNumber(expected, card.crop) },
    format: { locale, densityDecimals: us ? 0 : 4, yieldDecimals: us ? 1 : 4 },
    labels: {
      title: t("rec.chartTitle"),
      x: t(us ? "rec.chartXAcre" : "rec.chartX"),
      y: t(us ? "rec.chartYBushels" : "rec.chartY"),
      recommended: t("rec.chartRecommended"),
      summary: t("rec.chartSummary", {
        product: card.title,
        from: measures.density(densities.length ? Math.min(...densities) : 0),
        to: measures.density(densities.length ? Math.max(...densities) : 0),
        yield: measures.curveYield(expected, card.crop),
        density: measures.density(density),
      }),
    },
  };
}

export interface LotContext {
  verdict: LotVerdict | null;
  code: string | null;
}

/** One recommended product's card: figures, the lot's correction, the catalogue's gaps and the curve. */
export function productView(
  t: TFunction,
  locale: Locale,
  measures: Measures,
  { card, catalogueError, curve }: RecommendedProduct,
  lot: LotContext,
) {
  const environment = t(`rec.environments.${card.environment}`, { defaultValue: card.environment });
  return {
    id: card.id,
    fieldId: card.fieldId,
    title: card.title,
    subtitle: card.subtitle,
    imgsrc: card.imgsrc,
    /** The technology and the environment, as one line under the title. */
    subtitleLine: [card.productSubtitle, t("rec.environment", { environment })].filter(Boolean).join(" · "),
    description: card.description,
    link: card.linkUrl ? { href: card.linkUrl, label: t("rec.viewProduct", { product: card.title }) } : null,
    catalogueError: catalogueError ? { title: t("rec.errors.catalog"), detail: catalogueError } : null,
    figures: [
      { label: t("rec.density"), value: measures.density(card.density) },
      { label: t("rec.yield"), value: measures.curveYield(card.yieldings, card.crop) },
    ],
    lot: lotCorrectionText(t, locale, measures, lot.verdict, lot.code, card),
    curve: curve.ok
      ? curveView(t, locale, measures, card, curve.value)
      : { ok: false as const, title: t("rec.errors.curve"), detail: curve.detail },
  };
}

/** The products widget: its heading and date, or the recommendations call's error state. */
export function productsWidget(
  t: TFunction,
  locale: Locale,
  measures: Measures,
  field: Field,
  products: Fetched<RecommendedProduct[]>,
  lot: LotContext,
  asOf: string,
) {
  if (!products.ok) return { ok: false as const, title: t("rec.errors.recommendations"), detail: products.detail };
  return {
    ok: true as const,
    heading: t("rec.productsHeading", { field: field.name }),
    asOf: t("rec.asOf", { date: asOf }),
    products: products.value.map((product) => productView(t, locale, measures, product, lot)),
  };
}

/** What every state of the page says: its meta, heading, lead, the way to connect and the retry. */
export function pageFrame(t: TFunction, connect: string, here: string) {
  return {
    meta: { title: t("rec.meta.title"), description: t("rec.meta.description") },
    heading: t("rec.heading"),
    lead: t("rec.lead"),
    connectHref: connect,
    retry: { label: t("rec.errors.retry"), href: here },
  };
}

/** A grower who has not connected: the invitation, and the gate on its action. */
export function notConnectedPage(t: TFunction, frame: ReturnType<typeof pageFrame>) {
  return {
    ...frame,
    gate: gateCopy(t),
    notConnected: {
      title: t("empty.notConnected.title"),
      description: t("empty.notConnected.description"),
      action: t("empty.notConnected.action"),
    },
    fields: null,
    selected: null,
    recommendations: null,
  };
}

export interface RecommendationsInput {
  fields: Fetched<Field[]>;
  field: Field | null;
  products: Fetched<RecommendedProduct[]> | null;
  lot: LotContext;
  /** The moment the recommendations were asked for, as the grower reads it. */
  asOf: string;
  seedQualityHref: string | null;
}

/** A connected grower's page: the field form, the lot form and its notice, the products or their error state. */
export function recommendationsPage(
  t: TFunction,
  locale: Locale,
  measures: Measures,
  frame: ReturnType<typeof pageFrame>,
  { fields, field, products, lot, asOf, seedQualityHref }: RecommendationsInput,
) {
  const options = fields.ok ? fieldOptions(t, measures, fields.value) : [];
  const hybrids = products?.ok ? products.value.map((p) => p.card.title) : [];
  return {
    ...frame,
    gate: null,
    notConnected: null,
    fields: fields.ok
      ? {
          ok: true as const,
          label: t("rec.fieldLabel"),
          submit: t("rec.fieldSubmit"),
          options,
          empty:
            options.length === 0
              ? { title: t("rec.empty.fields"), description: t("rec.empty.fieldsDescription") }
              : null,
        }
      : { ok: false as const, title: t("rec.errors.fields"), detail: fields.detail },
    selected: field?.id ?? null,
    lot: {
      heading: t("rec.lot.heading"),
      intro: t("rec.lot.intro"),
      label: t("rec.lot.label"),
      submit: t("rec.lot.submit"),
      value: lot.code ?? "",
      notice: lot.verdict && lot.code ? lotNotice(t, lot.verdict, lot.code, hybrids) : null,
      checker: { label: t("rec.lot.checker"), href: seedQualityHref },
    },
    recommendations: field && products ? productsWidget(t, locale, measures, field, products, lot, asOf) : null,
    emptyRecommendations: {
      title: t("rec.empty.recommendations"),
      description: t("rec.empty.recommendationsDescription"),
    },
  };
}
