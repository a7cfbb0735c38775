import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";

import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { Button } from "~/ui/button/button";

import * as styles from "./interests.css";
import type { TopicsFormView } from "./view.server";

/** What an action sends back to a topics form: conform's reply (messages translated), or the outbox's refusal. */
export type TopicsFormAnswer =
  | { reply: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } }
  | { submissionError: string }
  | null;

/** The posted choice and the message of a form that came back, or the saved choice when none did. */
function checkedAndError(form: TopicsFormView, answer: TopicsFormAnswer) {
  if (!answer) return { checked: null, error: null };
  if ("submissionError" in answer) return { checked: null, error: answer.submissionError };
  const posted = answer.reply.initialValue?.interests;
  const checked = new Set(Array.isArray(posted) ? (posted as string[]) : typeof posted === "string" ? [posted] : []);
  return { checked, error: answer.reply.error?.interests?.[0] ?? null };
}

/**
 * The topics form (spec 001 §2 §5): every topic by group, the saved ones
 * ticked, 'select at least one item' beside the list when none is, Save and
 * Cancel. A plain POST form: it works the same inside the dialog, the side
 * sheet, or on its own address without JavaScript.
 */
export function TopicsForm({ form, answer }: { form: TopicsFormView; answer: TopicsFormAnswer }) {
  const errorId = useId();
  const { checked, error } = checkedAndError(form, answer);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className={styles.form} aria-describedby={errorId} noValidate>
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={form.submissionKey} />
      <p className={styles.instructions}>{form.instructions}</p>
      {form.groups.map((group) => (
        <fieldset key={group.id} className={styles.fieldset}>
          <legend className={styles.legend}>{group.legend}</legend>
          <div className={styles.options}>
            {group.topics.map((topic) => (
              <label key={topic.id} className={styles.option}>
                <input
                  type="checkbox"
                  name="interests"
                  value={topic.id}
                  defaultChecked={checked ? checked.has(topic.id) : topic.checked}
                  className={styles.checkbox}
                />
                {topic.title}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {form.save}
        </Button>
        <Link to={form.cancel.href} preventScrollReset>
          {form.cancel.label}
        </Link>
      </div>
    </Form>
  );
}
