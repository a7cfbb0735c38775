import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/user.server";
import { cultivarView } from "~/cultivar/cultivar.server";
import { CultivarBlock } from "~/cultivar/cultivar-block";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { QuickLinks } from "~/quick-links/quick-links";
import { quickLinksView } from "~/quick-links/quick-links.server";
import { loadRewardsWidget } from "~/rewards/widget.server";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";

import { AccountOverview } from "./account-overview";

/** Shows the last digits only: the page may be on a shared screen. */
function maskDocument(document: string | null): string | null {
  if (!document) return null;
  return `•••${document.replace(/\D/g, "").slice(-4)}`;
}

/**
 * The logged-in area. Every gated block is decided here: a block the user may
 * not see is not in the loader's answer, so it cannot reach the HTML.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const { user, orbia, loyalty, memberName } = await requireUser(request, locale);
  // Where the country runs the rewards programme (its config enables the section), its widget takes the loyalty card's place.
  const rewards = href(locale, "rewards")
    ? await loadRewardsWidget({ request, locale, user, url, place: "account" })
    : null;
  const t = await i18nServer.getFixedT(locale, "account");
  const block = (key: string) => ({ title: t(`${key}.title`), body: t(`${key}.body`) });
  const interests = await i18nServer.getFixedT(locale, "interests");
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    profile: {
      heading: t("profile.heading"),
      rows: [
        { label: t("profile.name"), value: memberName ?? user.name ?? user.email },
        { label: t("profile.email"), value: user.email },
        ...(user.document ? [{ label: t("profile.document"), value: maskDocument(user.document)! }] : []),
        { label: t("profile.status"), value: t(`profile.statuses.${user.profileStatus}`) },
      ],
    },
    loyalty: rewards
      ? null
      : {
          heading: t("loyalty.heading"),
          state: loyalty,
          stars: orbia?.stars ?? null,
          text: orbia ? t("loyalty.stars", { count: orbia.stars }) : t(`loyalty.${loyalty}`),
        },
    rewards,
    // Gated blocks: null means the visitor may not see it, and nothing of it is sent.
    blocks: {
      onboarding: user.profileStatus === "ONBOARDING" ? block("onboarding") : null,
      eleva: user.isEleva ? block("eleva") : null,
      carbon: user.isCarbonProgram ? block("carbon") : null,
    },
    // Quick links by role (role-priority container) and the cultivar card or banner (cultivar container).
    quickLinks: quickLinksView(interests, locale, user.roles),
    cultivar: await cultivarView(interests, locale, user, new URL(request.url).pathname),
  };
}

export type AccountData = Awaited<ReturnType<typeof loader>>;

export const meta = metaFromLoader(PRIVATE_PAGE);

/** Ships the client runtime: the rewards widget enrols without a page load and looks again while an enrolment is pending. */
export const handle = SCRIPTS;

export default function Account() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountOverview data={data}>
      <QuickLinks data={data.quickLinks} />
      <CultivarBlock data={data.cultivar} />
    </AccountOverview>
  );
}
