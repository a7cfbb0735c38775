import { z } from "zod";

/**
 * First-access onboarding (spec 000 §3 §4 §6 §8 §9): three steps, WELCOME 1, PERSONAL_INFORMATION 2,
 * CONNECT_ACCOUNTS 3, only for a grower whose profile status is ONBOARDING. Progress is kept in the
 * firstAccessOnboarding cookie (app/onboarding/progress-cookie.server.ts) under a hash of the grower's email;
 * a value that does not parse counts as the defaults. Decision 0025 says what the end of the flow does.
 */

export const STEPS = ["WELCOME", "PERSONAL_INFORMATION", "CONNECT_ACCOUNTS"] as const;
export type Step = (typeof STEPS)[number];
export const STEPS_LENGTH = STEPS.length;

/** The cookie lives ten years (spec 000 §9). */
export const COOKIE_MAX_AGE_SECONDS = 315_360_000;

/** Each step's name in the URL (?step=…). */
export const STEP_SLUGS: Record<Step, string> = {
  WELCOME: "welcome",
  PERSONAL_INFORMATION: "personal-information",
  CONNECT_ACCOUNTS: "connect-accounts",
};

/** A step's number, 1 to 3. */
export const stepNumber = (step: Step) => STEPS.indexOf(step) + 1;
export const stepAt = (number: number): Step => STEPS[Math.min(Math.max(number, 1), STEPS_LENGTH) - 1];
export const stepOfSlug = (slug: string | null | undefined): Step | null =>
  STEPS.find((step) => STEP_SLUGS[step] === slug) ?? null;

const progressSchema = z.object({
  isCompleted: z.boolean(),
  step: z.number().int().min(1),
  stepsLength: z.number().int().min(1),
  wasRedirected: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;

export const DEFAULT_PROGRESS: Progress = {
  isCompleted: false,
  step: 1,
  stepsLength: STEPS_LENGTH,
  wasRedirected: false,
};

/** One grower's progress from what the cookie holds under their key: the defaults when it is missing or malformed. */
export function progressOf(stored: unknown): Progress {
  const parsed = progressSchema.safeParse(stored);
  if (!parsed.success) return { ...DEFAULT_PROGRESS };
  // A cookie from a flow with other steps starts over within this one's.
  return { ...parsed.data, step: Math.min(parsed.data.step, STEPS_LENGTH), stepsLength: STEPS_LENGTH };
}

/** Onboarding is active only for a profile in status ONBOARDING (spec 000 §4 §6). */
export function isOnboardingActive(profileStatus: string): boolean {
  return profileStatus === "ONBOARDING";
}

/**
 * The step a grower sees when asking for `asked`: any step reached so far, else the furthest one reached
 * (a link cannot skip steps); the last step once the flow is complete.
 */
export function visibleStep(progress: Progress, asked: Step | null): Step {
  const reached = progress.isCompleted ? STEPS_LENGTH : progress.step;
  if (asked && stepNumber(asked) <= reached) return asked;
  return stepAt(reached);
}

/** Progress once the grower goes on from `from`: the next step, or complete after the last. */
export function advance(progress: Progress, from: Step): Progress {
  const next = stepNumber(from) + 1;
  if (next > STEPS_LENGTH) return { ...progress, isCompleted: true, step: STEPS_LENGTH };
  return { ...progress, step: Math.max(progress.step, next) };
}

/** Whether to send a grower into the flow once after sign-in: active, not complete, not sent before. */
export function shouldRedirect(profileStatus: string, progress: Progress): boolean {
  return isOnboardingActive(profileStatus) && !progress.isCompleted && !progress.wasRedirected;
}
