import { Form } from "@remix-run/react";
import { useState } from "react";

import { canSubmitPostcode, maskPostcode, POSTCODE_MAX_LENGTH } from "~/domain/postcode/postcode";
import { Button } from "~/ui/button/button";
import { TextField } from "~/ui/field/field";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import type { PostcodeView } from "./load.server";
import * as styles from "./postcode.css";

/**
 * The CEP form: a GET form that works without JavaScript (digits with or without the mask, the server reads both).
 * With JavaScript the text is masked as it is typed (00.000-000, 10 characters at most) and the button stays
 * disabled while the text has 9 characters or fewer.
 */
export function PostcodeForm({ form, id }: { form: PostcodeView["form"]; id: string }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(form.value);
  return (
    <Form method="get" action={form.action} className={styles.form} preventScrollReset>
      <TextField
        id={id}
        name="cep"
        label={form.label}
        hint={form.hint}
        errors={form.error}
        className={styles.field}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX_LENGTH}
        value={value}
        onChange={(event) => setValue(maskPostcode(event.currentTarget.value))}
      />
      <Button type="submit" className={styles.submit} disabled={hydrated && !canSubmitPostcode(value)}>
        {form.submit}
      </Button>
    </Form>
  );
}
