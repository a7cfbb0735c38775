import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { MarketingFormFields } from "~/forms/marketing-form/fields";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { Button, ButtonLink } from "~/ui/button/button";
import { container } from "~/ui/layout.css";

import * as styles from "./block-form.css";
import { type FormActionData, type FormBlockData, type FormView, HONEYPOT_FIELD } from "./form-view";

/** The step-2 button that goes back to step 1 (a value, not words). */
const BACK_INTENT = "back";

/**
 * A content-site form block in its state (decision 0044): the form (step 1 or 2, with the errors of a
 * refused POST when the page's action sent them back for this block), or its outcome after a
 * submission. A plain POST form: it works without JavaScript; with it, Remix submits it in place and a
 * second tap while it is on its way does nothing.
 */
export function FormBlockView({ data, kind }: { data: FormBlockData; kind: string }) {
  const returned = useActionData<FormActionData>();
  if (data.kind === "none") return null;
  if (data.kind === "done") {
    return (
      <FormPanel kind={kind} heading={data.heading} state={data.state}>
        <p className={styles.text} role="status">
          <strong>{data.title}</strong> {data.body}
        </p>
        <div className={styles.actions}>
          {data.download ? (
            <ButtonLink to={data.download.href} reloadDocument download>
              {data.download.label}
            </ButtonLink>
          ) : null}
          {data.checkAgain ? (
            <ButtonLink to={data.checkAgain.href} variant="secondary" replace>
              {data.checkAgain.label}
            </ButtonLink>
          ) : null}
        </div>
      </FormPanel>
    );
  }
  const form = returned && "blockId" in returned && returned.blockId === data.form.blockId ? returned.form : data.form;
  return (
    <FormPanel kind={kind} heading={data.heading} state={data.state}>
      {data.lead ? <p className={styles.text}>{data.lead}</p> : null}
      <BlockForm form={form} />
    </FormPanel>
  );
}

/** The block's frame in every state: a section named by its heading. */
function FormPanel({
  kind,
  heading,
  state,
  children,
}: {
  kind: string;
  heading: string;
  state: string;
  children: ReactNode;
}) {
  const headingId = `${kind}-heading`;
  return (
    <div className={container}>
      <section className={styles.panel} aria-labelledby={headingId} data-state={state}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {children}
      </section>
    </div>
  );
}

function BlockForm({ form }: { form: FormView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("block") === form.blockId;
  return (
    <Form method="post" action={form.action.split("#")[0]} noValidate>
      <input type="hidden" name="block" value={form.blockId} />
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={form.submissionKey} />
      <div className={styles.stack}>
        {form.stepLabel ? <p className={styles.step}>{form.stepLabel}</p> : null}
        {form.notice ? (
          <p className={styles.notice} role="alert">
            {form.notice}
          </p>
        ) : null}
        {form.knownUser ? <p className={styles.text}>{form.knownUser}</p> : null}
        <MarketingFormFields fields={form.fields} requiredMark={form.requiredMark} idPrefix={form.blockId} />
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {form.honeypotLabel}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className={styles.actions}>
          {form.backLabel ? (
            <Button type="submit" name="intent" value={BACK_INTENT} variant="secondary" formNoValidate>
              {form.backLabel}
            </Button>
          ) : null}
          <Button type="submit" aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
            {form.submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}
