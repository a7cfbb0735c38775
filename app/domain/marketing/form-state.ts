import type { OutboxState } from "~/domain/receipt-state";

/**
 * Which state a content-site form shows (spec 002 §4; decision 0044), from who is looking and, after a
 * submission, where the outbox has got with it (decision 0018). The form posts, the outbox keeps the
 * submission, and the page comes back (303) with the submission's key, so every state is a GET that
 * works without JavaScript and survives a reload.
 */
export type NewsletterState = "default" | "known-user" | "subscribe-confirm" | "successful" | "server-error";

/**
 * The newsletter: default for a visitor we do not know, known user for a signed-in grower (their e-mail
 * is known: one button, nothing to type); once submitted, subscribe confirm while the marketing service
 * has not acknowledged it yet (received or retrying), successful once it has (sent), server error when
 * the outbox gave up (failed), with the form again under a new key.
 */
export function newsletterState({
  knownEmail,
  submitted,
}: {
  knownEmail: boolean;
  submitted: OutboxState | null;
}): NewsletterState {
  if (submitted === "received" || submitted === "retrying") return "subscribe-confirm";
  if (submitted === "sent") return "successful";
  if (submitted === "failed") return "server-error";
  return knownEmail ? "known-user" : "default";
}

/**
 * A marketing or contact form: idle (the form) until submitted, then submit success (spec 002 §4: with
 * the download button where the block offers one) as soon as the outbox holds it, since from then on
 * nothing the grower typed can be lost; failed (the form again, under a new key) when the outbox gave up.
 */
export type MarketingFormState = "idle" | "submit-success" | "failed";

export function marketingFormState(submitted: OutboxState | null): MarketingFormState {
  if (submitted === null) return "idle";
  return submitted === "failed" ? "failed" : "submit-success";
}
