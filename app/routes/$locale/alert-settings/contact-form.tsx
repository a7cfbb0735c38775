import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { Button } from "~/ui/button/button";

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
