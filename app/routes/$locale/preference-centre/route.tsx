import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";

import { loginHref } from "~/auth/return-address";
import { sessionUser } from "~/auth/user.server";
import { countryOf, type Locale } from "~/countries";
import { marketingLocaleId } from "~/domain/marketing/locale-id";
import { finishSubmission } from "~/forms/finish-submission.server";
import { MarketingFormFields } from "~/forms/marketing-form/fields";
import { EMAIL_FIELD } from "~/forms/marketing-form/schema";
import { type MarketingFieldView, marketingFieldViews, type TypedValue } from "~/forms/marketing-form/view";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import * as styles from "~/marketing/block-form.css";
import { preferenceCentreOutcome, preferenceSync } from "~/marketing/preference-centre";
import { PREFERENCE_LINK_DAYS, preferenceLink, preferenceOwner } from "~/marketing/preference-link.server";
import { readAnswers } from "~/marketing/read-answers";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { log } from "~/services/log.server";
import { getMarketingForm } from "~/services/marketing-forms/client.server";
import type { CampaignEmail, MarketingFormDefinition } from "~/services/marketing-forms/contract";
import { enforceRateLimit } from "~/services/rate-limit.server";
import { markPersonal } from "~/services/request-context.server";
import { acceptSubmission, submissionKey } from "~/store/portal-outbox.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { Button, ButtonLink } from "~/ui/button/button";
import { container } from "~/ui/layout.css";

/**
 * The preference centre (spec 002 §2 §4 §8; decision 0044), reached from the newsletter's e-mails:
 * `?optIn=true` shows the opt-in confirmation above the form; the choices go through the outbox to the
 * marketing upstream's custom-object sync, then the page comes back with
 * `pagetype=preferenceCenterSuccess`, or `pagetype=preferenceCenterError` when they could not be kept.
 *
 * Only an address's owner changes what it receives (issue 26, decision 0053): the signed-in grower their own, or
 * whoever opens the signed link (`?token=`) the portal e-mailed to that address. Anyone else is offered that link:
 * "send me the link" is a second form whose e-mail goes through the outbox too. The address is never typed into
 * the choices' form, so it cannot be someone else's.
 * Its forms carry a fresh idempotency key, so the page is never stored by a shared cache.
 */
const KIND = "preference-centre";
const LINK_KIND = "preference-link";
const INTENT = "intent";
const TOKEN = "token";

async function formOf(locale: Locale) {
  return getMarketingForm(locale, countryOf(locale).marketingForms.preferenceCentreFormId);
}

/** The definition's e-mail field alone: the "send me the link" form. */
const emailOnly = (definition: MarketingFormDefinition): MarketingFormDefinition => ({
  ...definition,
  fields: definition.fields.filter((field) => field.name === EMAIL_FIELD),
});
const withoutEmail = (definition: MarketingFormDefinition): MarketingFormDefinition => ({
  ...definition,
  fields: definition.fields.filter((field) => field.name !== EMAIL_FIELD),
});

/** What the page shows under its heading: the choices for an owner, or the link form for anyone else. */
interface FormWords {
  key: string;
  lead: string;
  submit: string;
  requiredMark: string;
  fields: MarketingFieldView[];
}
type PreferenceForm =
  | (FormWords & { intent: "save"; token: string | null })
  | (FormWords & { intent: "link"; problem: string | null; signIn: { label: string; href: string } });

function typedOf(form: FormData, definition: MarketingFormDefinition): Record<string, TypedValue> {
  return Object.fromEntries(
    definition.fields.map((field) => {
      const values = form.getAll(field.name).map(String);
      return [field.name, values.length > 1 ? values : values[0]];
    }),
  );
}

