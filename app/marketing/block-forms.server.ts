import { data as respond, redirect } from "@remix-run/node";
import type { TFunction } from "i18next";

import type { UserContext } from "~/auth/user";
import type { Block } from "~/content/block-schemas";
import type { ContactFormBlockData } from "~/content/blocks/contact-form/schema";
import type { MarketingFormBlockData } from "~/content/blocks/marketing-form/schema";
import type { NewsletterBlockData } from "~/content/blocks/newsletter/schema";
import { countryOf, type Locale } from "~/countries";
import { marketingFormState, newsletterState } from "~/domain/marketing/form-state";
import { contactFormIdOf, marketingLocaleId } from "~/domain/marketing/locale-id";
import { formSteps, stepOf } from "~/domain/marketing/steps";
import { finishSubmission } from "~/forms/finish-submission.server";
import { EMAIL_FIELD } from "~/forms/marketing-form/schema";
import { type MarketingFieldView, marketingFieldViews, type TypedValue } from "~/forms/marketing-form/view";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { getMarketingForm } from "~/services/marketing-forms/client.server";
import type { MarketingFormDefinition, MarketingSubmission } from "~/services/marketing-forms/contract";
import { markPersonal } from "~/services/request-context.server";
import type { Receipt, Refusal } from "~/store/outbox-rules.server";
import { submissionKey, submissionReceipt, submittedPayload } from "~/store/portal-outbox.server";

import { readFirstStep, saveFirstStep } from "./first-step.server";
import { type FormActionData, type FormBlockData, type FormView, HONEYPOT_FIELD } from "./form-view";
import { readAnswers } from "./read-answers";

/** The three form blocks of the content site and the outbox kind each submits as. */
export type FormBlock = NewsletterBlockData | MarketingFormBlockData | ContactFormBlockData;
const FORM_BLOCK_KINDS: ReadonlySet<string> = new Set(["newsletter", "marketing-form", "contact-form"]);
export const isFormBlock = (block: Block): block is FormBlock => FORM_BLOCK_KINDS.has(block.kind);

/** The query that brings the page back after a submission: `?sent=<key>&form=<block id>#<block id>`. */
const SENT = "sent";
const FORM = "form";

/** What a form block is, for this locale and visitor: null where it shows nothing (flag off, no form). */
interface FormSettings {
  kind: FormBlock["kind"];
  blockId: string;
  formId: string;
  firstStep: number | undefined;
  knownEmail: string | null;
  heading: string;
  lead: string | null;
  download: { label: string; href: string } | null;
}

export function formSettingsOf(block: FormBlock, locale: Locale, user: UserContext, t: TFunction): FormSettings | null {
  const marketing = countryOf(locale).marketingForms;
  const base = { blockId: block.id, lead: block.lead ?? null, firstStep: undefined, knownEmail: null, download: null };
  switch (block.kind) {
    case "newsletter":
      if (!countryOf(locale).flags["emea-show-newsletter-subscription"]) return null;
      return {
        ...base,
        kind: block.kind,
        formId: block.formId ?? marketing.newsletterFormId,
        knownEmail: user.user?.email ?? null,
        heading: block.heading ?? t("newsletter.heading"),
        lead: block.lead ?? t("newsletter.lead"),
      };
    case "marketing-form":
      return {
        ...base,
        kind: block.kind,
        formId: block.formId,
        firstStep: block.firstStep,
        heading: block.heading,
        download: block.download ?? null,
      };
    case "contact-form": {
      const formId = contactFormIdOf(locale);
      if (!formId) {
        // Spec 002 §8: a locale without a contact form is an error of the content, logged; nothing renders.
        log("error", "contact form: the locale has no form defined", { locale, block: block.id });
        return null;
      }
      return { ...base, kind: block.kind, formId, heading: block.heading ?? t("contactForm.heading") };
    }
  }
}

/** The fields of the step shown, and the names of those of step 1 (kept in the session once answered). */
function stepsOf(definition: MarketingFormDefinition, settings: FormSettings) {
  // A known user's e-mail is sent from the session, never typed (the newsletter's known-user state).
  const fields = settings.knownEmail
    ? definition.fields.filter((field) => field.name !== EMAIL_FIELD)
    : definition.fields;
  return { steps: formSteps(fields, settings.firstStep) };
}

