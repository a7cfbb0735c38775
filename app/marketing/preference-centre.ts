import { countryOf, type Locale } from "~/countries";
import type { CustomObjectSync } from "~/services/marketing-forms/contract";

/**
 * The preference centre's rules (spec 002 §2 §4 §8; decision 0044), apart from the page.
 *
 * After a submission the page comes back with pagetype=preferenceCenterSuccess (kept by the outbox) or
 * pagetype=preferenceCenterError (not kept: refused or the store failed); anything else is the form.
 */
export type PreferenceCentreOutcome = "form" | "success" | "error";

export function preferenceCentreOutcome(query: URLSearchParams): PreferenceCentreOutcome {
  const pagetype = query.get("pagetype");
  if (pagetype === "preferenceCenterSuccess") return "success";
  if (pagetype === "preferenceCenterError") return "error";
  return "form";
}

/** The custom object the choices are written to (spec 002 §7: createOrUpdate), one record for the e-mail. */
const PREFERENCES_OBJECT = "communicationPreferences";

export function preferenceSync(
  locale: Locale,
  answers: Record<string, string | string[] | boolean | undefined>,
): CustomObjectSync {
  const record = Object.fromEntries(
    Object.entries(answers).filter((entry): entry is [string, string | string[] | boolean] => entry[1] !== undefined),
  );
  return {
    action: "createOrUpdate",
    customObjectName: PREFERENCES_OBJECT,
    munchkinId: countryOf(locale).marketingForms.munchkinId,
    input: [record],
  };
}
