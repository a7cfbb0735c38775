import type { Session } from "@remix-run/node";
import { z } from "zod";

import { sessionStorage } from "~/auth/session.server";
import type { VoucherCampaign } from "~/countries";
import { atLeastOneRow, EMPTY_ROW, type ProductRow } from "~/domain/vouchers/rows";
import { submissionKey, submissionReceipt } from "~/store/portal-outbox.server";

/**
 * The voucher form's draft (decision 0024): what the grower typed in both
 * steps, kept in their server-side session (the cookie holds only its id)
 * under the form's idempotency key. Every POST stores what was typed before
 * anything else, so a redirect, an error, "edit" or a reload shows it again,
 * with JavaScript or without. One draft per session: a grower fills one
 * voucher at a time.
 */
const DRAFT = "voucherDraft";

const typed = z.union([z.string(), z.array(z.string())]);
const draftSchema = z.object({
  key: z.string(),
  campaign: z.string(),
  products: z.array(z.object({ product: z.string(), amount: z.string() })),
  distributor: z.object({ name: z.string(), email: z.string(), address: z.string(), phone: z.string() }),
  client: z.record(z.string(), typed),
  consent: z.boolean(),
  /** Stored in the outbox under `key`: a repeat of the same POST finds it; a new visit starts another draft. */
  submitted: z.boolean(),
});
export type VoucherDraft = z.infer<typeof draftSchema>;

export const DISTRIBUTOR_FIELDS = ["name", "email", "address", "phone"] as const;

function newDraft(campaign: string, keep?: Pick<VoucherDraft, "distributor" | "client">): VoucherDraft {
  return {
    key: submissionKey("voucher"),
    campaign,
    products: [{ ...EMPTY_ROW }],
    distributor: keep?.distributor ?? { name: "", email: "", address: "", phone: "" },
    client: keep?.client ?? {},
    consent: false,
    submitted: false,
  };
}

export function readDraft(session: Session): VoucherDraft | null {
  const parsed = draftSchema.safeParse(session.get(DRAFT));
  return parsed.success ? { ...parsed.data, products: atLeastOneRow(parsed.data.products) } : null;
}

/**
 * The draft a visit to the form works on: the session's, unless it was for
 * another campaign (a new one keeps the distributor and client data) or was
 * submitted. A submitted draft whose delivery failed for good reopens with
 * everything kept under a new key (spec 001 §4: rejected goes back to pending);
 * any other submitted draft gives way to a blank one.
 */
export async function draftForVisit(
  request: Request,
  stored: VoucherDraft | null,
  campaign: VoucherCampaign,
): Promise<{ draft: VoucherDraft; changed: boolean }> {
  if (!stored) return { draft: newDraft(campaign.id), changed: true };
  if (stored.campaign !== campaign.id) return { draft: newDraft(campaign.id, stored), changed: true };
  if (!stored.submitted) return { draft: stored, changed: false };
  const receipt = await submissionReceipt(request, stored.key);
  if (receipt?.state === "failed") {
    return { draft: { ...stored, key: submissionKey("voucher"), submitted: false }, changed: true };
  }
  return { draft: newDraft(campaign.id), changed: true };
}

/** Stores the draft in the session; the answer must carry the returned headers. */
export async function saveDraft(session: Session, draft: VoucherDraft): Promise<HeadersInit> {
  session.set(DRAFT, draft);
  return { "set-cookie": await sessionStorage.commitSession(session) };
}

/** Step 1 as the posted fields (`products[0].product`, `distributor.name` …): what its schema reads. */
export function productsStepFields(draft: Pick<VoucherDraft, "products" | "distributor">): URLSearchParams {
  const fields = new URLSearchParams();
  draft.products.forEach((row, index) => {
    fields.set(`products[${index}].product`, row.product);
    fields.set(`products[${index}].amount`, row.amount);
  });
  for (const name of DISTRIBUTOR_FIELDS) fields.set(`distributor.${name}`, draft.distributor[name]);
  return fields;
}

/** What a POST of step 1 typed: its rows in order (none missing) and the distributor. */
export function typedProductsStep(form: FormData): Pick<VoucherDraft, "products" | "distributor"> {
  const rows = new Map<number, ProductRow>();
  for (const [name, value] of form) {
    const match = /^products\[(\d{1,2})\]\.(product|amount)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { product: "", amount: "" };
    row[match[2] as keyof ProductRow] = value;
    rows.set(index, row);
  }
  const products = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    products: atLeastOneRow(products),
    distributor: {
      name: text("distributor.name"),
      email: text("distributor.email"),
      address: text("distributor.address"),
      phone: text("distributor.phone"),
    },
  };
}

/** What a POST of step 2 typed for the marketing form's fields (under "client.") and the consent box. */
export function typedClientStep(
  form: FormData,
  fieldNames: readonly string[],
): Pick<VoucherDraft, "client" | "consent"> {
  const client: Record<string, string | string[]> = {};
  for (const name of fieldNames) {
    const values = form.getAll(`client.${name}`).filter((v): v is string => typeof v === "string");
    if (values.length === 1) client[name] = values[0];
    else if (values.length > 1) client[name] = values;
  }
  return { client, consent: form.get("consent") === "on" };
}

/** Step 2 as posted fields, for the schema that checks it again at submit. */
export function clientStepFields(draft: Pick<VoucherDraft, "client" | "consent">): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(draft.client)) {
    for (const one of Array.isArray(value) ? value : [value]) fields.append(`client.${name}`, one);
  }
  if (draft.consent) fields.set("consent", "on");
  return fields;
}