function typedValues(form: FormData | null, names: readonly string[]): Record<string, TypedValue> {
  if (!form) return {};
  return Object.fromEntries(
    names.map((name) => {
      const values = form.getAll(name).filter((value): value is string => typeof value === "string");
      return [name, values.length > 1 ? values : values[0]];
    }),
  );
}

/** Typed values back into the fields a form posts (several values of one name: one entry each). */
function asFields(values: Record<string, TypedValue>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) =>
      value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one) => [name, String(one)]),
    ),
  );
}

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

function formView({ settings, definition, pathname, step, values, errors, notice, t, refused }: ViewInput): FormView {
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

/** Each kind's words live under its own key in the "marketing" namespace. */
function settingsWords(kind: FormBlock["kind"]): string {
  return { newsletter: "newsletter", "marketing-form": "marketingForm", "contact-form": "contactForm" }[kind];
}

const sentQuery = (key: string, settings: FormSettings) =>
  `?${SENT}=${encodeURIComponent(key)}&${FORM}=${settings.blockId}`;

/**
 * A submission the upstream refused for good (issue 26): its key, what was typed (from the outbox, so nothing is
 * lost), and the upstream's reason.
 */
interface Refused {
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

async function refusedFrom(receipt: Receipt | null, settings: FormSettings): Promise<Refused | null> {
  if (receipt?.state !== "failed") return null;
  const payload = (await submittedPayload(receipt)) as MarketingSubmission | null;
  const values = typedFromAnswers(payload?.fields ?? {});
  // A known grower's address is sent from the session, never shown as a field.
  if (settings.knownEmail) delete values[EMAIL_FIELD];
  return { key: receipt.key, values, refusal: receipt.refusal };
}

/** The upstream's reason in its own words beside the field it named (already in the form's language). */
function withRefusal(fields: MarketingFieldView[], refusal: Refusal | null): MarketingFieldView[] {
  if (!refusal?.field) return fields;
  return fields.map((field) => (field.name === refusal.field ? { ...field, error: refusal.message } : field));
}

/** The receipt a returning page names, if it is this block's. */
async function submittedHere(request: Request, url: URL, settings: FormSettings): Promise<Receipt | null> {
  if (url.searchParams.get(FORM) !== settings.blockId) return null;
  const receipt = await submissionReceipt(request, url.searchParams.get(SENT) ?? "");
  return receipt && receipt.kind === settings.kind ? receipt : null;
}

/**
 * A form block's server data: its state after a submission (from the outbox), or its form (step 1 or 2),
 * with the definition from the marketing-forms upstream. Throws when the definition cannot be had at all:
 * the block then shows its error state with a retry link (decision 0032).
 */
export async function loadFormBlock(
  block: FormBlock,
  { request, locale, url, user }: { request: Request; locale: Locale; url: URL; user: UserContext },
): Promise<FormBlockData> {
  const t = await i18nServer.getFixedT(locale, "marketing");
  const settings = formSettingsOf(block, locale, user, t);
  if (!settings) return { kind: "none" };
  const receipt = await submittedHere(request, url, settings);
  const words = settingsWords(settings.kind);
  let state: string;
  if (settings.kind === "newsletter") {
    state = newsletterState({ knownEmail: settings.knownEmail !== null, submitted: receipt?.state ?? null });
    if (state === "subscribe-confirm" || state === "successful") return doneView(settings, state, url, t);
  } else {
    state = marketingFormState(receipt?.state ?? null);
    if (state === "submit-success") return doneView(settings, state, url, t, receipt?.state !== "sent");
  }
  const definition = await getMarketingForm(locale, settings.formId);
  const draft = await readFirstStep(request, settings.blockId);
  const step = stepOf(url.searchParams.get("step"), stepsOf(definition, settings).steps.length, draft !== null);
  const refused = await refusedFrom(receipt, settings);
  const shownFields = stepsOf(definition, settings).steps[step - 1] ?? [];
  // The reason goes beside the field it names; one that names no field of this step goes above the form.
  const reasonAbove =
    refused?.refusal && !shownFields.some((field) => field.name === refused.refusal?.field)
      ? ` ${refused.refusal.message}`
      : "";
  return {
    kind: "form",
    heading: settings.heading,
    lead: settings.lead,
    state,
    form: formView({
      settings,
      definition,
      pathname: url.pathname,
      step,
      // Step 1's answers (or, after a refusal, every answer) as kept; step 2 shows its own from the same draft.
      values: refused?.values ?? draft ?? {},
      errors: {},
      notice: receipt?.state === "failed" ? `${t(`${words}.failed`)}${reasonAbove}` : null,
      t,
      refused,
    }),
  };
}

function doneView(
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

/**
 * A form block's POST (the page's action): the honeypot, then step 1 (kept in the session, 303 to step 2),
 * or the last step validated with step 1's answers and submitted through the outbox (303 back to the page
 * with the submission's key). Answers that do not hold come back (400) with their errors, as typed.
 */
export async function submitFormBlock(
  settings: FormSettings,
  { request, form, locale, url }: { request: Request; form: FormData; locale: Locale; url: URL },
): Promise<Response | ReturnType<typeof respond<FormActionData>>> {
  const back = `${url.pathname}#${settings.blockId}`;
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
    log("info", "marketing form: honeypot filled, dropped", { kind: settings.kind, block: settings.blockId });
    return redirect(back, 303);
  }
  const t = await i18nServer.getFixedT(locale, "marketing");
  const definition = await getMarketingForm(locale, settings.formId);
  const { steps } = stepsOf(definition, settings);
  const draft = await readFirstStep(request, settings.blockId);
  const step = stepOf(url.searchParams.get("step"), steps.length, draft !== null);
  if (form.get("intent") === "back") return redirect(back, 303);

  const answering = steps[step - 1]!;
  const stepDefinition = { ...definition, fields: answering };
  const typed = typedValues(
    form,
    answering.map((field) => field.name),
  );
  const reading = readAnswers(form, stepDefinition);
  const again = (errors: Record<string, readonly string[]>, notice: string | null, status: number) =>
    respond<FormActionData>(
      {
        blockId: settings.blockId,
        form: formView({ settings, definition, pathname: url.pathname, step, values: typed, errors, notice, t }),
      },
      { status },
    );
  if (!reading.ok) return again(reading.errors, null, 400);
  if (step === 1 && steps.length === 2) {
    // Answering a refused submission again: its step-2 answers wait in the draft for step 2.
    const refused = await refusedFrom(await submittedHere(request, url, settings), settings);
    const headers = await saveFirstStep(request, settings.blockId, { ...refused?.values, ...typed });
    return redirect(`${url.pathname}?step=2#${settings.blockId}`, { status: 303, headers });
  }
  // Step 1's answers as kept in the session, read again as they were posted.
  const firstAnswers = step === 2 ? readAnswers(asFields(draft ?? {}), { ...definition, fields: steps[0]! }) : null;
  if (firstAnswers && !firstAnswers.ok) return redirect(back, 303);
  const answers = { ...(firstAnswers?.value ?? {}), ...reading.value } as MarketingSubmission["fields"];
  const payload: MarketingSubmission = {
    munchkinId: countryOf(locale).marketingForms.munchkinId,
    formId: definition.formId,
    localeId: marketingLocaleId(locale),
    fields: settings.knownEmail ? { ...answers, [EMAIL_FIELD]: settings.knownEmail } : answers,
  };
  const finished = await finishSubmission(request, form, settings.kind, payload);
  // Refused by the outbox (nothing stored): the form again, what was typed kept, the reason above it.
  if ("data" in finished) return again({}, finished.data.submissionError, finished.init?.status ?? 400);
  const sent = new URL(finished.headers.get("location") ?? "", url).pathname.split("/").pop() ?? "";
  return redirect(`${url.pathname}${sentQuery(sent, settings)}#${settings.blockId}`, 303);
}
