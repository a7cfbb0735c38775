/**
 * The idempotency key a submitted form carries (app/store/submission-key.server.ts issues it, app/store/submission-key-field.ts
 * names the field), or null. Only a form with a key is kept on the device to be sent later: the server's key makes
 * that replay harmless. Any other POST offline gets the offline page.
 */
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

export async function submissionKeyOf(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  try {
    const key = (await request.clone().formData()).get(SUBMISSION_KEY_FIELD);
    return typeof key === "string" && key.trim() !== "" ? key : null;
  } catch {
    return null;
  }
}
