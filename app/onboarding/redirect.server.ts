import { redirect } from "@remix-run/node";

import { sessionUser } from "~/auth/user.server";
import type { Locale } from "~/countries";
import { shouldRedirect, STEP_SLUGS, stepAt } from "~/domain/onboarding/steps";
import { href } from "~/i18n/href";

import { readProgress, saveProgress } from "./progress-cookie.server";

/**
 * How a grower reaches onboarding after sign-in (decision 0025): the first time a grower whose profile is
 * ONBOARDING lands on the home page (where signing in returns by default), they are sent to the step they
 * reached, once; the cookie's wasRedirected remembers it, so the home page is theirs again afterwards. Nothing
 * happens where the country has no onboarding section.
 */
export async function redirectToOnboarding(request: Request, locale: Locale): Promise<void> {
  const start = href(locale, "onboarding");
  if (!start) return;
  const user = await sessionUser(request);
  if (!user) return;
  const progress = await readProgress(request, user.email);
  if (!shouldRedirect(user.profileStatus, progress)) return;
  const cookie = await saveProgress(request, user.email, { ...progress, wasRedirected: true });
  throw redirect(`${start}?step=${STEP_SLUGS[stepAt(progress.step)]}`, { headers: { "set-cookie": cookie } });
}
