/**
 * The contact filters of the dealer finder (spec 002 §5): a contact's facet
 * field holds its values separated by '##' ("Soja##Milho"), matched
 * case-insensitively; a facet map lists the filter options, its groups
 * separated by '&&' and each group's heading separated from its values by '::'
 * ("crops::Soja##Milho&&services::Sementes##Defensivos"). The heading is the
 * contact field the group filters; its label is a translation.
 */
const VALUE_SEPARATOR = "##";
const GROUP_SEPARATOR = "&&";
const HEADING_SEPARATOR = "::";

export interface FacetGroup {
  /** The contact field the group filters, e.g. "crops". */
  field: string;
  /** The options, as the map writes them, without duplicates (compared case-insensitively). */
  values: string[];
}

/** Case-insensitive and accent-sensitive as the spec asks: "SOJA" matches "soja", "Soja ". */
const fold = (value: string) => value.trim().toLowerCase();

/** A facet field's values: '##'-separated, trimmed, empties dropped. */
export function facetValues(encoded: string | null | undefined): string[] {
  if (!encoded) return [];
  return encoded
    .split(VALUE_SEPARATOR)
    .map((value) => value.trim())
    .filter(Boolean);
}

function withoutDuplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = fold(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A facet map's groups, in the map's order. A group without '::' or without a
 * heading is not a group (nothing to name its dropdown after) and is skipped;
 * a heading given twice keeps its first group.
 */
export function parseFacetMap(encoded: string | null | undefined): FacetGroup[] {
  if (!encoded) return [];
  const groups: FacetGroup[] = [];
  for (const part of encoded.split(GROUP_SEPARATOR)) {
    const at = part.indexOf(HEADING_SEPARATOR);
    if (at < 0) continue;
    const field = part.slice(0, at).trim();
    if (!field || groups.some((group) => group.field === field)) continue;
    groups.push({ field, values: withoutDuplicates(facetValues(part.slice(at + HEADING_SEPARATOR.length))) });
  }
  return groups;
}

/** Whether a contact's field (its '##' values) holds the chosen value, whatever the case. */
export function facetMatches(encoded: string | null | undefined, chosen: string): boolean {
  const wanted = fold(chosen);
  return facetValues(encoded).some((value) => fold(value) === wanted);
}

/** A selection: field → chosen value. A field chosen as "" (the dropdown's "all") filters nothing. */
export type FacetSelection = Record<string, string>;

/** Whether a contact passes every chosen facet (the groups combine with AND). */
export function passesFacets(facets: Record<string, string | undefined>, selection: FacetSelection): boolean {
  return Object.entries(selection).every(([field, chosen]) => !chosen.trim() || facetMatches(facets[field], chosen));
}

/** A contact's facets read once: field → its values folded, so a search over thousands tests set membership only. */
export type FoldedFacets = Record<string, ReadonlySet<string>>;

export function foldFacets(facets: Record<string, string | undefined>): FoldedFacets {
  return Object.fromEntries(
    Object.entries(facets).map(([field, encoded]) => [field, new Set(facetValues(encoded).map(fold))]),
  );
}

/** `passesFacets` over facets already folded: the same rule, for the search's hot loop. */
export function passesFoldedFacets(folded: FoldedFacets, selection: FacetSelection): boolean {
  return foldedSelectionTest(selection)(folded);
}

/** The selection folded once, as a test of a contact's folded facets (what the search calls per contact). */
export function foldedSelectionTest(selection: FacetSelection): (folded: FoldedFacets) => boolean {
  const wanted = Object.entries(selection)
    .filter(([, chosen]) => chosen.trim())
    .map(([field, chosen]) => [field, fold(chosen)] as const);
  return (folded) => wanted.every(([field, value]) => folded[field]?.has(value) ?? false);
}

/**
 * The selection a query can make: only the map's fields, and only values the
 * map offers (written as the map writes them), so a link with a stale or made-up
 * value filters nothing instead of emptying the list.
 */
export function selectionFrom(groups: FacetGroup[], read: (field: string) => string | null): FacetSelection {
  const selection: FacetSelection = {};
  for (const group of groups) {
    const asked = read(group.field);
    if (!asked) continue;
    const option = group.values.find((value) => fold(value) === fold(asked));
    if (option) selection[group.field] = option;
  }
  return selection;
}
