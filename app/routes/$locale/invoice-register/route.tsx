import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { countryOf, type Locale } from "~/countries";
import { memberDay } from "~/domain/loyalty/calendar";
import { formatters } from "~/format/loyalty";
import { finishSubmission } from "~/forms/finish-submission.server";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { INVOICE_KIND, type InvoiceSubmission } from "~/invoices/deliver-invoice.server";
import { previewView } from "~/invoices/preview-view.server";
import { type FieldName, readRegistration, whenRegistered } from "~/invoices/read-registration.server";
import { readInvoiceDraft, saveInvoiceDraft } from "~/invoices/register-draft.server";
import { type LoyaltyAccess, loyaltyAccess, settle } from "~/loyalty/access.server";
import { pointsPageOf } from "~/loyalty/points-cards-view.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { getInvoiceProgramme } from "~/services/loyalty/invoices-client.server";
import { submissionReceipt } from "~/store/portal-outbox.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

import { RegisterPage } from "./register-page";

/**
 * Register an invoice (issue 32, decision 0072): the access key typed or pasted, or the NF-e's XML uploaded, read
 * at once (errors beside the field, what was typed kept); then the preview (?step=preview: the points per product
 * for an XML, "shown once read" for a key) and one confirmation, stored in the outbox under the preview's key and
 * answered 303 with the receipt. Plain POST forms (multipart for the file): the same with JavaScript off.
 */
const open = async (request: Request) => {
  const url = new URL(request.url);
  const access = await loyaltyAccess(request);
  const t = await i18nServer.getFixedT(access.locale, "invoices");
  const meta = { title: t("register.metaTitle"), description: t("register.metaDescription") };
  return { url, access, locale: access.locale, t, meta };
};

type Member = Exclude<LoyaltyAccess, { kind: "not-member" }>;
const documentsOf = (access: Member) => [
  access.document,
  ...(access.kind === "member" ? (access.member.documents ?? []) : []),
];
/** When, as the member area writes it (spec 001 §9): dd/mm/yyyy HH:mm. */
const at = (locale: Locale, instant: string) => formatters(locale).dateTime(instant);

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, access, locale, t, meta } = await open(request);
  // Not a member: the points page, whose restricted-access page says how to join (as the history's CSV does).
  if (access.kind === "not-member") throw redirect(pointsPageOf(locale));
  const frame = {
    meta,
    heading: t("register.heading"),
    lead: t("register.lead"),
    list: { label: t("register.toList"), href: href(locale, "invoices")! },
  };
  if (url.searchParams.get("step") === "preview") {
    const { draft } = await readInvoiceDraft(request);
    if (!draft) throw redirect(url.pathname, 303);
    const programme = await settle(getInvoiceProgramme(locale));
    return {
      kind: "preview" as const,
      ...frame,
      step: t("register.stepPreview"),
      preview: previewView({
        t,
        locale,
        registration: draft.registration,
        programme: programme.ok ? programme.value : null,
        member: access.kind === "member" ? access.member : null,
      }),
      labels: {
        key: t("preview.key"),
        distributor: t("preview.distributor"),
        issuedIn: t("preview.issuedIn"),
        product: t("preview.product"),
        value: t("preview.value"),
        points: t("preview.pointsColumn"),
        caption: t("preview.caption"),
      },
      confirm: { label: t("preview.confirm"), keyField: SUBMISSION_KEY_FIELD, key: draft.key },
      edit: { label: t("preview.edit"), href: url.pathname },
    };
  }
  const outside = countryOf(locale).programme?.invoices;
  return {
    kind: "form" as const,
    ...frame,
    step: t("register.stepForm"),
    action: url.pathname,
    key: { label: t("register.keyLabel"), hint: t("register.keyHint") },
    xml: { label: t("register.xmlLabel"), hint: t("register.xmlHint") },
    or: t("register.or"),
    submit: t("register.preview"),
    outside: outside ? { label: t("register.outside"), href: outside, newWindow: t("register.newWindow") } : null,
  };
}

export interface RegisterActionData {
  field: FieldName | null;
  error: string;
  typed: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { url, access, locale, t } = await open(request);
  if (access.kind === "not-member") throw redirect(url.pathname, 303);
  const refuse = (field: FieldName | null, error: string, typed = "", status = 400) =>
    respond<RegisterActionData>({ field, error, typed }, { status });
  // A body over the page's limit was dropped unread (server/body-limit.ts): only the file can have made it so.
  if (context.bodyTooLarge) return refuse("xml", t("errors.xml.tooLarge"), "", 413);
  const form = await request.formData();
  if (form.get("intent") === "submit") {
    const { draft } = await readInvoiceDraft(request);
    const sent = form.get(SUBMISSION_KEY_FIELD);
    if (!draft || draft.key !== sent) {
      // A confirmation of an earlier preview: its receipt when it was stored, else the form again.
      const earlier = typeof sent === "string" ? await submissionReceipt(request, sent) : null;
      throw redirect(earlier ? href(locale, "receipt", earlier.key)! : url.pathname, 303);
    }
    // Stored already (a second tap, a retry): finishing again finds the first receipt. Otherwise, once more: was it
    // registered meanwhile, here or elsewhere?
    if (!(await submissionReceipt(request, draft.key))) {
      const taken = await whenRegistered(draft.registration.accessKey, access.user.id);
      if (taken) return refuse(null, t("errors.duplicate", { at: at(locale, taken) }), "", 409);
    }
    const payload: InvoiceSubmission = { document: access.document, registration: draft.registration };
    return finishSubmission(request, form, INVOICE_KIND, payload);
  }
  const reading = await readRegistration({
    form,
    today: memberDay(new Date()),
    locale,
    documents: documentsOf(access),
    grower: access.user.id,
  });
  if (!reading.ok) {
    const values = reading.error.values?.at ? { at: at(locale, reading.error.values.at) } : {};
    return refuse(reading.field, t(reading.error.key, values), reading.typed);
  }
  const { session } = await readInvoiceDraft(request);
  const cookie = await saveInvoiceDraft(session, reading.registration);
  return redirect(`${url.pathname}?step=preview`, { status: 303, headers: { "set-cookie": cookie } });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export type RegisterData = Awaited<ReturnType<typeof loader>>;

export default function InvoiceRegister() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RegisterActionData | { submissionError: string } | undefined;
  return <RegisterPage data={data} result={result ?? null} />;
}
