/**
 * The article breadcrumb's collapse rule (spec 002 §2): on mobile, a trail of
 * more than 3 levels shows its first level, a "..." that opens the levels in
 * between, and its last two levels. A trail that overflows its line on a wider
 * screen collapses the same way (measured in the browser, where the width is
 * known); without JavaScript only the level rule applies, through CSS.
 */
export const BREADCRUMB_MAX_LEVELS = 3;

export interface CollapsedTrail<Level> {
  first: Level[];
  hidden: Level[];
  last: Level[];
}

/** Whether a trail collapses on mobile, before anything is measured. */
export const collapsesOnMobile = (levels: number) => levels > BREADCRUMB_MAX_LEVELS;

/**
 * A trail split for collapsing: the first level, the levels the "..." hides,
 * and the levels kept at the end: two past 3 levels (the section and the
 * article itself), the last one of a 3-level trail that overflows. A trail of
 * 2 levels or fewer has nothing to hide.
 */
export function collapseTrail<Level>(levels: readonly Level[]): CollapsedTrail<Level> {
  if (levels.length < 3) return { first: [...levels], hidden: [], last: [] };
  const tail = collapsesOnMobile(levels.length) ? 2 : 1;
  return { first: levels.slice(0, 1), hidden: levels.slice(1, -tail), last: levels.slice(-tail) };
}
