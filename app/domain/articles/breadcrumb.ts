/**
 * The article breadcrumb's collapse rule (spec 002 §2): on mobile, a trail of
 * more than 3 levels shows its first level, a "..." that opens the levels in
 * between, and its last two levels. A trail that overflows its line on a wider
 * screen collapses the same way (measured in the browser, where the width is
 * known); without JavaScript only the level rule applies, through CSS.
 */
export const BREADCRUMB_MAX_LEVELS = 3;
/** Levels kept visible at the end of a collapsed trail (the section and the article itself). */
const TAIL = 2;

export interface CollapsedTrail<Level> {
  first: Level[];
  hidden: Level[];
  last: Level[];
}

/** Whether a trail collapses on mobile, before anything is measured. */
export const collapsesOnMobile = (levels: number) => levels > BREADCRUMB_MAX_LEVELS;

/** A trail split for collapsing; a trail that cannot lose a level hides nothing. */
export function collapseTrail<Level>(levels: readonly Level[]): CollapsedTrail<Level> {
  if (levels.length <= 1 + TAIL) return { first: [...levels], hidden: [], last: [] };
  return { first: levels.slice(0, 1), hidden: levels.slice(1, -TAIL), last: levels.slice(-TAIL) };
}
