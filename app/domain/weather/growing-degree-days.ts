/**
 * Growing degree days for corn (issue 15, decision 0037): the modified (86/50) method. Each day's maximum and
 * minimum are first held between the base, 10 °C (50 °F), and the cap, 30 °C (86 °F), then the day counts the mean
 * of the two less the base. Computed in °C; a US grower reads °F degree days, 1.8 times the figure (the base and
 * cap are the same temperatures in both scales, so the conversion is exact).
 */
const CORN_BASE_C = 10;
const CORN_CAP_C = 30;

/** How far back a planting date may go: the history the upstream keeps, and more than any corn season. */
export const PLANTING_MAX_DAYS_AGO = 240;

const hold = (celsius: number) => Math.min(Math.max(celsius, CORN_BASE_C), CORN_CAP_C);

export function dailyDegreeDays(maxC: number, minC: number): number {
  return (hold(maxC) + hold(minC)) / 2 - CORN_BASE_C;
}

/** The sum over the days given, °C degree days. */
export function degreeDays(days: { maxC: number; minC: number }[]): number {
  return days.reduce((sum, day) => sum + dailyDegreeDays(day.maxC, day.minC), 0);
}

export type PlantingProblem = "future" | "tooOld";

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days from one calendar day to another ("YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** A planting date is today or earlier, and at most PLANTING_MAX_DAYS_AGO days back. */
export function plantingProblem(planted: string, today: string): PlantingProblem | null {
  const ago = daysBetween(planted, today);
  if (ago < 0) return "future";
  return ago > PLANTING_MAX_DAYS_AGO ? "tooOld" : null;
}
