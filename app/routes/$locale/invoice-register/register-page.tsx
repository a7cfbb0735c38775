import { Form, Link } from "@remix-run/react";

import * as styles from "~/invoices/invoices.css";
import * as loyalty from "~/loyalty/loyalty.css";
import { Button, ButtonLink } from "~/ui/button/button";
import { TextField } from "~/ui/field/field";
import { container, pageBlock } from "~/ui/layout.css";
import { StepHeader } from "~/ui/step-header/step-header";

import type { RegisterActionData, RegisterData } from "./route";

/** The buttons' intents, as the action reads them (route.tsx): names, not text. */
const INTENT = { PREVIEW: "preview", SUBMIT: "submit" } as const;

type Result = RegisterActionData | { submissionError: string } | null;

/**
 * The register page's two steps (issue 32): the form (key or XML) and the preview with its one confirmation. An
 * error comes back beside its field with what was typed; an error of the whole submission (a duplicate found at the
 * confirmation, the outbox's refusal) above the form.
 */
export function RegisterPage({ data, result }: { data: RegisterData; result: Result }) {
  const fieldError = result && "field" in result ? result : null;
  const alert =
    result && "submissionError" in result ? result.submissionError : fieldError?.field ? null : fieldError?.error;
  return (
    <div className={`${container} ${pageBlock}`}>
      <div className={styles.page}>
        <StepHeader heading={data.heading} lead={data.lead} step={data.step} alert={alert} />
        {data.kind === "form" ? <KeyOrXml data={data} error={fieldError} /> : <Preview data={data} />}
        <p>
          <Link to={data.list.href} className={styles.link}>
            {data.list.label}
          </Link>
        </p>
      </div>
    </div>
  );
}

function KeyOrXml({
  data,
  error,
}: {
  data: Extract<RegisterData, { kind: "form" }>;
  error: RegisterActionData | null;
}) {
  const errorOf = (field: RegisterActionData["field"]) => (error?.field === field ? error.error : null);
  return (
    <Form method="post" action={data.action} encType="multipart/form-data" className={styles.form} noValidate>
      <TextField
        id="invoice-key"
        name="accessKey"
        label={data.key.label}
        hint={data.key.hint}
        errors={errorOf("accessKey")}
        defaultValue={error?.typed ?? ""}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
      />
      <p className={styles.or}>{data.or}</p>
      <TextField
        id="invoice-xml"
        name="xml"
        type="file"
        label={data.xml.label}
        hint={data.xml.hint}
        errors={errorOf("xml")}
        accept=".xml,application/xml,text/xml"
      />
      <div className={styles.actions}>
        <Button type="submit" name="intent" value={INTENT.PREVIEW}>
          {data.submit}
        </Button>
        {data.outside ? (
          <a href={data.outside.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {data.outside.label} <span className={loyalty.muted}>({data.outside.newWindow})</span>
          </a>
        ) : null}
      </div>
    </Form>
  );
}

function Preview({ data }: { data: Extract<RegisterData, { kind: "preview" }> }) {
  const { preview, labels } = data;
  return (
    <section className={`${loyalty.panel} ${styles.form}`} aria-labelledby="invoice-preview">
      <dl className={loyalty.rows}>
        <div className={loyalty.row}>
          <dt className={loyalty.term}>{labels.key}</dt>
          <dd id="invoice-preview" className={`${loyalty.value} ${styles.key}`}>
            {preview.key}
          </dd>
        </div>
        <div className={loyalty.row}>
          <dt className={loyalty.term}>{labels.distributor}</dt>
          <dd className={loyalty.value}>{preview.distributor}</dd>
        </div>
        <div className={loyalty.row}>
          <dt className={loyalty.term}>{labels.issuedIn}</dt>
          <dd className={loyalty.value}>{preview.issuedIn}</dd>
        </div>
      </dl>
      {preview.lines ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className={loyalty.muted}>{labels.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {labels.product}
                </th>
                <th scope="col" className={styles.figure}>
                  {labels.value}
                </th>
                <th scope="col" className={styles.figure}>
                  {labels.points}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row" className={styles.cell}>
                    {line.description}
                  </th>
                  <td className={styles.figure}>{line.value}</td>
                  <td className={styles.figure}>{line.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {preview.total ? <p className={loyalty.stackedValue}>{preview.total}</p> : null}
      {preview.basis ? <p className={loyalty.muted}>{preview.basis}</p> : null}
      {preview.pointsLater ? <p className={loyalty.noticeText}>{preview.pointsLater}</p> : null}
      <Form method="post" className={styles.actions}>
        <input type="hidden" name={data.confirm.keyField} value={data.confirm.key} />
        <Button type="submit" name="intent" value={INTENT.SUBMIT}>
          {data.confirm.label}
        </Button>
        <ButtonLink to={data.edit.href} variant="secondary">
          {data.edit.label}
        </ButtonLink>
      </Form>
    </section>
  );
}
