import { getSession, sessionStorage } from "~/auth/session.server";
import type { TypedValue } from "~/forms/marketing-form/view";

/**
 * Step 1's answers of a two-step form, kept in the visitor's server-side session (the cookie holds only
 * an id; decision 0017) under the block's id, so step 2 and a reload work without JavaScript and nothing
 * typed travels in the URL or in hidden fields.
 */
const PREFIX = "marketing-form:";

export async function readFirstStep(request: Request, blockId: string): Promise<Record<string, TypedValue> | null> {
  const value: unknown = (await getSession(request)).get(`${PREFIX}${blockId}`);
  return value && typeof value === "object" ? (value as Record<string, TypedValue>) : null;
}

export async function saveFirstStep(
  request: Request,
  blockId: string,
  answers: Record<string, TypedValue>,
): Promise<HeadersInit> {
  const session = await getSession(request);
  session.set(`${PREFIX}${blockId}`, answers);
  return { "set-cookie": await sessionStorage.commitSession(session) };
}