function linkForm(
  t: TFunction,
  definition: MarketingFormDefinition,
  url: URL,
  problem: string | null,
  typed: { values: Record<string, TypedValue>; errors: Record<string, string[]> } = { values: {}, errors: {} },
): PreferenceForm {
  return {
    intent: "link",
    key: submissionKey(LINK_KIND),
    lead: t("preferences.link.lead", { days: PREFERENCE_LINK_DAYS }),
    submit: t("preferences.link.submit"),
    requiredMark: t("marketing-form:required"),
    problem,
    fields: marketingFieldViews(emailOnly(definition), { ...typed, t }),
    signIn: { label: t("preferences.link.signIn"), href: loginHref(`${url.pathname}${url.search}`) },
  };
}

function choicesForm(
  t: TFunction,
  definition: MarketingFormDefinition,
  owner: { email: string; token: string | null },
  typed: { values: Record<string, TypedValue>; errors: Record<string, string[]> } = { values: {}, errors: {} },
): PreferenceForm {
  return {
    intent: "save",
    key: submissionKey(KIND),
    lead: `${t("preferences.owner", { email: owner.email })} ${t("preferences.lead")}`,
    submit: t("preferences.submit"),
    requiredMark: t("marketing-form:required"),
    token: owner.token,
    fields: marketingFieldViews(withoutEmail(definition), { ...typed, t }),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  markPersonal();
  const [t, owner] = await Promise.all([
    i18nServer.getFixedT(locale, "marketing"),
    preferenceOwner(request, url.searchParams.get(TOKEN)),
  ]);
  const outcome = preferenceCentreOutcome(url.searchParams);
  const again = new URL(url.pathname, url);
  if (owner.email !== null && owner.token) again.searchParams.set(TOKEN, owner.token);
  const base = {
    meta: { title: t("preferences.meta.title"), description: t("preferences.meta.description") },
    heading: t("preferences.heading"),
    outcome,
    outcomeText:
      outcome === "form" ? null : { title: t(`preferences.${outcome}.title`), body: t(`preferences.${outcome}.body`) },
    again: { label: t("preferences.again"), href: `${again.pathname}${again.search}` },
    linkSent: url.searchParams.get("link") === "sent" ? t("preferences.link.sent") : null,
  };
  if (outcome === "success") return { ...base, form: null };
  const definition = await formOf(locale).catch(() => null);
  if (!definition)
    return {
      ...base,
      outcome: "error" as const,
      outcomeText: { title: t("preferences.error.title"), body: t("preferences.error.body") },
      form: null,
    };
  return {
    ...base,
    optIn: url.searchParams.get("optIn") === "true" ? t("preferences.optIn") : null,
    form:
      owner.email !== null
        ? choicesForm(t, definition, owner)
        : linkForm(t, definition, url, owner.link ? t(`preferences.link.${owner.link}`) : null),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit(context, "marketing-forms");
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const to = (query: string) => redirect(`${url.pathname}?${query}`, 303);
  const [form, definition, t] = await Promise.all([
    request.formData(),
    formOf(locale).catch(() => null),
    i18nServer.getFixedT(locale, "marketing"),
  ]);
  if (!definition) return to("pagetype=preferenceCenterError");
  if (form.get(INTENT) === "link") return sendLink(request, form, definition, locale, t, url);

  const token = form.get(TOKEN);
  const owner = await preferenceOwner(request, typeof token === "string" ? token : null);
  if (owner.email === null) {
    // Nobody whose address this could be: the choices are not read, and the link is offered instead.
    const problem = t(owner.link ? `preferences.link.${owner.link}` : "preferences.link.needed");
    return respond({ form: linkForm(t, definition, url, problem) }, { status: 403 });
  }
  // The owner's address, whatever the form carried under that name.
  form.set(EMAIL_FIELD, owner.email);
  const reading = readAnswers(form, definition);
  if (!reading.ok)
    return respond(
      { form: choicesForm(t, definition, owner, { values: typedOf(form, definition), errors: reading.errors }) },
      { status: 400 },
    );
  const back = owner.token ? `&${TOKEN}=${encodeURIComponent(owner.token)}` : "";
  try {
    const finished = await finishSubmission(
      request,
      form,
      KIND,
      preferenceSync(locale, reading.value as Record<string, string | string[] | boolean | undefined>),
    );
    return to(`pagetype=${finished instanceof Response ? "preferenceCenterSuccess" : "preferenceCenterError"}${back}`);
  } catch (error) {
    log("error", "preference centre: could not keep the submission", { reason: (error as Error).message });
    return to(`pagetype=preferenceCenterError${back}`);
  }
}

/**
 * "Send me the link": the platform e-mails the signed link to the address typed. The answer is the same whether or
 * not the address gets our e-mails, so the page tells no one who is subscribed.
 */
async function sendLink(
  request: Request,
  form: FormData,
  definition: MarketingFormDefinition,
  locale: Locale,
  t: TFunction,
  url: URL,
) {
  const reading = readAnswers(form, emailOnly(definition));
  const email = reading.ok ? reading.value[EMAIL_FIELD] : undefined;
  if (typeof email !== "string") {
    const typed = { values: typedOf(form, definition), errors: reading.errors };
    return respond({ form: linkForm(t, definition, url, null, typed) }, { status: 400 });
  }
  const payload: CampaignEmail = {
    munchkinId: countryOf(locale).marketingForms.munchkinId,
    campaign: "preference-link",
    email,
    localeId: marketingLocaleId(locale),
    tokens: { link: preferenceLink(locale, email) },
  };
  try {
    await acceptSubmission(form, LINK_KIND, payload, (await sessionUser(request))?.id ?? null);
    return redirect(`${url.pathname}?link=sent`, 303);
  } catch (error) {
    if (!(error instanceof Response)) log("error", "preference link: could not keep it", { reason: String(error) });
    return redirect(`${url.pathname}?pagetype=preferenceCenterError`, 303);
  }
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function PreferenceCentre() {
  const view = useLoaderData<typeof loader>();
  const returned = useActionData<{ form: PreferenceForm }>();
  const form = returned?.form ?? ("form" in view ? view.form : null);
  return (
    <div className={container}>
      <section className={styles.panel} aria-labelledby="preferences-heading" data-state={view.outcome}>
        <h1 id="preferences-heading" className={styles.heading}>
          {view.heading}
        </h1>
        {view.outcomeText ? (
          <p className={view.outcome === "error" ? styles.notice : styles.text} role="status">
            <strong>{view.outcomeText.title}</strong> {view.outcomeText.body}
          </p>
        ) : null}
        {"optIn" in view && view.optIn ? (
          <p className={styles.text} role="status">
            <strong>{view.optIn}</strong>
          </p>
        ) : null}
        {view.linkSent ? (
          <p className={styles.text} role="status">
            {view.linkSent}
          </p>
        ) : null}
        {form ? <PreferenceFormView form={form} /> : null}
        {!form ? (
          <div className={styles.actions}>
            <ButtonLink to={view.again.href} variant="secondary">
              {view.again.label}
            </ButtonLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function PreferenceFormView({ form }: { form: PreferenceForm }) {
  return (
    <>
      {form.intent === "link" && form.problem ? (
        <p className={styles.notice} role="alert">
          {form.problem}
        </p>
      ) : null}
      <p className={styles.text}>{form.lead}</p>
      <Form method="post" noValidate className={styles.stack}>
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={form.key} />
        <input type="hidden" name={INTENT} value={form.intent} />
        {form.intent === "save" && form.token ? <input type="hidden" name={TOKEN} value={form.token} /> : null}
        <MarketingFormFields fields={form.fields} requiredMark={form.requiredMark} />
        <div className={styles.actions}>
          <Button type="submit">{form.submit}</Button>
          {form.intent === "link" ? (
            <ButtonLink to={form.signIn.href} variant="secondary" reloadDocument>
              {form.signIn.label}
            </ButtonLink>
          ) : null}
        </div>
      </Form>
    </>
  );
}
