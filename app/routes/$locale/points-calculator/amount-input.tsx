import type { FocusEvent, FormEvent } from "react";

import { amountCharacters, tidyAmount } from "~/domain/loyalty/amount";
import type { NumberMarks } from "~/format/numbers";
import type { ControlProps } from "~/ui/field/field";

import * as styles from "./calculator.css";

/**
 * A money input as the spec wants it (001 §5): digits only (and the locale's
 * marks), read as the locale writes money ("1500", "1.500" and "1.500,00" are
 * R$ 1.500), at most 23 digits of hundredths. With JavaScript, a keystroke
 * keeps only those characters and leaving the field shows the amount the way
 * the server reads it (tidyAmount, shared with the server); without it, the
 * server reads the text the same way and shows back how it read it.
 */
export function AmountInput({
  control,
  defaultValue,
  locale,
  separators,
  prefix,
}: {
  control: ControlProps;
  defaultValue: string;
  locale: string;
  separators: NumberMarks;
  prefix: string;
}) {
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const kept = amountCharacters(input.value, separators);
    if (kept !== input.value) input.value = kept;
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    input.value = tidyAmount(input.value, locale, separators);
  };
  return (
    <span className={styles.amount}>
      {/* Apart from the field's label in a text browser too ("… (R$) R$"), not drawn in the flex row. */}{" "}
      <span aria-hidden="true" className={styles.prefix}>
        {prefix}
      </span>
      <input
        {...control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        defaultValue={defaultValue}
        onInput={onInput}
        onBlur={onBlur}
      />
    </span>
  );
}
