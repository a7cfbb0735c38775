import { data as respond, redirect } from "@remix-run/node";

import type { UserContext } from "~/auth/user";
import { countryOf, type Locale } from "~/countries";
import { marketingFormState, newsletterState } from "~/domain/marketing/form-state";
import { marketingLocaleId } from "~/domain/marketing/locale-id";
import { stepOf } from "~/domain/marketing/steps";
import { finishSubmission } from "~/forms/finish-submission.server";
import { EMAIL_FIELD } from "~/forms/marketing-form/schema";
import type { TypedValue } from "~/forms/marketing-form/view";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { getMarketingForm } from "~/services/marketing-forms/client.server";
import type { MarketingSubmission } from "~/services/marketing-forms/contract";

import { readFirstStep, saveFirstStep } from "./first-step.server";
import { doneView, formView } from "./form-block-view.server";
import { type FormBlock, type FormSettings, formSettingsOf, settingsWords, stepsOf } from "./form-settings.server";
import { type FormActionData, type FormBlockData, HONEYPOT_FIELD } from "./form-view";
import { readAnswers } from "./read-answers";
import { refusedFrom, sentQuery, submittedHere } from "./returning-submission.server";

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
