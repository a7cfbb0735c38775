import { Form } from "@remix-run/react";
import { useState } from "react";

import type { SeedQualityResult } from "~/domain/catalog/seed-quality";
import { parseStand, seedingRate, type StandLimits } from "~/domain/catalog/seeding-rate";
import { formatUpTo } from "~/format/numbers";
import { Button } from "~/ui/button/button";
import { TextField } from "~/ui/field/field";

import * as styles from "./checker.css";

export interface SeedingRateCopy {
  heading: string;
  intro: string;
  label: string;
  hint: string;
  submit: string;
  result: string;
  formula: string;
  worked: string;
  caveat: string;
  missing: string;
  outOfRange: string;
  unusable: string;
}

/**
 * Beyond the spec: the seeds per hectare to sow for a target stand, from this
 * lot's germination and failures, with the formula and the grower's numbers in
 * it. Without JavaScript it is a GET form (?lot&stand); with it, it updates as
 * the grower types.
 */
export function SeedingRateHelper({
  lot,
  result,
  copy,
  locale,
  initialStand,
  initialText,
  hydrated,
  limits,
}: {
  lot: string;
  result: SeedQualityResult;
  copy: SeedingRateCopy;
  locale: string;
  initialStand: number | null;
  initialText: string;
  hydrated: boolean;
  limits: StandLimits;
}) {
  const [text, setText] = useState(initialText);
  const stand = hydrated ? parseStand(text) : initialStand;
  const touched = hydrated ? text.trim() !== "" : initialText.trim() !== "";
  const rate = seedingRate(stand, result.germinationPower, result.failures, limits);
  const whole = (value: number) => formatUpTo(locale, value, 0);
  const fraction = (value: number) => formatUpTo(locale, value, 4);
  const message = rate.ok
    ? null
    : rate.reason === "stand-missing"
      ? touched
        ? copy.outOfRange
        : copy.missing
      : rate.reason === "stand-out-of-range"
        ? copy.outOfRange
        : copy.unusable;
  return (
    <section aria-labelledby="seeding-rate-heading" className={styles.rate}>
      <h3 id="seeding-rate-heading" className={styles.rateHeading}>
        {copy.heading}
      </h3>
      <p>{copy.intro}</p>
      <Form
        method="get"
        className={styles.form}
        onSubmit={(event) => hydrated && event.preventDefault()}
        preventScrollReset
      >
        <input type="hidden" name="lot" value={lot} />
        <TextField
          id="stand"
          name="stand"
          label={copy.label}
          hint={copy.hint}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          className={styles.field}
        />
        {hydrated ? null : (
          <Button type="submit" variant="secondary" className={styles.submit}>
            {copy.submit}
          </Button>
        )}
      </Form>
      <output htmlFor="stand" aria-live="polite" className={styles.output}>
        {rate.ok && stand !== null ? (
          <>
            <strong className={styles.seeds}>{copy.result.replace("{seeds}", whole(rate.seeds))}</strong>
            <span className={styles.worked}>
              {copy.worked
                .replace("{stand}", whole(stand))
                .replace("{germination}", fraction(result.germinationPower / 100))
                .replace("{failures}", fraction(result.failures / 100))
                .replace("{seeds}", whole(rate.seeds))}
            </span>
          </>
        ) : (
          <span>{message}</span>
        )}
      </output>
      <p className={styles.formula}>{copy.formula}</p>
      <p className={styles.caveat}>{copy.caveat}</p>
    </section>
  );
}
