import type { TFunction } from "i18next";

import type { SessionUser } from "~/auth/user";
import { countryOf, type Locale } from "~/countries";
import { type Progress, type Step, STEP_SLUGS, stepNumber, STEPS, STEPS_LENGTH } from "~/domain/onboarding/steps";
import { href } from "~/i18n/href";

/** What one onboarding step shows: its progress list, its content, its form and the way back. */
export function stepView(t: TFunction, locale: Locale, user: SessionUser, progress: Progress, step: Step) {
  const base = href(locale, "onboarding")!;
  const number = stepNumber(step);
  const reached = progress.isCompleted ? STEPS_LENGTH : progress.step;
  const country = countryOf(locale);
  const connect = href(locale, "connect-account");
  return {
    meta: { title: t(`steps.${step}.title`), description: t("meta.description") },
    heading: t("heading"),
    counter: t("counter", { number, total: STEPS_LENGTH }),
    progressLabel: t("progressLabel"),
    steps: STEPS.map((s) => ({
      id: s,
      label: t(`steps.${s}.short`),
      href: stepNumber(s) <= reached ? `${base}?step=${STEP_SLUGS[s]}` : null,
      current: s === step,
    })),
    step,
    title: t(`steps.${step}.title`),
    body: t(`steps.${step}.body`),
    personal:
      step === "PERSONAL_INFORMATION"
        ? [
            { label: t("personal.name"), value: user.name ?? t("personal.missing") },
            { label: t("personal.email"), value: user.email },
            { label: t("personal.document"), value: user.document ?? t("personal.missing") },
          ]
        : null,
    accounts:
      step === "CONNECT_ACCOUNTS"
        ? [
            ...(connect ? [{ label: t("accounts.fieldData"), href: connect, external: false }] : []),
            ...(country.programme
              ? [{ label: t("accounts.impulso"), href: country.programme.register, external: true }]
              : []),
          ]
        : null,
    newWindow: t("accounts.newWindow"),
    form: {
      step: STEP_SLUGS[step],
      submit: number === STEPS_LENGTH ? t("finish") : t("next"),
    },
    back: number > 1 ? { label: t("back"), href: `${base}?step=${STEP_SLUGS[STEPS[number - 2]]}` } : null,
    done: progress.isCompleted ? t("done") : null,
  };
}
