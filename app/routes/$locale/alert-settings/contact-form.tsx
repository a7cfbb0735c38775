import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { Button } from "~/ui/button/button";
import { TextField } from "~/ui/field/field";

import * as styles from "./settings.css";

/**
 * One of the posts that add a contact (a WhatsApp number, then the code sent to it; the code e-mailed to an address):
 * what the page says first, the intent the action reads, the one field (children) and its button. Each is a form of
 * its own, so each posts alone.
 */
export function ContactForm({
  intent,
  note,
  submit,
  secondary = false,
  children,
}: {
  intent: string;
  note?: string | null;
  submit: string;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={styles.section}>
      {note ? <p>{note}</p> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" variant={secondary ? "secondary" : "primary"}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** The code sent to a number or an address, typed back; shown while one is on its way or the last try was refused. */
export function CodeForm({
  intent,
  name,
  note,
  submit,
  code,
}: {
  intent: string;
  name: string;
  note: string | null;
  submit: string;
  code: { label: string; value: string; error: string | null };
}) {
  if (!note && !code.error) return null;
  return (
    <ContactForm intent={intent} note={note} submit={submit}>
      <TextField
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        label={code.label}
        defaultValue={code.value}
        errors={code.error}
      />
    </ContactForm>
  );
}
