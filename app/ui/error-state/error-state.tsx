/**
 * ErrorState: a widget that could not load (spec 000 §8: warning icon, title, subtitle, an action).
 *
 *   <ErrorState title subtitle? headingLevel?={2|3} id?
 *     action?={{ label, href, reloadDocument? }}                      // a link (e.g. reload the page)
 *     action?={{ label, form: { method?: "get" | "post", action?, fields?: { name: value } } }} />
 *
 * The action is a real link or a real form, so "try again" works without
 * JavaScript; a POST form goes through Remix's <Form> (progressively enhanced).
 * The box is a polite status region: a widget that fails after a client-side
 * navigation is announced, without interrupting.
 */
import { Form, Link } from "@remix-run/react";

import { buttonClassName } from "../button/button";
import * as styles from "./error-state.css";

export type ErrorStateAction =
  | { label: string; href: string; reloadDocument?: boolean }
  | { label: string; form: { method?: "get" | "post"; action?: string; fields?: Record<string, string> } };

export interface ErrorStateProps {
  title: string;
  subtitle?: string;
  action?: ErrorStateAction;
  headingLevel?: 2 | 3;
  id?: string;
}

export function ErrorState({ title, subtitle, action, headingLevel = 2, id }: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} className={styles.box} role="status">
      <svg
        aria-hidden="true"
        focusable="false"
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={styles.icon}
      >
        <path d="M12 3l10 18H2z" />
        <path d="M12 10v5M12 18h.01" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {action ? <div className={styles.action}>{renderAction(action)}</div> : null}
    </div>
  );
}

function renderAction(action: ErrorStateAction) {
  const look = buttonClassName({ variant: "secondary" });
  if ("href" in action) {
    return (
      <Link to={action.href} className={look} reloadDocument={action.reloadDocument}>
        {action.label}
      </Link>
    );
  }
  const { method = "get", action: target, fields = {} } = action.form;
  return (
    <Form method={method} action={target}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={look}>
        {action.label}
      </button>
    </Form>
  );
}
