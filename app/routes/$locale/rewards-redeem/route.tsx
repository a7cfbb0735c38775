import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import type { RedemptionContext } from "~/domain/rewards/available-rewards";
import {
  firstOpenStep,
  nextStep,
  type RedemptionDraft,
  stepReachable,
  submissionOf,
  withType,
} from "~/domain/rewards/redemption-draft";
import {
  type AmountError,
  checkRewardsAmount,
  MAX_ADDITIONAL_CENTS,
  maxRewardsCents,
  normaliseAccountNumber,
  parseDollars,
  recipientKindOf,
  type RedemptionType,
  takesAdditionalMoney,
  takesRewards,
} from "~/domain/rewards/redemption-rules";
import { formOutcomeOf } from "~/domain/rewards/redemption-status";
import { finishSubmission, type SubmissionRefused } from "~/forms/finish-submission.server";
import { readQuery, typed } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { closedPage, openRedemptionPage } from "~/redemption/access.server";
import { ClosedRedemption } from "~/redemption/closed-page";
import { newDraft, readDraft, REDEMPTION_KIND, saveDraft } from "~/redemption/draft.server";
import { admissionOf } from "~/redemption/standing.server";
import {
  amountSchema,
  loyaltyRecipientSchema,
  noteSchema,
  SAVE_ONLY,
  traditionalRecipientSchema,
  typeSchema,
} from "~/redemption/step-schemas";
import { money, stepHref, stepOfSlug, wizardView } from "~/redemption/wizard-view.server";
import { notFound } from "~/render/http-errors";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { submissionReceipt } from "~/store/portal-outbox.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

import { WizardPage } from "./wizard-page";

/**
 * The redemption wizard (spec 000 §3 §4 §5, issue 13; rules in decision 0029):
 * type → amount → recipient → note → review, each step its own address and a
 * plain form (POST → 303 → GET), so it works without JavaScript. The draft is
 * kept in the grower's session under the wizard's idempotency key; the review
 * submits it through the outbox under that same key, so a double tap, a
 * refresh or a retry is one request.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { url, locale, access, t } = await openRedemptionPage(request);
  const meta = { title: t("meta.title"), description: t("meta.description") };
  if (access.kind !== "open")
    return { kind: "closed" as const, meta, closed: closedPage(t, access.kind, t("heading"), url.pathname) };
  const step = stepOfSlug(t, params.step);
  if (step === undefined) throw notFound();
  const { session, draft: stored } = await readDraft(request);
  const draft = stored ?? newDraft();
  const headers = stored ? undefined : { "set-cookie": await saveDraft(session, draft) };
  // The wizard's own address, or a step not reached yet: where the grower left off.
  if (step === null || !stepReachable(draft, step)) {
    throw redirect(stepHref(t, locale, firstOpenStep(draft)), { status: 303, headers });
  }
  // An amount the grower's other requests have since left no room for: the review sends them back to the amount,
  // where the error stands beside the field (decision 0052).
  const over = amountOver(draft, access.context);
  if (over && step === "review") throw redirect(stepHref(t, locale, "amount", true), 303);
  const fromReview = url.searchParams.get("from") === "review";
  const wizard = wizardView({ t, locale, draft, step, context: access.context, fromReview });
  return respond(
    {
      kind: "step" as const,
      meta,
      stale: url.searchParams.has("stale") ? t("stale") : null,
      wizard,
      errors: over && step === "amount" ? { rewards: [t(over, { max: maxLeft(locale, draft, access.context) })] } : {},
    },
    { headers },
  );
}

/** The most the draft's type may take now, as the grower reads it (an error's {{max}}). */
function maxLeft(locale: Locale, draft: RedemptionDraft, context: RedemptionContext): string {
  return money(locale, maxRewardsCents(draft.type ?? "50-traditional", context));
}

/** Why the draft's rewards no longer fit what is left today, if they do not. */
function amountOver(draft: RedemptionDraft, context: RedemptionContext): AmountError | null {
  if (!draft.type || !takesRewards(draft.type) || draft.rewardsCents === undefined) return null;
  return checkRewardsAmount(draft.type, draft.rewardsCents, context);
}

type FieldErrors = Record<string, string[]>;

