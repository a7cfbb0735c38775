import type { SessionUser } from "~/auth/user";
import { requireUser } from "~/auth/user.server";
import type { Locale } from "~/countries";
import { redeemableShareAt } from "~/domain/rewards/programme";
import type { RedemptionContext } from "~/domain/rewards/redemption-rules";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { getProgrammeDates, getRewardsGrower } from "~/services/rewards/client.server";

/**
 * Who may open the redemption pages (spec 000 §6): anonymous visitors go to
 * login; only an enrolled head grower redeems and sees requests, anyone else
 * gets a clear page saying why; when the programme cannot answer, the page
 * still renders (200) with its error state.
 */
export type RedemptionAccess =
  | { kind: "open"; growerId: string; context: RedemptionContext }
  | { kind: "not-enrolled" | "not-head" | "unavailable" };

async function accessOf(user: SessionUser, now: Date): Promise<RedemptionAccess> {
  try {
    const [grower, dates] = await Promise.all([getRewardsGrower(user.id), getProgrammeDates()]);
    if (!grower.enrolled) return { kind: "not-enrolled" };
    if (!grower.headGrower) return { kind: "not-head" };
    return {
      kind: "open",
      growerId: grower.growerId,
      context: { availableCents: grower.availableRewardsCents, share: redeemableShareAt(dates, now) },
    };
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
