import { createHash } from "node:crypto";

import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { getSession } from "~/auth/session.server";
import { requireUser } from "~/auth/user.server";
import { countryOf, type Locale, type VoucherCampaign } from "~/countries";
import { chosenCampaign, maxBagsOf } from "~/domain/vouchers/campaigns";
import { addRow, MAX_ROWS, removeRow } from "~/domain/vouchers/rows";
import { formatNumber } from "~/format/numbers";
import { finishSubmission, type SubmissionRefused } from "~/forms/finish-submission.server";
import { marketingFieldViews } from "~/forms/marketing-form/view";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { notFound } from "~/render/http-errors";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { log } from "~/services/log.server";
import { getMarketingForm } from "~/services/marketing-forms/client.server";
import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";
import { campaignProducts } from "~/vouchers/campaign-products.server";
import {
  DISTRIBUTOR_FIELDS,
  draftForVisit,
  readDraft,
  saveDraft,
  typedClientStep,
  typedProductsStep,
  type VoucherDraft,
} from "~/vouchers/draft.server";

import {
  checkClientStep,
  checkProductsStep,
  type FieldErrors,
  intentOf,
  type Step,
  VOUCHER_CLIENT_FORM_ID,
  voucherSubmissionOf,
} from "./voucher-form.server";
import { VoucherPage } from "./voucher-page";

/**
 * The voucher form (spec 001 §2 §4 §5 §7, decision 0024): step 1 products and
 * distributor, step 2 the grower's data from the marketing form's definition,
 * then the confirmation page. The step is in the URL (?step=client); every
 * button is a plain POST answered 303 (or 400 with the errors beside the
 * fields), so it all works without JavaScript; the draft lives in the session.
 * Only where the country runs a voucher campaign, only for signed-in growers.
 */
const stepOf = (url: URL): Step => (url.searchParams.get("step") === "client" ? "client" : "products");

async function open(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  const campaigns = countryOf(locale).flags["emea-voucher-enabled"];
  const t = await i18nServer.getFixedT(locale, "vouchers");
  const session = await getSession(request);
  const stored = readDraft(session);
  const campaign = chosenCampaign(campaigns, url.searchParams.get("campaign") ?? stored?.campaign ?? null);
  if (!campaign) throw notFound();
  return { url, locale, user, t, session, stored, campaign };
}

const stepHref = (url: URL, step: Step) => `${url.pathname}?step=${step}`;

/** The marketing form's definition, or null when its upstream cannot give it (step 2 shows its error state). */
async function clientForm(locale: Locale): Promise<MarketingFormDefinition | null> {
  try {
    return await getMarketingForm(locale, VOUCHER_CLIENT_FORM_ID);
  } catch (error) {
    log("warn", "voucher client form unavailable", { error: String(error) });
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, session, stored, campaign } = await open(request);
  const { draft, changed } = await draftForVisit(request, stored, campaign);
  const headers = changed ? await saveDraft(session, draft) : undefined;
  const step = stepOf(url);
  const products = await campaignProducts(locale, campaign);
  // Step 2 only once step 1 holds: an address typed or shared early lands on step 1.
  if (
    step === "client" &&
    (!products ||
      !checkProductsStep(
        draft,
        products.map((p) => p.id),
        maxBagsOf(campaign),
      ).ok)
  ) {
    throw redirect(stepHref(url, "products"), { status: 303, headers });
  }
  const definition = step === "client" ? await clientForm(locale) : null;
  return respond(pageView({ t, locale, url, step, draft, campaign, products, definition }), { headers });
}

function pageView({
  t,
  locale,
  url,
  step,
  draft,
  campaign,
  products,
  definition,
}: {
  t: (key: string, options?: Record<string, unknown>) => string;
  locale: Locale;
  url: URL;
  step: Step;
  draft: VoucherDraft;
  campaign: VoucherCampaign;
  products: { id: string; name: string }[] | null;
  definition: MarketingFormDefinition | null;
}) {
  const crop = t(`crops.${campaign.crop}`, { defaultValue: campaign.crop });
  const current = step === "products" ? 1 : 2;
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead", { crop }),
    step,
    stepOf: t("stepOf", { current, total: 2 }),
    stepTitle: t(`steps.${step}`),
    formError: t("formError"),
    action: stepHref(url, step),
    key: draft.key,
    /** Changes whenever the draft does: the form remounts with the draft's values (voucher-page.tsx). */
    revision: createHash("sha256")
      .update(JSON.stringify([draft, step]))
      .digest("base64url")
      .slice(0, 12),
    requiredMark: t("marketing-form:required"),
    products: products
      ? {
          legend: t("products.legend"),
          productLabel: t("products.product"),
          amountLabel: t("products.amount"),
          amountHint: t("products.amountHint", { max: formatNumber(locale, maxBagsOf(campaign)) }),
          options: [
            { value: "", label: t("products.choose") },
            ...products.map((p) => ({ value: p.id, label: p.name })),
          ],
          rows: draft.products.map((row, index) => ({
            index,
            heading: t("products.row", { n: index + 1 }),
            product: row.product,
            amount: row.amount,
            remove: t("products.removeLabel", { n: index + 1 }),
          })),
          removeText: t("products.remove"),
          add: draft.products.length < MAX_ROWS ? t("products.add") : null,
          max: draft.products.length >= MAX_ROWS ? t("products.max", { max: MAX_ROWS }) : null,
        }
      : null,
    unavailable: {
      title: t("unavailable.title"),
      body: t("unavailable.body"),
      retry: { label: t("unavailable.retry"), href: stepHref(url, step) },
    },
    distributor: {
      legend: t("distributor.legend"),
      fields: DISTRIBUTOR_FIELDS.map((name) => ({
        name: `distributor.${name}`,
        label: name === "name" ? `${t("distributor.name")} ${t("marketing-form:required")}` : t(`distributor.${name}`),
        value: draft.distributor[name],
        type: name === "email" ? "email" : name === "phone" ? "tel" : "text",
        // The distributor's details, not the grower's: their own autofill section. A one-line address is
        // address-line1 (street-address is for a multi-line field only).
        autoComplete: `section-distributor ${
          name === "email" ? "email" : name === "phone" ? "tel" : name === "address" ? "address-line1" : "organization"
        }`,
      })),
    },
    next: t("next"),
    summary:
      step === "client" && products
        ? {
            heading: t("summary.heading"),
            rows: draft.products.map((row) =>
              t("summary.row", {
                name: products.find((p) => p.id === row.product)?.name ?? row.product,
                amount: row.amount,
              }),
            ),
            distributor: t("summary.distributor", { name: draft.distributor.name }),
            edit: t("edit"),
          }
        : null,
    client:
      step === "client" && definition
        ? {
            legend: t("client.legend"),
            fields: marketingFieldViews(definition, { prefix: "client.", values: draft.client, errors: {}, t }),
            consent: { label: `${t("consent")} ${t("marketing-form:required")}`, checked: draft.consent },
            submit: t("submit"),
          }
        : null,
  };
}
export type VoucherView = ReturnType<typeof pageView>;

