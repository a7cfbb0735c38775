import type { Locale } from "~/countries";
import { type LotVerdict, lotVerdictOf } from "~/domain/catalog/seed-quality";
import {
  type CatalogueProduct,
  entriesForField,
  type ProductCard,
  productCards,
  shownProductIds,
} from "~/domain/fields/recommendations";
import { type Fetched, fetched } from "~/field-data/partner-calls.server";
import { href } from "~/i18n/href";
import { catalogueEntry, listRecommendations, yieldDensityCurve } from "~/services/agronomy/client.server";
import type { CurveResponse } from "~/services/agronomy/contract";
import { lookupCornBatch } from "~/services/seed-quality/client.server";

/**
 * The recommendations page's own partner calls, each settled into its
 * widget's data or its error text: a failing call degrades its own widget.
 */

/** One recommended product: its card, and what the catalogue and the curve calls gave for it. */
export interface RecommendedProduct {
  card: ProductCard;
  catalogueError: string | null;
  curve: Fetched<CurveResponse>;
}

/**
 * The field's recommendations (the first 5 products), then, all in parallel,
 * their catalogue entries and their yield/density curves (a curve needs only
 * the product and its environment, which the recommendation gives).
 */
export async function fetchRecommendedProducts(
  token: string,
  locale: Locale,
  fieldId: string,
): Promise<Fetched<RecommendedProduct[]>> {
  const answer = await fetched("recommendations", listRecommendations(token, locale, fieldId));
  if (!answer.ok) return answer;
  const entries = entriesForField(answer.value.results.data, fieldId);
  const ids = shownProductIds(entries);
  const [catalogue, curves] = await Promise.all([
    Promise.all(ids.map((id) => fetched("product catalog", catalogueEntry(token, locale, id)))),
    Promise.all(
      productCards(entries, new Map(), () => null).map((card) =>
        fetched("yield density curve", yieldDensityCurve(token, card.environment, card.id)),
      ),
    ),
  ]);
  const found = new Map<string, CatalogueProduct>();
  catalogue.forEach((entry, i) => entry.ok && found.set(ids[i], entry.value));
  const cards = productCards(entries, found, (product) => href(locale, "seed-product", product.seoSlug));
  return {
    ok: true,
    value: cards.map((card, i) => {
      const entry = catalogue[i];
      return { card, catalogueError: entry.ok ? null : entry.detail, curve: curves[i] };
    }),
  };
}

/** The seed lot's verdict from the quality service (spec 000 §5), or null when no lot was given. Never rejects. */
export async function lookupLot(code: string | null, locale: Locale): Promise<LotVerdict | null> {
  return code ? lotVerdictOf(await lookupCornBatch(code, locale)) : null;
}
