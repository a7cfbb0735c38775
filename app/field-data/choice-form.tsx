import { Form } from "@remix-run/react";

import { buttonClassName } from "~/ui/button/button";

import * as styles from "./field-page.css";

interface Choice {
  label: string;
  submit: string;
  selected: string | undefined;
  options: { value: string; label: string }[];
}

/**
 * A field page's GET form of one choice (the season, the map's crop, the field to recommend for): what it carries
 * along, a labelled select and its button. The select is keyed by the choice shown, so after a navigation it shows
 * the address's choice rather than what the old DOM kept.
 */
export function ChoiceForm({
  id,
  name,
  choice,
  carried = [],
  secondary = false,
}: {
  id: string;
  name: string;
  choice: Choice;
  carried?: { name: string; value: string }[];
  secondary?: boolean;
}) {
  return (
    <Form method="get" className={styles.form}>
      {carried.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <div className={styles.label}>
        <label htmlFor={id}>{choice.label}</label>
        <select id={id} name={name} defaultValue={choice.selected} key={choice.selected} className={styles.select}>
          {choice.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClassName({ variant: secondary ? "secondary" : "primary" })}>
        {choice.submit}
      </button>
    </Form>
  );
}