export interface VoucherActionData {
  errors: Record<string, string>;
  submissionError?: string;
}

export async function action({ request }: ActionFunctionArgs) {
  const { url, locale, user, t, session, stored, campaign } = await open(request);
  const form = await request.formData();
  const intent = intentOf(form.get("intent"));
  // A form from another draft (an old tab) or without an intent: back to where the current draft stands.
  if (!stored || stored.key !== form.get("idempotencyKey") || !intent) {
    throw redirect(stepHref(url, "products"), 303);
  }
  const products = (await campaignProducts(locale, campaign)) ?? [];
  const ids = products.map((p) => p.id);
  const maxBags = maxBagsOf(campaign);
  const max = formatNumber(locale, maxBags);
  const translate = (errors: FieldErrors) =>
    Object.fromEntries(Object.entries(errors).map(([name, [key]]) => [name, t(key!, { max })]));

  if (intent.kind === "add-row" || intent.kind === "remove-row" || intent.kind === "next") {
    const typed = typedProductsStep(form);
    const rows =
      intent.kind === "add-row"
        ? addRow(typed.products)
        : intent.kind === "remove-row"
          ? removeRow(typed.products, intent.index)
          : typed.products;
    const draft: VoucherDraft = { ...stored, ...typed, products: rows, submitted: false };
    const headers = await saveDraft(session, draft);
    if (intent.kind !== "next") return redirect(stepHref(url, "products"), { status: 303, headers });
    const checked = checkProductsStep(draft, ids, maxBags);
    if (!checked.ok) return respond<VoucherActionData>({ errors: translate(checked.errors) }, { status: 400, headers });
    return redirect(stepHref(url, "client"), { status: 303, headers });
  }

  const definition = await clientForm(locale);
  if (!definition) return redirect(stepHref(url, "client"), 303);
  const typed = typedClientStep(
    form,
    definition.fields.map((field) => field.name),
  );
  const draft: VoucherDraft = { ...stored, ...typed };
  if (intent.kind === "edit") {
    const headers = await saveDraft(session, { ...draft, submitted: false });
    return redirect(stepHref(url, "products"), { status: 303, headers });
  }
  const step1 = checkProductsStep(draft, ids, maxBags);
  if (!step1.ok) return redirect(stepHref(url, "products"), { status: 303, headers: await saveDraft(session, draft) });
  const step2 = checkClientStep(draft, definition);
  if (!step2.ok) {
    const headers = await saveDraft(session, draft);
    return respond<VoucherActionData>({ errors: translate(step2.errors) }, { status: 400, headers });
  }
  const payload = voucherSubmissionOf({
    locale,
    campaign,
    email: user.email,
    products,
    step1: step1.value,
    step2: step2.value,
    formId: definition.formId,
  });
  const finished = await finishSubmission(request, form, "voucher", payload);
  if (!(finished instanceof Response)) {
    // The outbox refused it (decision 0018: an expired key, a conflict): said above the form, everything kept.
    const refused = finished as unknown as { data: SubmissionRefused; init: ResponseInit | null };
    const headers = await saveDraft(session, draft);
    return respond<VoucherActionData>(
      { errors: {}, ...refused.data },
      { status: refused.init?.status ?? 400, headers },
    );
  }
  // Stored: the draft is done (a repeat of this POST lands here again), and the grower goes to the voucher's page.
  const headers = await saveDraft(session, { ...draft, submitted: true });
  return redirect(href(locale, "voucher-confirmation", draft.key)!, { status: 303, headers });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Voucher() {
  return <VoucherPage view={useLoaderData<typeof loader>()} result={useActionData<typeof action>() ?? null} />;
}
