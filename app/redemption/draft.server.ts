import type { Session } from "@remix-run/node";

import { getSession, sessionStorage } from "~/auth/session.server";
import type { RedemptionDraft } from "~/domain/rewards/redemption-draft";
import { submissionKey } from "~/store/portal-outbox.server";

/**
 * The wizard's draft lives in the grower's server-side session (the store,
 * decision 0017), named by the wizard's idempotency key (decision 0029): every
 * step's form carries the key, so a form from an older wizard (another tab, the
 * back button after submitting) is told apart from the current one, and the
 * review submits under the key the draft was started with.
 */
export const REDEMPTION_KIND = "us-rewards-redemption";
const DRAFT = "redemptionDraft";

export async function readDraft(request: Request): Promise<{ session: Session; draft: RedemptionDraft | null }> {
  const session = await getSession(request);
  const draft = (session.get(DRAFT) as RedemptionDraft | undefined) ?? null;
  return { session, draft };
}

/** A fresh draft under a new key (the wizard starts over). */
export function newDraft(): RedemptionDraft {
  return { key: submissionKey(REDEMPTION_KIND) };
}

/** Writes the draft (or forgets it, once submitted); the answer's Set-Cookie header. */
export function saveDraft(session: Session, draft: RedemptionDraft | null): Promise<string> {
  if (draft) session.set(DRAFT, draft);
  else session.unset(DRAFT);
  return sessionStorage.commitSession(session);
}
