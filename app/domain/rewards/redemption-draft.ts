/**
 * The redemption wizard's draft (spec 000 §4: type → amount → recipient →
 * note → review): what the grower has chosen so far, kept on the server under
 * the wizard's idempotency key (decision 0029), and the step order rules.
 */
import type { RedemptionRecipient, RedemptionSubmission } from "./redemption";
import {
  checkNote,
  recipientKindOf,
  type RedemptionType,
  takesAdditionalMoney,
  takesRewards,
} from "./redemption-rules";

export const WIZARD_STEPS = ["type", "amount", "recipient", "note", "review"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface RedemptionDraft {
  /** The wizard's idempotency key: the draft's name, and the outbox key its submission is stored under. */
  key: string;
  type?: RedemptionType;
  rewardsCents?: number;
  additionalCents?: number;
  recipient?: RedemptionRecipient;
  note?: string;
}

/** Whether a step's values are in the draft. */
export function stepDone(draft: RedemptionDraft, step: WizardStep): boolean {
  const type = draft.type;
  switch (step) {
    case "type":
      return type !== undefined;
    case "amount":
      return (
        type !== undefined &&
        (!takesRewards(type) || draft.rewardsCents !== undefined) &&
        (!takesAdditionalMoney(type) || draft.additionalCents !== undefined)
      );
    case "recipient":
      return type !== undefined && draft.recipient?.kind === recipientKindOf(type);
    case "note":
      return type !== undefined && draft.note !== undefined && checkNote(type, draft.note) === null;
    case "review":
      return false;
  }
}

/** The first step whose values are missing (the review when all are there). */
export function firstOpenStep(draft: RedemptionDraft): WizardStep {
  return WIZARD_STEPS.find((step) => !stepDone(draft, step)) ?? "review";
}

/** Whether a step may be shown: every step before it is done (no skipping ahead by address). */
export function stepReachable(draft: RedemptionDraft, step: WizardStep): boolean {
  return WIZARD_STEPS.indexOf(step) <= WIZARD_STEPS.indexOf(firstOpenStep(draft));
}

export function previousStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? "review";
}

/**
 * A new type keeps what still fits it: amounts only for the parts the type
 * takes, the recipient only when its kind is the type's. The note is kept (it
 * is checked again at its step and at the review).
 */
export function withType(draft: RedemptionDraft, type: RedemptionType): RedemptionDraft {
  if (draft.type === type) return draft;
  return {
    key: draft.key,
    type,
    rewardsCents: takesRewards(type) ? draft.rewardsCents : undefined,
    additionalCents: takesAdditionalMoney(type) ? draft.additionalCents : undefined,
    recipient: draft.recipient?.kind === recipientKindOf(type) ? draft.recipient : undefined,
    note: draft.note,
  };
}

/** What the outbox delivers, once every step is done; null before. */
export function submissionOf(draft: RedemptionDraft, growerId: string): RedemptionSubmission | null {
  if (firstOpenStep(draft) !== "review" || !draft.type || !draft.recipient) return null;
  return {
    growerId,
    type: draft.type,
    rewardsCents: takesRewards(draft.type) ? (draft.rewardsCents ?? 0) : 0,
    additionalCents: takesAdditionalMoney(draft.type) ? (draft.additionalCents ?? 0) : 0,
    recipient: draft.recipient,
    note: (draft.note ?? "").trim(),
  };
}
