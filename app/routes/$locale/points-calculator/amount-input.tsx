import type { FormEvent } from "react";

import { maskDigits } from "~/domain/loyalty/amount";
import type { ControlProps } from "~/ui/field/field";

import * as styles from "./calculator.css";

/** Digits (hundredths) shown the locale's way: "150000" → "1.500,00". */
function maskAmount(raw: string, separators: { group: string; decimal: string }): string {
  const digits = maskDigits(raw);
  if (!digits) return "";
  const padded = digits.padStart(3, "0");
  const whole = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return `${whole}${separators.decimal}${padded.slice(-2)}`;
}

/**
 * A money input as the spec wants it (001 §5): digits only, held in
 * hundredths, at most 23 digits. With JavaScript, each keystroke is
 * re-shown as money (the last two digits are the cents); without it, the
 * server reads the digits the same way and shows back how it read them.
 */
export function AmountInput({
  control,
  defaultValue,
  separators,
  prefix,
}: {
  control: ControlProps;
  defaultValue: string;
  separators: { group: string; decimal: string };
  prefix: string;
}) {
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const masked = maskAmount(input.value, separators);
    if (masked !== input.value) input.value = masked;
  };
  return (
    <span className={styles.amount}>
      <span aria-hidden="true" className={styles.prefix}>
        {prefix}
      </span>
      <input
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        defaultValue={defaultValue}
        onInput={onInput}
      />
    </span>
  );
}
