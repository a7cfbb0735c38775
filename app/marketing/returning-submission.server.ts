import { EMAIL_FIELD } from "~/forms/marketing-form/schema";
import type { MarketingFieldView, TypedValue } from "~/forms/marketing-form/view";
import type { MarketingSubmission } from "~/services/marketing-forms/contract";
import type { Receipt, Refusal } from "~/store/outbox-rules.server";
import { submissionReceipt, submittedPayload } from "~/store/portal-outbox.server";

import type { FormSettings } from "./form-settings.server";

/**
 * A form block's page after a submission: the address that names the submission, its receipt when it is this
 * block's, and a submission the upstream refused, brought back with what was typed.
 */

/** The query that brings the page back after a submission: `?sent=<key>&form=<block id>#<block id>`. */
const SENT = "sent";
const FORM = "form";

export const sentQuery = (key: string, settings: FormSettings) =>
  `?${SENT}=${encodeURIComponent(key)}&${FORM}=${settings.blockId}`;

/**
 * A submission the upstream refused for good (issue 26): its key, what was typed (from the outbox, so nothing is
 * lost), and the upstream's reason.
 */
export interface Refused {
  key: string;
  values: Record<string, TypedValue>;
  refusal: Refusal | null;
}

/** Stored answers back into typed values (a ticked box posts "on"; an unticked one posts nothing). */
function typedFromAnswers(answers: MarketingSubmission["fields"]): Record<string, TypedValue> {
  return Object.fromEntries(
    Object.entries(answers).flatMap(([name, value]): [string, TypedValue][] =>
      value === false ? [] : [[name, value === true ? "on" : value]],
    ),
  );
}

export async function refusedFrom(receipt: Receipt | null, settings: FormSettings): Promise<Refused | null> {
  if (receipt?.state !== "failed") return null;
  const payload = (await submittedPayload(receipt)) as MarketingSubmission | null;
  const values = typedFromAnswers(payload?.fields ?? {});
  // A known grower's address is sent from the session, never shown as a field.
  if (settings.knownEmail) delete values[EMAIL_FIELD];
  return { key: receipt.key, values, refusal: receipt.refusal };
}

/** The upstream's reason in its own words beside the field it named (already in the form's language). */
export function withRefusal(fields: MarketingFieldView[], refusal: Refusal | null): MarketingFieldView[] {
  if (!refusal?.field) return fields;
  return fields.map((field) => (field.name === refusal.field ? { ...field, error: refusal.message } : field));
}

/** The receipt a returning page names, if it is this block's. */
export async function submittedHere(request: Request, url: URL, settings: FormSettings): Promise<Receipt | null> {
  if (url.searchParams.get(FORM) !== settings.blockId) return null;
  const receipt = await submissionReceipt(request, url.searchParams.get(SENT) ?? "");
  return receipt && receipt.kind === settings.kind ? receipt : null;
}
