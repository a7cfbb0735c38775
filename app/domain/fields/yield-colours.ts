/**
 * The field map's colours (issue 31): one scale for a season's yields of one crop, in the unit the grower reads
 * (t/ha or bu/ac), shared by the server-drawn SVG, its legend, the table's swatches and the interactive map, so all
 * four always agree. Five classes of equal width between the crop's lowest and highest yield, from a pale straw to a
 * deep green (lighter is less, as on a yield monitor's map); the steps differ in lightness, so they read apart for
 * colour-blind growers and in greyscale. A field of another crop, or without a harvest, has a colour of its own.
 */
const STEPS = ["#f3e9b5", "#c9dd8c", "#8cc36b", "#4a9a4e", "#1f6b3a"] as const;
export const OTHER_CROP_COLOUR = "#d9d6cc";
export const NO_YIELD_COLOUR = "#ffffff";

export interface YieldClass {
  colour: string;
  /** The class's bounds in the grower's unit; the last class includes its upper bound. */
  from: number;
  to: number;
}

/** The classes for these yields (the chosen crop's, in the grower's unit), rounded to `decimals` as they are shown. */
export function yieldClasses(yields: readonly number[], decimals: number): YieldClass[] {
  const values = yields.filter((v) => Number.isFinite(v));
  if (!values.length) return [];
  const round = (v: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;
  const [low, high] = [round(Math.min(...values)), round(Math.max(...values))];
  // One yield, or all alike: one class, in the scale's darkest step.
  if (high === low) return [{ colour: STEPS[STEPS.length - 1], from: low, to: high }];
  const count = Math.min(STEPS.length, values.length);
  const width = (high - low) / count;
  // With fewer yields than steps, the steps spread over the whole scale rather than stopping pale.
  const colourAt = (i: number) => STEPS[Math.round((i * (STEPS.length - 1)) / (count - 1))];
  return Array.from({ length: count }, (_, i) => ({
    colour: colourAt(i),
    from: round(low + width * i),
    to: i === count - 1 ? high : round(low + width * (i + 1)),
  }));
}

/** The colour of one yield: its class's, the first class whose upper bound holds it (no yield: NO_YIELD_COLOUR). */
export function yieldColour(value: number | null, classes: readonly YieldClass[]): string {
  if (value === null || !classes.length) return NO_YIELD_COLOUR;
  const found = classes.find((c, i) => value < c.to || i === classes.length - 1);
  return found!.colour;
}
