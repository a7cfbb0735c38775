import { Form, Link, useLocation } from "@remix-run/react";

import { buttonClassName } from "~/ui/button/button";
import { SelectField } from "~/ui/field/field";

import * as styles from "./filters-form.css";
import * as shared from "./loyalty.css";
import type { FiltersFormData } from "./view-types";

/**
 * A section's filters (the services on "Meu Impulso", the calculator's catalogue): a GET form of selects that, like
 * its "clear" link, lands back on the section's anchor. Remounted on every new query, so the selects show the
 * address's values (after "clear", back or forward) rather than what the old DOM kept.
 */
export function FiltersForm({ form, anchor, idPrefix }: { form: FiltersFormData; anchor: string; idPrefix: string }) {
  const location = useLocation();
  return (
    <Form
      key={location.search}
      method="get"
      action={`${form.action}#${anchor}`}
      preventScrollReset
      aria-label={form.label}
      className={styles.filters}
    >
      {form.hidden?.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      {form.filters.map((filter) => (
        <SelectField
          key={filter.name}
          name={filter.name}
          id={`${idPrefix}-${filter.name}`}
          label={filter.label}
          defaultValue={filter.value}
          options={filter.options}
        />
      ))}
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName({ variant: "primary" })}>
          {form.submit}
        </button>
        {form.clear ? (
          <Link to={`${form.clear.href}#${anchor}`} preventScrollReset className={shared.textLink}>
            {form.clear.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
