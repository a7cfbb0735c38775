import { data as respond, redirect } from "@remix-run/node";
import { z } from "zod";

import type { SessionUser } from "~/auth/user";
import type { Locale } from "~/countries";
import { finishSubmission } from "~/forms/finish-submission.server";
import { readQuery } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import type { EnrolmentRequest } from "~/services/rewards/contract";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

import { ENROLMENT_KIND, type EnrolmentForm } from "./view";

/**
 * The enrolment form: one checkbox, the programme's terms. A checkbox left
 * unticked is simply absent from the form, so the schema reads it as false
 * and the action asks for it to be true.
 */
const enrolmentSchema = z.object({ acceptTerms: z.boolean().default(false) });

/** What the action answers when the form does not hold: the errors to show beside it (status 400). */
export interface EnrolmentRefused {
  enrolmentErrors: EnrolmentForm["errors"];
}

/**
 * The enrolment action (decision 0028): the terms checked, then the outbox
 * (kind "us-rewards-enrolment", the grower's id from the session, never from
 * the form) with the form's idempotency key, so a double tap or a retry
 * enrols once. The grower comes back to the rewards page, which follows the
 * delivery (`?enrolment=<key>`) until the programme has them.
 */
export async function enrol(request: Request, locale: Locale, user: SessionUser) {
  const formData = await request.formData();
  const t = await i18nServer.getFixedT(locale, "rewards");
  const { value } = readQuery(formData, enrolmentSchema);
  if (!value.acceptTerms) {
    return respond<EnrolmentRefused>({ enrolmentErrors: { terms: t("enrolment.termsRequired") } }, { status: 400 });
  }
  const payload: EnrolmentRequest = { growerId: user.id };
  const answer = await finishSubmission(request, formData, ENROLMENT_KIND, payload);
  // Stored: not the generic receipt but the rewards page, which says what became of it.
  if ("data" in answer) {
    return respond<EnrolmentRefused>({ enrolmentErrors: { form: answer.data.submissionError } }, answer.init ?? {});
  }
  const key = String(formData.get(SUBMISSION_KEY_FIELD));
  return redirect(`${href(locale, "rewards")}?enrolment=${encodeURIComponent(key)}`, 303);
}
