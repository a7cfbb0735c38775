import type { StyleRule } from "@vanilla-extract/css";

import { MEDIA } from "../breakpoints";

/**
 * How children are laid out, as pieces of a style rule (decision 0063): spread them into a `style({ ... })` of a
 * `.css.ts` file and add what is the element's own. They emit no class of their own, so a page's CSS stays what its
 * own classes say.
 */

/** A list without its bullets and indent: for lists laid out as rows, grids or stacks. */
export const BARE_LIST = { listStyle: "none", margin: 0, padding: 0 } as const;

interface RowOptions {
  align?: StyleRule["alignItems"];
  justify?: StyleRule["justifyContent"];
  /** Wrap onto more lines when the row is too wide. */
  wrap?: boolean;
}

/** Children side by side, `gap` apart. */
export function flexRow(gap: string, { align, justify, wrap = false }: RowOptions = {}): StyleRule {
  return {
    display: "flex",
    ...(wrap && { flexWrap: "wrap" }),
    ...(align && { alignItems: align }),
    ...(justify && { justifyContent: justify }),
    gap,
  };
}

/** Children one above the other, `gap` apart, each as wide as the column. */
export function flexColumn(gap: string): StyleRule {
  return { display: "flex", flexDirection: "column", gap };
}

/** A list laid out as a row that wraps onto more lines, its items `gap` apart. */
export function wrappingList(gap: string): StyleRule {
  return { ...flexRow(gap, { wrap: true }), ...BARE_LIST };
}

/** Children in a grid's one column, `gap` apart. */
export function gridStack(gap: string): StyleRule {
  return { display: "grid", gap };
}

/** As many columns as fit, each at least `minWidth` (or the whole width, when that is less), `gap` apart. */
export function autoGrid(gap: string, minWidth: string, repeat: "auto-fill" | "auto-fit" = "auto-fill"): StyleRule {
  return { display: "grid", gap, gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr))` };
}

/** A list laid out as a grid of equal columns by screen width (see columnsBy), `gap` apart. */
export function gridList(gap: string, columns: Parameters<typeof columnsBy>[0]): StyleRule {
  const { gridTemplateColumns, "@media": media } = columnsBy(columns);
  return { ...gridStack(gap), gridTemplateColumns, ...BARE_LIST, "@media": media };
}

/**
 * Columns by screen width: `phone` below a tablet (one column unless said; null: none set), `tablet` and `desktop` from
 * those widths up. A number is that many equal columns; a string is the template itself.
 */
export function columnsBy({
  phone = "1fr",
  tablet,
  desktop,
}: {
  phone?: string | null;
  tablet: number | string;
  desktop?: number | string;
}): StyleRule {
  const template = (columns: number | string) =>
    typeof columns === "number" ? `repeat(${columns}, minmax(0, 1fr))` : columns;
  return {
    ...(phone !== null && { gridTemplateColumns: phone }),
    "@media": {
      [MEDIA.tablet]: { gridTemplateColumns: template(tablet) },
      ...(desktop !== undefined && { [MEDIA.desktop]: { gridTemplateColumns: template(desktop) } }),
    },
  };
}
