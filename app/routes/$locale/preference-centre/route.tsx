import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { getUserContext } from "~/auth/user.server";
import { countryOf, type Locale } from "~/countries";
import { finishSubmission } from "~/forms/finish-submission.server";
import { MarketingFormFields } from "~/forms/marketing-form/fields";
import { type MarketingFieldView, marketingFieldViews } from "~/forms/marketing-form/view";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import * as styles from "~/marketing/block-form.css";
import { preferenceCentreOutcome, preferenceSync } from "~/marketing/preference-centre";
import { readAnswers } from "~/marketing/read-answers";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { log } from "~/services/log.server";
import { getMarketingForm } from "~/services/marketing-forms/client.server";
import { enforceRateLimit } from "~/services/rate-limit.server";
import { markPersonal } from "~/services/request-context.server";
import { submissionKey } from "~/store/portal-outbox.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { Button, ButtonLink } from "~/ui/button/button";
import { container } from "~/ui/layout.css";

/**
 * The preference centre (spec 002 §2 §4 §8; decision 0044), reached from the newsletter's e-mails:
 * `?optIn=true` shows the opt-in confirmation above the form; the choices go through the outbox to the
 * marketing upstream's custom-object sync, then the page comes back with
 * `pagetype=preferenceCenterSuccess`, or `pagetype=preferenceCenterError` when they could not be kept.
 * Its form carries a fresh idempotency key, so the page is never stored by a shared cache.
 */
const KIND = "preference-centre";

async function formOf(locale: Locale) {
  return getMarketingForm(locale, countryOf(locale).marketingForms.preferenceCentreFormId);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  markPersonal();
  const [t, user] = await Promise.all([i18nServer.getFixedT(locale, "marketing"), getUserContext(request, locale)]);
  const outcome = preferenceCentreOutcome(url.searchParams);
  const base = {
    meta: { title: t("preferences.meta.title"), description: t("preferences.meta.description") },
    heading: t("preferences.heading"),
    outcome,
    outcomeText:
      outcome === "form" ? null : { title: t(`preferences.${outcome}.title`), body: t(`preferences.${outcome}.body`) },
    again: { label: t("preferences.again"), href: url.pathname },
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
    form: {
      lead: t("preferences.lead"),
      optIn: url.searchParams.get("optIn") === "true" ? t("preferences.optIn") : null,
      key: submissionKey(KIND),
      submit: t("preferences.submit"),
      requiredMark: t("marketing-form:required"),
      fields: marketingFieldViews(definition, { values: { Email: user.user?.email }, errors: {}, t }),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit(context, "marketing-forms");
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const to = (pagetype: string) => redirect(`${url.pathname}?pagetype=${pagetype}`, 303);
  const [form, definition, t] = await Promise.all([
    request.formData(),
    formOf(locale).catch(() => null),
    i18nServer.getFixedT(locale, "marketing"),
  ]);
  if (!definition) return to("preferenceCenterError");
  const reading = readAnswers(form, definition);
  if (!reading.ok) {
    const typed = Object.fromEntries(definition.fields.map((f) => [f.name, form.getAll(f.name).map(String)]));
    const values = Object.fromEntries(Object.entries(typed).map(([name, v]) => [name, v.length > 1 ? v : v[0]]));
    return respond({ fields: marketingFieldViews(definition, { values, errors: reading.errors, t }) }, { status: 400 });
  }
  try {
    const finished = await finishSubmission(
      request,
      form,
      KIND,
      preferenceSync(locale, reading.value as Record<string, string | string[] | boolean | undefined>),
    );
    return to(finished instanceof Response ? "preferenceCenterSuccess" : "preferenceCenterError");
  } catch (error) {
    log("error", "preference centre: could not keep the submission", { reason: (error as Error).message });
    return to("preferenceCenterError");
  }
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function PreferenceCentre() {
  const view = useLoaderData<typeof loader>();
  const returned = useActionData<{ fields: MarketingFieldView[] }>();
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
        {view.form ? (
          <>
            {view.form.optIn ? (
              <p className={styles.text} role="status">
                <strong>{view.form.optIn}</strong>
              </p>
            ) : null}
            <p className={styles.text}>{view.form.lead}</p>
            <Form method="post" noValidate className={styles.stack}>
              <input type="hidden" name={SUBMISSION_KEY_FIELD} value={view.form.key} />
              <MarketingFormFields
                fields={returned?.fields ?? view.form.fields}
                requiredMark={view.form.requiredMark}
              />
              <div className={styles.actions}>
                <Button type="submit">{view.form.submit}</Button>
              </div>
            </Form>
          </>
        ) : (
          <div className={styles.actions}>
            <ButtonLink to={view.again.href} variant="secondary">
              {view.again.label}
            </ButtonLink>
          </div>
        )}
      </section>
    </div>
  );
}
