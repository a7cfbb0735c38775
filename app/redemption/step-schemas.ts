import { z } from "zod";

import type { RedemptionContext } from "~/domain/rewards/available-rewards";
import {
  checkAdditionalAmount,
  checkNote,
  checkRewardsAmount,
  isRedemptionType,
  LOYALTY_ACCOUNT_PATTERN,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  normaliseAccountNumber,
  parseDollars,
  type RedemptionType,
  takesAdditionalMoney,
  takesRewards,
  typeClosedReason,
  US_STATES,
  ZIP_PATTERN,
} from "~/domain/rewards/redemption-rules";

/**
 * Each wizard step's form, read on the server with readQuery (conform + zod).
 * Every field is optional to zod and checked only when the form says
 * `intent=save` (the hidden field of every step): readQuery reads the form a
 * second time without `intent` when something is wrong, and that reading must
 * hold (decision 0023). Messages are keys of the "redemption" namespace; the
 * limits are the rules' (app/domain/rewards/redemption-rules.ts).
 */
export const SAVE_ONLY = ["intent"] as const;

const text = z.string().trim().optional();
const intent = z.literal("save").optional();

export function typeSchema(context: RedemptionContext) {
  return z.object({ intent, type: text }).superRefine((form, issues) => {
    if (form.intent !== "save") return;
    if (!isRedemptionType(form.type)) {
      issues.addIssue({ code: "custom", path: ["type"], message: "errors.typeRequired" });
      return;
    }
    const closed = typeClosedReason(form.type, context);
    if (closed) issues.addIssue({ code: "custom", path: ["type"], message: `errors.typeClosed.${closed}` });
  });
}

export function amountSchema(type: RedemptionType, context: RedemptionContext) {
  return z.object({ intent, rewards: text, additional: text }).superRefine((form, issues) => {
    if (form.intent !== "save") return;
    if (takesRewards(type)) {
      const error = form.rewards
        ? checkRewardsAmount(type, parseDollars(form.rewards), context)
        : "errors.amountRequired";
      if (error) issues.addIssue({ code: "custom", path: ["rewards"], message: error });
    }
    if (takesAdditionalMoney(type)) {
      const error = form.additional ? checkAdditionalAmount(parseDollars(form.additional)) : "errors.amountRequired";
      if (error) issues.addIssue({ code: "custom", path: ["additional"], message: error });
    }
  });
}

function requireName(value: string | undefined, path: string, issues: z.RefinementCtx) {
  if (!value) issues.addIssue({ code: "custom", path: [path], message: "errors.required" });
  else if (value.length < NAME_MIN_CHARS || value.length > NAME_MAX_CHARS) {
    issues.addIssue({ code: "custom", path: [path], message: "errors.nameLength" });
  }
}

export const traditionalRecipientSchema = z
  .object({ intent, payeeName: text, street: text, city: text, state: text, zip: text })
  .superRefine((form, issues) => {
    if (form.intent !== "save") return;
    requireName(form.payeeName, "payeeName", issues);
    requireName(form.street, "street", issues);
    requireName(form.city, "city", issues);
    if (!form.state || !US_STATES.includes(form.state)) {
      issues.addIssue({ code: "custom", path: ["state"], message: "errors.stateRequired" });
    }
    if (!form.zip) issues.addIssue({ code: "custom", path: ["zip"], message: "errors.required" });
    else if (!ZIP_PATTERN.test(form.zip)) {
      issues.addIssue({ code: "custom", path: ["zip"], message: "errors.zipInvalid" });
    }
  });

export const loyaltyRecipientSchema = z
  .object({ intent, accountNumber: text, accountName: text })
  .superRefine((form, issues) => {
    if (form.intent !== "save") return;
    if (!form.accountNumber) issues.addIssue({ code: "custom", path: ["accountNumber"], message: "errors.required" });
    else if (!LOYALTY_ACCOUNT_PATTERN.test(normaliseAccountNumber(form.accountNumber))) {
      issues.addIssue({ code: "custom", path: ["accountNumber"], message: "errors.accountInvalid" });
    }
    requireName(form.accountName, "accountName", issues);
  });

export function noteSchema(type: RedemptionType) {
  return z.object({ intent, note: z.string().optional() }).superRefine((form, issues) => {
    if (form.intent !== "save") return;
    const error = checkNote(type, form.note ?? "");
    if (error) issues.addIssue({ code: "custom", path: ["note"], message: error });
  });
}
