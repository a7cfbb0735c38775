import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { availableCents, leftOfShareCents, type RedemptionContext } from "~/domain/rewards/available-rewards";
import type { RedemptionRecipient } from "~/domain/rewards/redemption";
import {
  firstOpenStep,
  type RedemptionDraft,
  stepDone,
  WIZARD_STEPS,
  type WizardStep,
} from "~/domain/rewards/redemption-draft";
import {
  centsToDecimal,
  MAX_ADDITIONAL_CENTS,
  maxRewardsCents,
  MIN_REDEMPTION_CENTS,
  NOTE_MAX_CHARS,
  NOTE_MIN_CHARS_WITH_ADDITIONAL,
  recipientKindOf,
  REDEMPTION_TYPES,
  takesAdditionalMoney,
  takesRewards,
  typeClosedReason,
  US_STATES,
} from "~/domain/rewards/redemption-rules";
import { formatMoney } from "~/format/numbers";
import { href } from "~/i18n/href";

/** Where a step lives: its slug is translated, so es-US reads /recompensas/canjear/monto. */
export function stepHref(t: TFunction, locale: Locale, step: WizardStep, fromReview = false): string {
  const path = href(locale, "rewards-redeem", t(`steps.${step}.slug`))!;
  return fromReview ? `${path}?from=review` : path;
}

/** The step a slug names; null for no slug (the wizard's own address), undefined for a slug that is no step. */
export function stepOfSlug(t: TFunction, slug: string | undefined): WizardStep | null | undefined {
  if (!slug) return null;
  return WIZARD_STEPS.find((step) => t(`steps.${step}.slug`) === slug);
}

export const money = (locale: Locale, cents: number) => formatMoney(locale, centsToDecimal(cents));

/** The fields of a step as the form shows them: what the draft holds, as text. */
function draftValues(draft: RedemptionDraft): Record<string, string> {
  const values: Record<string, string> = {};
  if (draft.type) values.type = draft.type;
  if (draft.rewardsCents !== undefined) values.rewards = centsToDecimal(draft.rewardsCents);
  if (draft.additionalCents !== undefined) values.additional = centsToDecimal(draft.additionalCents);
  if (draft.note !== undefined) values.note = draft.note;
  const { kind: _kind, ...recipient } = draft.recipient ?? { kind: null };
  return { ...values, ...recipient };
}

/** A recipient in one line, as the review and the request details show it. */
export function recipientLine(t: TFunction, recipient: RedemptionRecipient): string {
  if (recipient.kind === "loyalty") {
    return t("requests.loyaltyAccount", { number: recipient.accountNumber, name: recipient.accountName });
  }
  return `${recipient.payeeName}, ${recipient.street}, ${recipient.city}, ${recipient.state} ${recipient.zip}`;
}

function stepForm(t: TFunction, locale: Locale, draft: RedemptionDraft, step: WizardStep, context: RedemptionContext) {
  const type = draft.type ?? "50-traditional";
  const min = money(locale, MIN_REDEMPTION_CENTS);
  switch (step) {
    case "type":
      return {
        step,
        legend: t("steps.type.title"),
        options: REDEMPTION_TYPES.map((value) => {
          const closed = typeClosedReason(value, context);
          return {
            value,
            label: t(`types.${value}.label`),
            description: t(`types.${value}.description`),
            closed:
              closed === "window"
                ? t("closed.window", { when: t(`windowOpens.${value === "100-traditional" ? 100 : 50}`) })
                : closed === "balance"
                  ? t("closed.balance", { min })
                  : null,
          };
        }),
      };
    case "amount":
      return {
        step,
        rewards: takesRewards(type)
          ? {
              label: t("amount.rewardsLabel"),
              hint:
                maxRewardsCents(type, context) < MIN_REDEMPTION_CENTS
                  ? t("amount.nothingLeftHint")
                  : t("amount.rewardsHint", { min, max: money(locale, maxRewardsCents(type, context)) }),
            }
          : null,
        additional: takesAdditionalMoney(type)
          ? {
              label: t("amount.additionalLabel"),
              hint: t("amount.additionalHint", { min, max: money(locale, MAX_ADDITIONAL_CENTS) }),
            }
          : null,
      };
    case "recipient":
      return recipientKindOf(type) === "traditional"
        ? {
            step,
            kind: "traditional" as const,
            intro: t("recipient.traditionalIntro"),
            labels: {
              payeeName: t("recipient.payeeName"),
              street: t("recipient.street"),
              city: t("recipient.city"),
              state: t("recipient.state"),
              zip: t("recipient.zip"),
            },
            zipHint: t("recipient.zipHint"),
            states: [
              { value: "", label: t("recipient.stateChoose") },
              ...US_STATES.map((s) => ({ value: s, label: s })),
            ],
          }
        : {
            step,
            kind: "loyalty" as const,
            intro: t("recipient.loyaltyIntro"),
            labels: { accountNumber: t("recipient.accountNumber"), accountName: t("recipient.accountName") },
            accountNumberHint: t("recipient.accountNumberHint"),
          };
    case "note":
      return {
        step,
        label: t("note.label"),
        maxLength: NOTE_MAX_CHARS,
        hint: takesAdditionalMoney(type)
          ? t("note.hintRequired", { max: NOTE_MAX_CHARS, min: NOTE_MIN_CHARS_WITH_ADDITIONAL })
          : t("note.hintOptional", { max: NOTE_MAX_CHARS }),
      };
    case "review":
      return { step, intro: t("review.intro"), rows: reviewRows(t, locale, draft), submit: t("review.submit") };
  }
}

