import type { TFunction } from "i18next";

import { marketingFieldViews, type TypedValue } from "~/forms/marketing-form/view";
import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";
import { markPersonal } from "~/services/request-context.server";
import { submissionKey } from "~/store/portal-outbox.server";

import { type FormSettings, settingsWords, stepsOf } from "./form-settings.server";
import type { FormBlockData, FormView } from "./form-view";
import { type Refused, sentQuery, withRefusal } from "./returning-submission.server";

/** A form block's view: its form at a step (fields, errors, words, a fresh key), or its state once submitted. */

interface ViewInput {
  settings: FormSettings;
  definition: MarketingFormDefinition;
  pathname: string;
  step: 1 | 2;
  values: Record<string, TypedValue>;
  errors: Record<string, readonly string[] | undefined>;
  notice: string | null;
  t: TFunction;
  /** A refused submission this form answers again: its step 1 posts with its key, so step 2 gets its answers. */
  refused?: Refused | null;
}

export function formView({
  settings,
  definition,
  pathname,
  step,
  values,
  errors,
  notice,
  t,
  refused,
}: ViewInput): FormView {
  const { steps } = stepsOf(definition, settings);
  const shown = { ...definition, fields: steps[step - 1] ?? steps[0]! };
  // A fresh key is issued with the form: the page must never be stored by a shared cache (decision 0044).
  markPersonal();
  const twoSteps = steps.length === 2;
  const lastStep = step === steps.length;
  return {
    blockId: settings.blockId,
    action: `${pathname}${step === 2 ? "?step=2" : refused ? sentQuery(refused.key, settings) : ""}#${settings.blockId}`,
    submissionKey: submissionKey(settings.kind),
    step,
    stepCount: twoSteps ? 2 : 1,
    stepLabel: twoSteps ? t("form.step", { step, count: 2 }) : null,
    fields: withRefusal(marketingFieldViews(shown, { values, errors, t }), refused?.refusal ?? null),
    knownUser: settings.knownEmail ? t("newsletter.knownUser", { email: settings.knownEmail }) : null,
    submitLabel: lastStep ? t(`${settingsWords(settings.kind)}.submit`) : t("form.next"),
    backLabel: step === 2 ? t("form.back") : null,
    requiredMark: t("marketing-form:required"),
    honeypotLabel: t("form.honeypot"),
    notice,
  };
}

export function doneView(
  settings: FormSettings,
  state: string,
  url: URL,
  t: TFunction,
  waiting = state === "subscribe-confirm",
): FormBlockData {
  markPersonal();
  const words = settingsWords(settings.kind);
  return {
    kind: "done",
    heading: settings.heading,
    state,
    title: t(`${words}.states.${state}.title`),
    body: t(`${words}.states.${state}.body`),
    checkAgain: waiting
      ? { label: t("form.checkAgain"), href: `${url.pathname}${url.search}#${settings.blockId}` }
      : null,
    download: state === "submit-success" ? settings.download : null,
  };
}
