/**
 * Finder types (spec 002 §2 §9): what a finder lists, 'dealer' by default. The
 * type is also the finder's anchor: a link ending in #dealer scrolls to the
 * dealer finder of the page (the element's id is the type).
 */
export const FINDER_TYPES = ["dealer", "distributor", "agronomist"] as const;
export type FinderType = (typeof FINDER_TYPES)[number];
export const DEFAULT_FINDER_TYPE: FinderType = "dealer";

/** A type from content or a URL; anything unknown is the default. */
export function finderTypeOf(value: string | null | undefined): FinderType {
  return (FINDER_TYPES as readonly string[]).includes(value ?? "") ? (value as FinderType) : DEFAULT_FINDER_TYPE;
}

/** The id of a finder's section: the anchor a link uses to scroll to it. */
export const finderAnchor = (type: FinderType) => type;
