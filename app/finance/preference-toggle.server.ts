import { z } from "zod";

import { withChoice } from "~/domain/finance/quotation";
import { savePreference } from "~/services/finance/client.server";
import type { PreferenceChange } from "~/services/finance/contract";
import { log } from "~/services/log.server";

import { rememberedList, rememberList } from "./quotations.server";

/**
 * One quotation toggle (spec 001 §4 §7: PATCH itemId, checked), saved directly with the form's idempotency key
 * (decision 0025 says why not through the outbox). Every field reads "absent" as valid so the action can answer
 * a tampered form beside its item rather than with a 500.
 */
export const toggleSchema = z.object({
  itemId: z.string().trim().min(1).max(100).optional(),
  checked: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  returnTo: z.string().max(2_000).optional(),
  idempotencyKey: z
    .string()
    .regex(/^[\x21-\x7e]{8,255}$/)
    .optional(),
});

/** Saves the toggle; false when the upstream did not take it (the grower's list stays as it was). */
export async function savedToggle(document: string, change: PreferenceChange, key: string): Promise<boolean> {
  try {
    await savePreference(document, change, key);
  } catch (error) {
    log("warn", "quotation preference not saved", { reason: (error as Error).message });
    return false;
  }
  const before = rememberedList(document);
  if (before) rememberList(document, withChoice(before, change.itemId, change.checked));
  return true;
}
