import { data as respond, redirect } from "@remix-run/node";

import { sessionUser } from "~/auth/user.server";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import type { Admission } from "~/store/outbox-rules.server";
import { acceptSubmission } from "~/store/portal-outbox.server";

/** What a form's action shows beside the form when the outbox refused the submission (nothing was stored). */
export interface SubmissionRefused {
  submissionError: string;
}

/** The outbox's refusals (decision 0018) and the words a grower reads for each. */
const REFUSALS: Record<number, string> = {
  400: "submissionErrors.badKey",
  413: "submissionErrors.tooLarge",
  422: "submissionErrors.conflict",
};

/**
 * The one way a feature's action finishes a submission:
 *
 *   return finishSubmission(request, formData, "newsletter", payload);
 *
 * Stores it in the outbox under the form's key (a replay finds the first one),
 * then answers 303 to the locale's receipt, so a refresh or the back button
 * never posts again. A refusal (an expired or made-up key 400, a payload larger
 * than any form sends 413, the key reused with other answers 422) comes back
 * with its status as `{ submissionError }`, localized, for the form to show
 * beside what the grower typed; the form's own fields are validated before this.
 * With an `admission` (checked against the grower's earlier submissions under
 * their lock, decision 0052), null when it does not fit: nothing was stored.
 */
type Finished = ReturnType<typeof redirect> | ReturnType<typeof respond<SubmissionRefused>>;
export function finishSubmission(
  request: Request,
  formData: FormData,
  kind: string,
  payload: unknown,
): Promise<Finished>;
export function finishSubmission(
  request: Request,
  formData: FormData,
  kind: string,
  payload: unknown,
  admission: Admission,
): Promise<Finished | null>;
export async function finishSubmission(
  request: Request,
  formData: FormData,
  kind: string,
  payload: unknown,
  admission?: Admission,
): Promise<Finished | null> {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!locale) throw new Error(`finishSubmission outside a locale: ${request.url}`);
  try {
    // Whose it is, so the grower's home can list it while it waits (decision 0042).
    const grower = (await sessionUser(request))?.id ?? null;
    const receipt = await acceptSubmission(formData, kind, payload, grower, admission);
    // Not admitted beside the grower's earlier submissions (decision 0052): nothing stored, the form says why.
    if (!receipt) return null;
    return redirect(href(locale, "receipt", receipt.key)!, 303);
  } catch (thrown) {
    const refusal = thrown instanceof Response ? REFUSALS[thrown.status] : undefined;
    if (!refusal || !(thrown instanceof Response)) throw thrown;
    const t = await i18nServer.getFixedT(locale, "forms");
    return respond<SubmissionRefused>({ submissionError: t(refusal) }, { status: thrown.status });
  }
}
