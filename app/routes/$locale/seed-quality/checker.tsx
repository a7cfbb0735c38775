import { Form, useLocation } from "@remix-run/react";
import { type FormEvent, useId, useRef, useState } from "react";

import {
  lotCodeWhileTyping,
  lotVerdictOf,
  normalizeLotCode,
  type SeedQualityOutcome,
  seedQualityOutcome,
  type SeedQualityResult,
} from "~/domain/catalog/seed-quality";
import type { StandLimits } from "~/domain/catalog/seeding-rate";
import { Button } from "~/ui/button/button";
import { Field } from "~/ui/field/field";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { container } from "~/ui/layout.css";
import { SideSheet } from "~/ui/side-sheet/side-sheet";

import * as styles from "./checker.css";
import { resultRows } from "./result-rows";
import { type SeedingRateCopy, SeedingRateHelper } from "./seeding-rate-helper";

export interface SeedQualityCopy {
  heading: string;
  label: string;
  hint: string;
  submit: string;
  loading: string;
  close: string;
  /** "Lot {code}": the code is filled in here. */
  resultTitle: string;
  resultDescription: string;
  /** Spec 000 §5: the seed-quality error text (key seed-quality-erro-msg), shown in bold: a lot that is not found. */
  error: string;
  /** The code's other problems (next to the field) and the service's (never blamed on the code). */
  errors: { unknown: string; network: string; tooMany: string; soybean: string; expired: string; rejected: string };
  fields: Record<keyof SeedQualityResult, string>;
  rate: SeedingRateCopy;
}

export interface SeedQualityCheckerProps {
  locale: string;
  title: string;
  lead: string;
  copy: SeedQualityCopy;
  endpoint: string;
  lot: string | null;
  outcome: SeedQualityOutcome | "rate-limited" | null;
  stand: number | null;
  standText: string;
  /** The stand's sensible range in the grower's unit of area (per hectare, or per acre in the US). */
  limits: StandLimits;
}

type Shown = { code: string; outcome: SeedQualityOutcome | "rate-limited"; from: "server" | "browser" } | null;

/**
 * Spec 000 §8, in the browser: 200 → the result, 400 → its message, any other status → 'Unkown error', no answer →
 * 'Error'. Asked in the page's locale, so the partner writes the plate in the page's language.
 */
async function lookUp(endpoint: string, code: string, locale: string): Promise<SeedQualityOutcome | "rate-limited"> {
  let response: Response;
  const query = new URLSearchParams({ seedGroupCode: code, locale });
  try {
    response = await fetch(`${endpoint}?${query}`, {
      headers: { accept: "application/json" },
    });
  } catch {
    return seedQualityOutcome(null, null);
  }
  if (response.status === 429) return "rate-limited";
  const body: unknown = await response.json().catch(() => null);
  return seedQualityOutcome(response.status, body);
}

/**
 * The checker: a lot-code field and a search button. The code is upper-cased
 * as it is typed and trimmed on submit; an empty submit does nothing; while a
 * lookup runs the field and the button are disabled. A found lot opens in a
 * side sheet (in place without JavaScript) with the seeding-rate helper under
 * it; a problem with the code marks the field invalid with its text in bold, an outage is said beside it.
 */
export function SeedQualityChecker({
  locale,
  title,
  lead,
  copy,
  endpoint,
  lot,
  outcome,
  stand,
  standText,
  limits,
}: SeedQualityCheckerProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [code, setCode] = useState(lot ?? "");
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<Shown>(lot && outcome ? { code: lot, outcome, from: "server" } : null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const detailId = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalized = normalizeLotCode(code);
    if (!normalized || loading) return;
    setCode(normalized);
    setLoading(true);
    const answer = await lookUp(endpoint, normalized, locale);
    setLoading(false);
    const found = answer !== "rate-limited" && answer.ok;
    setShown({ code: normalized, outcome: answer, from: "browser" });
    setSheetOpen(found);
    // The result has an address too, as it has without JavaScript: the grower can reload it or send it on.
    const query = new URLSearchParams({ lot: normalized });
    window.history.replaceState(window.history.state, "", `${location.pathname}?${query.toString()}`);
    // The field was disabled while loading, which dropped the focus: put it back where the grower continues.
    if (!found) requestAnimationFrame(() => input.current?.focus());
  }

  // The code's own problem marks the field; an outage or too many lookups is said beside it, never as "check the code".
  const verdict = shown ? lotVerdictOf(shown.outcome) : null;
  const codeProblem =
    verdict?.kind === "code" ? (verdict.reason === "not-found" ? copy.error : copy.errors[verdict.reason]) : null;
  const serviceProblem =
    verdict?.kind === "service"
      ? verdict.reason === "too-many"
        ? copy.errors.tooMany
        : verdict.reason === "unreachable"
          ? copy.errors.network
          : copy.errors.unknown
      : null;
  const result = verdict?.kind === "found" ? verdict.result : null;

  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <section aria-labelledby="seed-quality-heading" className={styles.checker}>
        <h2 id="seed-quality-heading" className={styles.heading}>
          {copy.heading}
        </h2>
        <Form
          method="get"
          action={location.pathname}
          className={styles.form}
          onSubmit={hydrated ? onSubmit : undefined}
          noValidate
        >
          <Field
            label={copy.label}
            hint={copy.hint}
            errors={codeProblem ? [codeProblem] : null}
            id="lot"
            name="lot"
            className={styles.field}
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                aria-describedby={
                  [control["aria-describedby"], serviceProblem ? detailId : null].filter(Boolean).join(" ") || undefined
                }
                type="text"
                value={code}
                onChange={(event) => setCode(lotCodeWhileTyping(event.currentTarget.value))}
                disabled={loading}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                className={`${control.className} ${styles.code}`}
              />
            )}
          </Field>
          <Button ref={button} type="submit" loading={loading} loadingLabel={copy.loading} className={styles.submit}>
            {copy.submit}
          </Button>
        </Form>
        {serviceProblem ? (
          <p id={detailId} className={styles.detail} role="alert">
            {serviceProblem}
          </p>
        ) : null}

        {result && shown ? (
          <SideSheet
            open={shown.from === "server" || sheetOpen}
            onOpenChange={setSheetOpen}
            inline={shown.from === "server"}
            closeHref={location.pathname}
            title={copy.resultTitle.replace("{code}", shown.code)}
            description={copy.resultDescription}
            closeLabel={copy.close}
            returnFocusTo={button}
          >
            <ResultList result={result} copy={copy} locale={locale} />
            <SeedingRateHelper
              key={shown.code}
              lot={shown.code}
              result={result}
              copy={copy.rate}
              locale={locale}
              initialStand={shown.from === "server" ? stand : null}
              initialText={shown.from === "server" ? standText : ""}
              hydrated={hydrated}
              limits={limits}
            />
          </SideSheet>
        ) : null}
      </section>
    </div>
  );
}

function ResultList({ result, copy, locale }: { result: SeedQualityResult; copy: SeedQualityCopy; locale: string }) {
  const rows = resultRows(locale, result);
  return (
    <dl className={styles.results}>
      {rows.map(([key, value]) => (
        <div key={key} className={styles.row}>
          <dt>{copy.fields[key]}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
