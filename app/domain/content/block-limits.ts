/**
 * How many items a content block shows (spec 002 §9). The content service may
 * publish more; the block shows the first ones, in the order published.
 */
export const BLOCK_LIMITS = {
  categoryCards: 10,
  solutionByCrop: 14,
  promoList: 8,
  /** The prominent flex section shows exactly its first 4 items. */
  flexProminent: 4,
} as const;

export function firstItems<T>(items: readonly T[], limit: number): T[] {
  return items.slice(0, Math.max(0, limit));
}

export type FlexVariant = "default" | "prominent";

/** The items a flex section shows: all of them, or the first 4 in the prominent variant. */
export function flexSectionItems<T>(items: readonly T[], variant: FlexVariant): T[] {
  return variant === "prominent" ? firstItems(items, BLOCK_LIMITS.flexProminent) : [...items];
}
