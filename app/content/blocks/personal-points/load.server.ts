import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { formatters } from "~/format/loyalty";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { settle } from "~/loyalty/access.server";
import { expiringOf, expiringText } from "~/loyalty/points-cards-view.server";
import { isUpstreamError } from "~/services/errors";
import { getExpiration, getMember } from "~/services/loyalty/client.server";

import type { PersonalPointsData } from "./schema";

/**
 * The grower's balance and expiring points through the functions the points
 * page uses (app/loyalty/points-cards-view.server.ts), so both show the same figure. A
 * grower outside the programme gets the way in; the programme failing is this
 * block's error state (the caller settles the promise).
 */
export async function loadPersonalPoints(
  _block: unknown,
  { locale, user }: BlockLoadArgs,
): Promise<PersonalPointsData> {
  if (!user.isLoggedIn || !user.user) return null;
  const pointsHref = href(locale, "loyalty");
  if (!pointsHref) return null;
  const t = await i18nServer.getFixedT(locale, "loyalty");
  const document = user.user.document;
  const notMember = { state: "not-member" as const, text: t("restricted.title"), href: pointsHref };
  if (!document || user.loyalty === "not-member") return notMember;
  const [member, expiration] = await Promise.all([
    getMember(document, locale).catch((error: unknown) => {
      if (isUpstreamError(error) && error.status === 404) return null;
      throw error;
    }),
    settle(getExpiration(document, locale)),
  ]);
  if (!member) return notMember;
  const expiring = expiringOf(expiration);
  const f = formatters(locale);
  return {
    state: "member",
    balanceLabel: t("cards.balance.balanceLabel"),
    balance: t("points", { count: member.orbiaPoints, points: f.points(member.orbiaPoints) }),
    expiryLabel: t("cards.balance.expiring"),
    expiry: expiring ? expiringText(t, locale, expiring) : t("cards.unavailable"),
    href: pointsHref,
  };
}
