import type { UpstreamError } from "~/services/errors";
import { isUpstreamError } from "~/services/errors";

/** A failed call's message, localized, for 'An error has occurred: {message}' (spec 001 §8). */
export function failureMessage(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  if (!isUpstreamError(error)) return t("errors.kinds.unknown");
  const e = error as UpstreamError;
  return e.kind === "status" ? t("errors.kinds.status", { status: e.status }) : t(`errors.kinds.${e.kind}`);
}
