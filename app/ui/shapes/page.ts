import type { StyleRule } from "@vanilla-extract/css";

import { vars } from "../theme.css";
import { flexColumn } from "./arrangement";

/** A page's frame, as pieces of a style rule (decision 0063): spread them into a `style()` of a `.css.ts` file. */

/** The page's blocks one above the other, `gap` apart, with room above and more below. */
export function pageColumn(gap: string): StyleRule {
  return { paddingBlock: `${vars.space.lg} ${vars.space.xxl}`, ...flexColumn(gap) };
}

/** The page's title and lead, close together, at most `maxWidth` wide. */
export function pageHeader(maxWidth: string): StyleRule {
  return { ...flexColumn(vars.space.xs), maxWidth };
}

export const PAGE_TITLE = { fontSize: vars.size.xxl, margin: 0 } as const;
export const PAGE_LEAD = { margin: 0, color: vars.colour.muted } as const;
