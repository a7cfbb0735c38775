import type { MarketingFieldView } from "~/forms/marketing-form/view";

/** A field no person sees or fills (hidden from sight and from assistive technology): bots do. */
export const HONEYPOT_FIELD = "website";

/**
 * A content-site form as the page renders it (decision 0044), finished on the server: where it posts,
 * its hidden fields (the block, the step, the idempotency key), its fields with what was typed and
 * their errors, and its words. Plain data: it crosses to the browser for hydration.
 */
export interface FormView {
  blockId: string;
  /** The page itself, with the step: the form posts there (POST → 303 → GET). */
  action: string;
  submissionKey: string;
  step: 1 | 2;
  stepCount: 1 | 2;
  /** "Step 1 of 2", only for two-step forms. */
  stepLabel: string | null;
  fields: MarketingFieldView[];
  /** For a signed-in grower, whose e-mail is sent instead of typed: "We'll send it to {email}". */
  knownUser: string | null;
  submitLabel: string;
  /** Step 2's way back to step 1 (what was typed there is kept). */
  backLabel: string | null;
  requiredMark: string;
  honeypotLabel: string;
  /** Above the form: the outbox refused the submission, or the last one failed (a new key is issued). */
  notice: string | null;
}

/** What a form block's server load gives: the form, its outcome after a submission, or nothing at all. */
export type FormBlockData =
  | { kind: "form"; heading: string; lead: string | null; form: FormView; state: string }
  | {
      kind: "done";
      heading: string;
      state: string;
      title: string;
      body: string;
      /** While the outbox is still at work: the same address, to look again. */
      checkAgain: { label: string; href: string } | null;
      download: { label: string; href: string } | null;
    }
  | { kind: "none" };

/** What the page's action answers (400) when a form's answers do not hold: the same form, with errors. */
export interface FormActionData {
  blockId: string;
  form: FormView;
}
