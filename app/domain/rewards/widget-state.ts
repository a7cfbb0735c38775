import { meetsRequirements, type RequirementsStanding } from "./requirements";

/**
 * Which rewards widget a grower sees (spec 000 §4 §6), decided once from what
 * the upstream calls returned, so the account page and the rewards page agree:
 *
 *   the grower's standing failed           → error ('Failed to load')
 *   not enrolled                           → enrolment
 *   head grower, requirements loaded, not met → requirements
 *   otherwise                              → snapshot, or error when something it shows failed
 *                                            (activities; for a head grower also the requirements,
 *                                            the programme dates for the banner, and the redemption
 *                                            requests their available rewards are reckoned with)
 *
 * Only head growers' requirements, dates and requests are asked for (null: not asked).
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

export type WidgetState = "error" | "enrolment" | "requirements" | "snapshot";

export interface WidgetInputs {
  grower: Loaded<{ enrolled: boolean; headGrower: boolean }>;
  requirements: Loaded<RequirementsStanding> | null;
  activities: Loaded<unknown> | null;
  dates: Loaded<unknown> | null;
  requests: Loaded<unknown> | null;
}

export function selectWidgetState({ grower, requirements, activities, dates, requests }: WidgetInputs): WidgetState {
  if (!grower.ok) return "error";
  if (!grower.value.enrolled) return "enrolment";
  const head = grower.value.headGrower;
  if (head && requirements?.ok && !meetsRequirements(requirements.value)) return "requirements";
  if (!activities?.ok) return "error";
  if (head && (!requirements?.ok || !dates?.ok || !requests?.ok)) return "error";
  return "snapshot";
}

/**
 * Which calls a grower's widget needs once their standing is known: head growers only for requirements, dates and
 * requests (their available rewards are the balance less what requests awaiting review hold, decision 0052).
 */
export function callsFor(grower: { enrolled: boolean; headGrower: boolean }) {
  const head = grower.enrolled && grower.headGrower;
  return { requirements: head, activities: grower.enrolled, dates: head, requests: head };
}
