import type { SessionUser } from "~/auth/user";
import { countryByCode, countryOf, type Locale } from "~/countries";
import { isOnboardingActive } from "~/domain/onboarding/steps";
import { dayIn } from "~/format/dates";
import { log } from "~/services/log.server";
import { rememberGrower } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";

/**
 * A grower who signs in is remembered for alerts (issue 30): their country, locale and member document, so the
 * producer can look at their points and requests while they are away. It never stops a sign-in: a store that
 * cannot take it now is told again at the next one.
 */
export async function rememberForAlerts(user: SessionUser, locale: Locale): Promise<void> {
  const country = countryByCode(user.country) ?? countryOf(locale);
  // The locale they signed in from, when it is one of their country's; else their country's first.
  const growerLocale = country.locales.includes(locale) ? locale : country.locales[0];
  try {
    const { db } = await portalStore();
    await rememberGrower(db, {
      grower: user.id,
      country: country.code,
      locale: growerLocale,
      document: user.document,
      signInEmail: user.email,
      profileComplete: !isOnboardingActive(user.profileStatus),
      today: dayIn(country.timeZone, new Date()),
    });
  } catch (error) {
    log("warn", "the grower could not be remembered for alerts", { error: String(error) });
  }
}
