/**
 * Load more (spec 002 §9): 9 contacts per step on desktop, 8 on tablet, 6 on
 * a phone. The server cannot know the screen, so the URL carries the number of
 * steps taken (`?steps=2`) and the server renders what the widest screen shows
 * for that many steps (steps × 9); each card and the button then say, per
 * breakpoint, whether they are past that screen's share, and CSS hides them
 * (decision 0038). Every screen thus shows exactly steps × its own step, with
 * no script and no layout guessed from the user agent.
 */
export const STEP = { desktop: 9, tablet: 8, phone: 6 } as const;
export type Screen = keyof typeof STEP;
const SCREENS = Object.keys(STEP) as Screen[];

/** The widest step: what the server renders per step taken. */
export const WIDEST_STEP = Math.max(...Object.values(STEP));

/** No URL reaches past this many steps (the longest list is a country's few hundred contacts; 10,000 is the portal's cap). */
export const MAX_STEPS = Math.ceil(10_000 / Math.min(...Object.values(STEP)));

/** The `steps` parameter: a whole number from 1 to MAX_STEPS; anything else is 1 (it comes from a link). */
export function stepsFrom(text: string | null | undefined): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.min(Math.max(1, Number(text)), MAX_STEPS);
}

/** How many contacts the server renders (and asks the index for) after `steps` steps. */
export const renderedCount = (steps: number) => steps * WIDEST_STEP;

/** The screens on which the card at `index` (0-based) is past what `steps` steps show. */
export function hiddenOn(index: number, steps: number): Screen[] {
  return SCREENS.filter((screen) => index >= steps * STEP[screen]);
}

/**
 * The screens on which "load more" has something to show, given how many
 * contacts match (`total`, or at least renderedCount + 1 when only that many were asked for).
 */
export function moreOn(total: number, steps: number): Screen[] {
  return SCREENS.filter((screen) => total > steps * STEP[screen]);
}