/** Error keys to the grower's words; `values` fills what a message names (the most a field may take). */
function translated(t: TFunction, errors: Record<string, string[]>, values: Record<string, string> = {}): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([name, keys]) => [name, keys.map((key) => t(key, values))]));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { url, locale, user, access, t } = await openRedemptionPage(request);
  const step = stepOfSlug(t, params.step);
  if (!step) throw notFound();
  // A grower who may not redeem sees why on the page itself; a programme that cannot answer does not stop a
  // review already checked at its steps from being kept (the upstream has the last word when it is delivered).
  if (access.kind === "not-enrolled" || access.kind === "not-head") throw redirect(url.pathname, 303);
  if (access.kind === "unavailable" && step !== "review") throw redirect(url.pathname, 303);

  const formData = await request.formData();
  const posted = formData.get(SUBMISSION_KEY_FIELD);
  const { session, draft } = await readDraft(request);
  if (!draft || posted !== draft.key) {
    // A form of an earlier wizard: once sent, its receipt; otherwise the wizard the grower has now.
    if (typeof posted === "string" && (await submissionReceipt(request, posted))) {
      throw redirect(href(locale, "receipt", posted)!, 303);
    }
    const current = draft ?? newDraft();
    throw redirect(`${stepHref(t, locale, firstOpenStep(current))}?stale`, {
      status: 303,
      headers: { "set-cookie": await saveDraft(session, current) },
    });
  }

  const invalid = (errors: Record<string, string[]>, values: Record<string, string>, params?: Record<string, string>) =>
    respond(
      { answer: "invalid" as const, errors: translated(t, errors, params), values, formError: null },
      { status: 400 },
    );
  const typedValues = (reply: Parameters<typeof typed>[0], names: string[]) =>
    Object.fromEntries(names.map((name) => [name, typed(reply, name)]));

  let next: RedemptionDraft;
  const type: RedemptionType = draft.type ?? "50-traditional";
  const context = access.kind === "open" ? access.context : null;
  switch (step) {
    case "type": {
      const { value, errors, reply } = readQuery(formData, typeSchema(context!), SAVE_ONLY);
      if (Object.keys(errors).length) return invalid(errors, typedValues(reply, ["type"]));
      next = withType(draft, value.type as RedemptionType);
      break;
    }
    case "amount": {
      const { value, errors, reply } = readQuery(formData, amountSchema(type, context!), SAVE_ONLY);
      if (Object.keys(errors).length) {
        const limits = {
          max: maxLeft(locale, { ...draft, type }, context!),
          maxAdditional: money(locale, MAX_ADDITIONAL_CENTS),
        };
        return invalid(errors, typedValues(reply, ["rewards", "additional"]), limits);
      }
      next = {
        ...draft,
        rewardsCents: takesRewards(type) ? parseDollars(value.rewards!)! : undefined,
        additionalCents: takesAdditionalMoney(type) ? parseDollars(value.additional!)! : undefined,
      };
      break;
    }
    case "recipient": {
      if (recipientKindOf(type) === "traditional") {
        const { value, errors, reply } = readQuery(formData, traditionalRecipientSchema, SAVE_ONLY);
        const names = ["payeeName", "street", "city", "state", "zip"];
        if (Object.keys(errors).length) return invalid(errors, typedValues(reply, names));
        next = {
          ...draft,
          recipient: {
            kind: "traditional",
            payeeName: value.payeeName!,
            street: value.street!,
            city: value.city!,
            state: value.state!,
            zip: value.zip!,
          },
        };
      } else {
        const { value, errors, reply } = readQuery(formData, loyaltyRecipientSchema, SAVE_ONLY);
        if (Object.keys(errors).length) return invalid(errors, typedValues(reply, ["accountNumber", "accountName"]));
        next = {
          ...draft,
          recipient: {
            kind: "loyalty",
            accountNumber: normaliseAccountNumber(value.accountNumber!),
            accountName: value.accountName!,
          },
        };
      }
      break;
    }
    case "note": {
      const { value, errors, reply } = readQuery(formData, noteSchema(type), SAVE_ONLY);
      if (Object.keys(errors).length) return invalid(errors, typedValues(reply, ["note"]));
      next = { ...draft, note: (value.note ?? "").trim() };
      break;
    }
    case "review": {
      const submission = submissionOf(draft, user.id);
      if (!submission) throw redirect(stepHref(t, locale, firstOpenStep(draft)), 303);
      // Checked and stored in one step under the grower's lock, against what is left with their other requests
      // counted, so two requests sent at once cannot both pass (decision 0052). When the programme could not answer,
      // the request is kept unchecked and the programme has the last word (decision 0029).
      const answer =
        access.kind === "open"
          ? await finishSubmission(
              request,
              formData,
              REDEMPTION_KIND,
              submission,
              admissionOf(access.standing, submission),
            )
          : await finishSubmission(request, formData, REDEMPTION_KIND, submission);
      // No longer fits what is left: back to the amount, where the error stands beside the field.
      if (answer === null) throw redirect(stepHref(t, locale, "amount", true), 303);
      if (answer instanceof Response) {
        // Stored: the wizard is done, the next visit starts a new request under a new key.
        answer.headers.append("set-cookie", await saveDraft(session, null));
        return answer;
      }
      // Refused by the outbox (nothing stored): the review says why, the grower may send it again.
      const refused = answer as unknown as { data: SubmissionRefused; init: ResponseInit | null };
      const reason = refused.data.submissionError;
      return respond(
        { answer: "refused" as const, errors: {}, values: {}, formError: t("submitError", { reason }) },
        { status: refused.init?.status ?? 400 },
      );
    }
  }
  const to = formData.get("from") === "review" ? firstOpenStep(next) : nextStep(step);
  throw redirect(stepHref(t, locale, stepReachable(next, to) ? to : firstOpenStep(next)), {
    status: 303,
    headers: { "set-cookie": await saveDraft(session, next) },
  });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function RedeemRewards() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (data.kind === "closed") return <ClosedRedemption page={data.closed} />;
  const outcome = formOutcomeOf(result?.answer ?? "none");
  return (
    <WizardPage
      view={data.wizard}
      stale={data.stale}
      errors={result?.errors ?? data.errors}
      values={{ ...data.wizard.values, ...(result?.values ?? {}) }}
      formError={outcome === "Error" ? (result?.formError ?? null) : null}
    />
  );
}
