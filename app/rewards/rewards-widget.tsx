import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { Apart } from "~/ui/apart/apart";
import { Button, ButtonLink } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { Tabs } from "~/ui/tabs/tabs";

import * as styles from "./rewards-widget.css";
import type { RequirementsView, RewardsWidgetView, SnapshotView } from "./view";

/** While an enrolment is on its way, look again every few seconds (JavaScript on; the link does it without). */
const PENDING_REFRESH_MS = 3_000;

function useRefreshWhile(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

/**
 * The rewards widget (spec 000 §2 §4): enrolment, the wait after enrolling,
 * requirements with their tabs, the activity snapshot, or 'Failed to load'.
 */
export function RewardsWidget({ view, className }: { view: RewardsWidgetView; className?: string }) {
  useRefreshWhile(view.state === "enrolment-pending");
  const titleId = `${view.id}-title`;
  return (
    <section
      id={view.id}
      aria-labelledby={titleId}
      className={[styles.widget, className].filter(Boolean).join(" ")}
      data-state={view.state}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          {view.heading}
        </h2>
        {view.pageLink ? (
          <Link to={view.pageLink.href} className={styles.link}>
            {view.pageLink.label}
          </Link>
        ) : null}
      </div>
      {view.notice ? (
        <p role="status" className={styles.notice}>
          {view.notice}
        </p>
      ) : null}
      <WidgetBody view={view} />
    </section>
  );
}

function WidgetBody({ view }: { view: RewardsWidgetView }) {
  switch (view.state) {
    case "error":
      return (
        <ErrorState
          title={view.title}
          subtitle={view.subtitle}
          headingLevel={3}
          action={{ label: view.refresh.label, href: view.refresh.href, reloadDocument: true }}
        />
      );
    case "enrolment":
      return <Enrolment view={view} />;
    case "enrolment-pending":
      return (
        <div role="status" className={styles.form}>
          <h3 className={styles.subheading}>{view.title}</h3>
          <p className={styles.text}>{view.body}</p>
          <ButtonLink to={view.checkAgain.href} variant="secondary" replace>
            {view.checkAgain.label}
          </ButtonLink>
        </div>
      );
    case "requirements":
      return <Requirements view={view} />;
    case "snapshot":
      return <Snapshot view={view} />;
  }
}

function Enrolment({ view }: { view: Extract<RewardsWidgetView, { state: "enrolment" }> }) {
  const { form } = view;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === form.action;
  const termsError = `${view.id}-terms-error`;
  return (
    <Form method="post" action={form.action} className={styles.form}>
      <h3 className={styles.subheading}>{view.title}</h3>
      <p className={styles.text}>{view.body}</p>
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={form.key} />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="acceptTerms"
          className={styles.checkbox}
          aria-invalid={form.errors.terms ? true : undefined}
          aria-describedby={form.errors.terms ? termsError : undefined}
        />
        {form.terms}
      </label>
      <p id={termsError} className={styles.error} aria-live="polite">
        {form.errors.terms}
      </p>
      {form.errors.form ? (
        <p role="alert" className={styles.error}>
          {form.errors.form}
        </p>
      ) : null}
      <Button type="submit" loading={sending}>
        {form.submit}
      </Button>
    </Form>
  );
}

function Requirements({ view }: { view: RequirementsView & { id: string } }) {
  const panelId = `${view.id}-panel`;
  return (
    <>
      <h3 className={styles.subheading}>{view.title}</h3>
      <p className={styles.muted}>{view.intro}</p>
      <Tabs label={view.tabs.label} items={view.tabs.items} current={view.tabs.current} controls={panelId} />
      <div id={panelId} className={styles.panel}>
        <h4 className={styles.subheading}>{view.panel.heading}</h4>
        <p className={styles.muted}>{view.panel.share}</p>
        <ul className={styles.steps}>
          {view.panel.steps.map((step) => (
            <li key={step.kind} className={styles.step} data-locked={step.locked ? "" : undefined}>
              <div className={styles.stepLine}>
                <span className={styles.stepLabel}>{step.label}</span>
                <span>{step.value}</span>
              </div>
              <div className={styles.bar} aria-hidden="true">
                <div
                  className={step.done ? styles.fill.done : styles.fill.open}
                  style={{ width: `${step.percent}%` }}
                />
              </div>
              {step.locked || step.done ? <p className={styles.status}>{step.locked ?? step.done}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function Snapshot({ view }: { view: SnapshotView }) {
  return (
    <>
      {view.banner ? <p className={styles.banner}>{view.banner}</p> : null}
      {view.available ? (
        <div className={styles.available}>
          <h3 className={styles.subheading}>{view.available.label}</h3>
          <p className={styles.availableAmount}>{view.available.amount}</p>
        </div>
      ) : null}
      {view.redemption ? (
        <p className={styles.nextSteps}>
          <Apart>
            <ButtonLink to={view.redemption.redeem.href}>{view.redemption.redeem.label}</ButtonLink>
            <ButtonLink to={view.redemption.requests.href} variant="secondary">
              {view.redemption.requests.label}
            </ButtonLink>
          </Apart>
        </p>
      ) : null}
      <h3 className={styles.subheading}>{view.activities.heading}</h3>
      {view.activities.rows.length ? (
        <ul className={styles.activities}>
          {view.activities.rows.map((row) => (
            <li key={row.id} className={styles.activity}>
              <Apart>
                <span className={styles.activityWhat}>
                  <Apart>
                    <span className={styles.activityType}>{row.type}</span>
                    {row.product ? <span>{row.product}</span> : null}
                    <span className={styles.muted}>{row.reference}</span>
                  </Apart>
                </span>
                <span className={styles.activityAmount}>{row.amount}</span>
                <time dateTime={row.date.iso} className={styles.activityWhen}>
                  {row.date.text}
                </time>
                <a href={row.link.href} className={styles.activityLink} aria-label={row.link.accessibleLabel}>
                  {row.link.label}
                </a>
              </Apart>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{view.activities.empty}</p>
      )}
    </>
  );
}
