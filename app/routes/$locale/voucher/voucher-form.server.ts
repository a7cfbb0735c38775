import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import type { Locale, VoucherCampaign } from "~/countries";
import { consentSchema, voucherProductsSchema } from "~/domain/vouchers/voucher-form";
import { marketingFormSchema } from "~/forms/marketing-form/schema";
import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";
import { clientStepFields, productsStepFields, type VoucherDraft } from "~/vouchers/draft.server";
import type { VoucherSubmission } from "~/vouchers/voucher-submission";

/** The marketing form that asks for the grower's data in step 2 (sandbox/data/vouchers.ts serves it). */
export const VOUCHER_CLIENT_FORM_ID = "voucher-client-data";

export type Step = "products" | "client";
export type FieldErrors = Record<string, string[]>;

/** Conform's errors of a parse, by field name (none when it holds). */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

/** Step 1 checked against the campaign's products: its value, or the errors by field name. */
export function checkProductsStep(draft: VoucherDraft, productIds: readonly string[], maxBags: number) {
  const submission = parseWithZod(productsStepFields(draft), { schema: voucherProductsSchema(productIds, maxBags) });
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, errors: errorsOf(submission) };
}

export function clientStepSchema(definition: MarketingFormDefinition) {
  return z.object({ client: marketingFormSchema(definition), consent: consentSchema });
}

/** Step 2 checked against the marketing form's definition and the consent rule. */
export function checkClientStep(draft: VoucherDraft, definition: MarketingFormDefinition) {
  const submission = parseWithZod(clientStepFields(draft), { schema: clientStepSchema(definition) });
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, errors: errorsOf(submission) };
}

/** What the outbox keeps: both steps as checked, the products named, and who asks. */
export function voucherSubmissionOf({
  locale,
  campaign,
  email,
  products,
  step1,
  step2,
  formId,
}: {
  locale: Locale;
  campaign: VoucherCampaign;
  email: string;
  products: readonly { id: string; name: string }[];
  step1: z.output<ReturnType<typeof voucherProductsSchema>>;
  step2: z.output<ReturnType<typeof clientStepSchema>>;
  formId: string;
}): VoucherSubmission {
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name ?? id;
  const client = Object.fromEntries(
    Object.entries(step2.client).filter(([, value]) => value !== undefined && value !== ""),
  ) as VoucherSubmission["client"];
  return {
    locale,
    campaign: { id: campaign.id, crop: campaign.crop },
    farmerEmailAddress: email,
    distributor: {
      name: step1.distributor.name,
      email: step1.distributor.email ?? null,
      address: step1.distributor.address || null,
      phone: step1.distributor.phone || null,
    },
    products: step1.products.map((row) => ({ id: row.product, name: nameOf(row.product), amount: row.amount })),
    consent: true,
    client,
    formId,
  };
}

/** The intent a POST names: a row to add or remove, the next step, back to edit, or submit. */
export type Intent =
  | { kind: "add-row" }
  | { kind: "remove-row"; index: number }
  | { kind: "next" }
  | { kind: "edit" }
  | { kind: "submit" };

export function intentOf(value: FormDataEntryValue | null): Intent | null {
  if (value === "add-row" || value === "next" || value === "edit" || value === "submit") return { kind: value };
  const remove = typeof value === "string" ? /^remove-row:(\d{1,2})$/.exec(value) : null;
  return remove ? { kind: "remove-row", index: Number(remove[1]) } : null;
}
