import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";

import { requireUser } from "~/auth/user.server";
import {
  advance,
  isOnboardingActive,
  STEP_SLUGS,
  stepNumber,
  stepOfSlug,
  STEPS_LENGTH,
  visibleStep,
} from "~/domain/onboarding/steps";
import { readQuery } from "~/forms/read-query";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import * as styles from "~/onboarding/onboarding.css";
import { readProgress, saveProgress } from "~/onboarding/progress-cookie.server";
import { stepView } from "~/onboarding/steps.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { visuallyHidden } from "~/ui/a11y.css";
import { Button, ButtonLink } from "~/ui/button/button";
import { container, pageBlock } from "~/ui/layout.css";

/**
 * First-access onboarding (spec 000 §4 §6 §9): WELCOME, PERSONAL_INFORMATION, CONNECT_ACCOUNTS, each a URL
 * (?step=…) and a plain form that posts, keeps the progress in the firstAccessOnboarding cookie and answers 303
 * to the next step; after the last, the grower lands in their account area. Only for a profile in status
 * ONBOARDING: anyone else goes to the home page. A step not reached yet shows the furthest one reached.
 */
const stepQuery = z.object({ step: z.string().optional() });

async function open(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  if (!isOnboardingActive(user.profileStatus)) throw redirect(href(locale)!);
  return { url, locale, user, progress: await readProgress(request, user.email) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, user, progress } = await open(request);
  const asked = readQuery(url.searchParams, stepQuery).value.step;
  const step = visibleStep(progress, stepOfSlug(asked));
  // The URL always names the step shown, so it can be reloaded and shared.
  if (asked !== STEP_SLUGS[step]) throw redirect(`${url.pathname}?step=${STEP_SLUGS[step]}`);
  const t = await i18nServer.getFixedT(locale, "onboarding");
  return stepView(t, locale, user, progress, step);
}

export async function action({ request }: ActionFunctionArgs) {
  const { url, locale, user, progress } = await open(request);
  const posted = stepOfSlug(readQuery(await request.formData(), stepQuery).value.step);
  const from = visibleStep(progress, posted);
  const next = advance(progress, from);
  const headers = { "set-cookie": await saveProgress(request, user.email, next) };
  if (stepNumber(from) === STEPS_LENGTH)
    return redirect(href(locale, "account") ?? href(locale)!, { status: 303, headers });
  return redirect(`${url.pathname}?step=${STEP_SLUGS[visibleStep(next, null)]}`, { status: 303, headers });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Onboarding() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${pageBlock} ${styles.page}`}>
      <p className={styles.kicker}>{data.heading}</p>
      <nav aria-label={data.progressLabel}>
        <ol className={styles.steps}>
          {data.steps.map((step) => (
            <li key={step.id} className={styles.stepItem} data-current={step.current ? "" : undefined}>
              {step.href && !step.current ? (
                <Link to={step.href}>{step.label}</Link>
              ) : (
                <span aria-current={step.current ? "step" : undefined}>{step.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="onboarding-step" className={styles.card}>
        <p className={styles.counter}>{data.counter}</p>
        <h1 id="onboarding-step" className={styles.title}>
          {data.title}
        </h1>
        <p>{data.body}</p>
        {data.personal ? (
          <dl className={styles.details}>
            {data.personal.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {data.accounts ? (
          <ul className={styles.links}>
            {data.accounts.map((account) =>
              account.external ? (
                <li key={account.href}>
                  <a href={account.href} target="_blank" rel="noreferrer">
                    {account.label}
                    <span className={visuallyHidden}> {data.newWindow}</span>
                  </a>
                </li>
              ) : (
                <li key={account.href}>
                  <Link to={account.href}>{account.label}</Link>
                </li>
              ),
            )}
          </ul>
        ) : null}
        {data.done ? <p role="status">{data.done}</p> : null}
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="step" value={data.form.step} />
          {data.back ? (
            <ButtonLink to={data.back.href} variant="secondary">
              {data.back.label}
            </ButtonLink>
          ) : null}
          <Button type="submit">{data.form.submit}</Button>
        </Form>
      </section>
    </div>
  );
}