function reviewRows(t: TFunction, locale: Locale, draft: RedemptionDraft) {
  const type = draft.type!;
  const edit = (step: WizardStep) => ({
    href: stepHref(t, locale, step, true),
    label: t("review.edit"),
    name: t("review.editStep", { step: t(`steps.${step}.title`) }),
  });
  const rows = [{ label: t("requests.type"), value: t(`types.${type}.label`), edit: edit("type") }];
  if (takesRewards(type)) {
    rows.push({ label: t("requests.rewards"), value: money(locale, draft.rewardsCents ?? 0), edit: edit("amount") });
  }
  if (takesAdditionalMoney(type)) {
    rows.push({
      label: t("requests.additional"),
      value: money(locale, draft.additionalCents ?? 0),
      edit: edit("amount"),
    });
  }
  rows.push({ label: t("requests.recipient"), value: recipientLine(t, draft.recipient!), edit: edit("recipient") });
  rows.push({ label: t("requests.note"), value: draft.note?.trim() || t("review.noNote"), edit: edit("note") });
  return rows;
}

/** Everything a step's page shows, translated (decision 0003). */
export function wizardView({
  t,
  locale,
  draft,
  step,
  context,
  fromReview,
}: {
  t: TFunction;
  locale: Locale;
  draft: RedemptionDraft;
  step: WizardStep;
  context: RedemptionContext;
  fromReview: boolean;
}) {
  const index = WIZARD_STEPS.indexOf(step);
  const open = WIZARD_STEPS.indexOf(firstOpenStep(draft));
  return {
    heading: t("heading"),
    balance: t("balance", { amount: money(locale, availableCents(context)) }),
    pending: context.pendingCents > 0 ? t("pending", { amount: money(locale, context.pendingCents) }) : null,
    window: t(`window.${context.share}`),
    // In period two every type is capped by what is left of the period's half (from period three, by what is available).
    left: context.share === 50 ? t("leftThisPeriod", { amount: money(locale, leftOfShareCents(context, 50)) }) : null,
    progressLabel: t("progress"),
    progress: WIZARD_STEPS.map((id, i) => ({
      id,
      title: t(`steps.${id}.title`),
      // Any step up to the first one still open can be visited; later ones wait for their turn.
      href: i <= open && i !== index ? stepHref(t, locale, id) : null,
      state: i === index ? ("current" as const) : stepDone(draft, id) ? ("done" as const) : ("todo" as const),
    })),
    doneLabel: t("done"),
    requests: { label: t("requests.heading"), href: href(locale, "rewards-requests")! },
    stepOf: t("stepOf", { number: index + 1, total: WIZARD_STEPS.length }),
    title: t(`steps.${step}.title`),
    key: draft.key,
    fromReview,
    values: draftValues(draft),
    form: stepForm(t, locale, draft, step, context),
    back: index > 0 ? { href: stepHref(t, locale, WIZARD_STEPS[index - 1]), label: t("actions.back") } : null,
    continueLabel: t("actions.continue"),
  };
}
export type WizardView = ReturnType<typeof wizardView>;
