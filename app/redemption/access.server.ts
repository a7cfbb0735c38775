import type { SessionUser } from "~/auth/user";
import { requireUser } from "~/auth/user.server";
import type { Locale } from "~/countries";
import type { RedemptionContext } from "~/domain/rewards/available-rewards";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { getProgrammeDates, getRewardsGrower, listRedemptionRequests } from "~/services/rewards/client.server";

import { currentContext, type ProgrammeStanding, programmeStanding } from "./standing.server";

/**
 * Who may open the redemption pages (spec 000 §6): anonymous visitors go to
 * login; only an enrolled head grower redeems and sees requests, anyone else
 * gets a clear page saying why; when the programme cannot answer, the page
 * still renders (200) with its error state. An open grower comes with their
 * standing (balance, calendar, requests) and what it leaves them (decision 0052).
 */
export type RedemptionAccess =
  | { kind: "open"; standing: ProgrammeStanding; context: RedemptionContext }
  | { kind: "not-enrolled" }
  | { kind: "not-head" }
  | { kind: "unavailable" };

async function accessOf(user: SessionUser, now: Date): Promise<RedemptionAccess> {
  // Read before the list is asked for: a request delivered after this moment may be missing from it (decision 0052).
  const listedAt = new Date();
  const requests = listRedemptionRequests(user.id);
  requests.catch(() => undefined); // only an open grower's list is read (below); anyone else's failure is no matter
  try {
    const [grower, dates] = await Promise.all([getRewardsGrower(user.id), getProgrammeDates()]);
    if (!grower.enrolled) return { kind: "not-enrolled" };
    if (!grower.headGrower) return { kind: "not-head" };
    const standing = programmeStanding(user.id, grower, dates, await requests, listedAt, now);
    return { kind: "open", standing, context: await currentContext(standing) };
  } catch {
    return { kind: "unavailable" };
  }
}

/** How every redemption page's loader and action starts: the locale, the grower, their access and the words. */
export async function openRedemptionPage(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const locale: Locale = localeOfPath(url.pathname)!;
  const { user } = await requireUser(request, locale);
  const [access, t] = await Promise.all([accessOf(user, now), i18nServer.getFixedT(locale, "redemption")]);
  return { url, locale, user, access, t };
}

/** The page shown instead of the wizard or the list when the grower may not redeem, or the programme is down. */
export function closedPage(
  t: (key: string) => string,
  kind: Exclude<RedemptionAccess["kind"], "open">,
  heading: string,
  pathname: string,
) {
  return {
    heading,
    title: t(`closed.${kind}.title`),
    body: t(`closed.${kind}.body`),
    // Only a failure can be retried: the same address, loaded afresh (works without JavaScript).
    retry: kind === "unavailable" ? { label: t("closed.unavailable.action"), href: pathname } : null,
  };
}
export type ClosedPage = ReturnType<typeof closedPage>;
