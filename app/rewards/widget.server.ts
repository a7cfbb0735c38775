import type { TFunction } from "i18next";
import { z } from "zod";

import type { SessionUser } from "~/auth/user";
import type { Locale } from "~/countries";
import { availableCents } from "~/domain/rewards/available-rewards";
import { snapshotBannerAt } from "~/domain/rewards/programme";
import {
  allProgress,
  type Programme,
  PROGRAMMES,
  REQUIRED_PRODUCTS,
  requirementsTab,
  type RequirementStep,
} from "~/domain/rewards/requirements";
import { callsFor, type Loaded, selectWidgetState } from "~/domain/rewards/widget-state";
import { rewardsFormatters } from "~/format/rewards";
import { readQuery } from "~/forms/read-query";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { currentContext, programmeStanding } from "~/redemption/standing.server";
import {
  getActivities,
  getProgrammeDates,
  getRequirements,
  getRewardsGrower,
  listRedemptionRequests,
} from "~/services/rewards/client.server";
import { submissionKey, submissionReceipt } from "~/store/portal-outbox.server";

import {
  ENROLMENT_KIND,
  type RequirementsView,
  type RewardsWidgetView,
  type SnapshotView,
  TAB_SLUGS,
  WIDGET_ID,
} from "./view";

/** What the rewards widget reads from the address: the requirements tab, and the enrolment just sent. */
const widgetQuery = z.object({
  tab: z
    .enum(Object.values(TAB_SLUGS) as [string, ...string[]])
    .optional()
    .catch(undefined),
  enrolment: z.string().max(64).optional().catch(undefined),
});

async function settle<T>(promise: Promise<T> | null): Promise<Loaded<T> | null> {
  if (!promise) return null;
  try {
    return { ok: true, value: await promise };
  } catch {
    return { ok: false };
  }
}

/** What became of an enrolment this grower sent from here (`?enrolment=<key>`), if anything. */
async function enrolmentSent(request: Request, key: string | undefined) {
  if (!key) return null;
  const receipt = await submissionReceipt(request, key);
  return receipt?.kind === ENROLMENT_KIND ? receipt.state : null;
}

/**
 * The rewards widget, as the account page and the rewards page show it: the
 * grower's standing first, then (in parallel) only what their widget needs;
 * the state from selectWidgetState; every text translated here (decision 0003).
 */
export async function loadRewardsWidget({
  request,
  locale,
  user,
  url,
  place,
}: {
  request: Request;
  locale: Locale;
  user: SessionUser;
  url: URL;
  place: "page" | "account";
}): Promise<RewardsWidgetView> {
  const t = await i18nServer.getFixedT(locale, "rewards");
  const query = readQuery(url.searchParams, widgetQuery).value;
  const grower = await settle(getRewardsGrower(user.id));
  const calls = grower?.ok
    ? callsFor(grower.value)
    : { requirements: false, activities: false, dates: false, requests: false };
  // Read before the requests are asked for: one delivered after this may be missing from the list (decision 0052).
  const listedAt = new Date();
  const [requirements, activities, dates, requests, sent] = await Promise.all([
    settle(calls.requirements ? getRequirements(user.id) : null),
    settle(calls.activities ? getActivities(user.id) : null),
    settle(calls.dates ? getProgrammeDates() : null),
    settle(calls.requests ? listRedemptionRequests(user.id) : null),
    enrolmentSent(request, query.enrolment),
  ]);
  const state = selectWidgetState({ grower: grower!, requirements, activities, dates, requests });
  const common = {
    id: WIDGET_ID,
    heading: t("widgetHeading"),
    pageLink: place === "account" ? { label: t("pageLink"), href: href(locale, "rewards")! } : null,
    notice: sent === "sent" && state !== "enrolment" ? t("enrolment.done") : null,
  };
  const f = rewardsFormatters(locale);

  switch (state) {
    case "error":
      return {
        ...common,
        state,
        title: t("error.title"),
        subtitle: t("error.subtitle"),
        refresh: { label: t("error.action"), href: `${url.pathname}${url.search}` },
      };
    case "enrolment":
      if (sent === "received" || sent === "retrying") {
        return {
          ...common,
          state: "enrolment-pending",
          title: t("enrolment.pending.title"),
          body: t("enrolment.pending.body"),
          checkAgain: { label: t("enrolment.pending.checkAgain"), href: `${url.pathname}${url.search}` },
        };
      }
      return {
        ...common,
        state,
        title: t("enrolment.heading"),
        body: t("enrolment.body"),
        form: {
          action: href(locale, "rewards")!,
          key: submissionKey(ENROLMENT_KIND),
          terms: t("enrolment.terms"),
          submit: t("enrolment.submit"),
          errors: sent === "failed" ? { form: t("enrolment.failed") } : {},
        },
      };
    case "requirements": {
      if (!requirements?.ok) throw new Error("requirements state without requirements");
      return { ...common, state, ...requirementsView(t, locale, url, requirements.value, query.tab) };
    }
    case "snapshot": {
      if (!grower?.ok || !activities?.ok) throw new Error("snapshot state without its data");
      const head = grower.value.headGrower;
      const banner = head && dates?.ok ? snapshotBannerAt(dates.value, new Date()) : null;
      // The same figure the redemption wizard shows: the balance less what requests awaiting review hold.
      const available =
        head && dates?.ok && requests?.ok
          ? availableCents(
              await currentContext(programmeStanding(user.id, grower.value, dates.value, requests.value, listedAt)),
            )
          : null;
      const redeem = href(locale, "rewards-redeem");
      const requestList = href(locale, "rewards-requests");
      const snapshot: SnapshotView = {
        banner: banner ? t(`snapshot.banner.${banner.kind}`, { date: f.day(banner.day) }) : null,
        available: available === null ? null : { label: t("snapshot.available"), amount: f.cents(available) },
        // Only the farm's head grower redeems (spec 002): theirs are the wizard and the requests.
        redemption:
          head && redeem && requestList
            ? {
                redeem: { label: t("snapshot.redeem"), href: redeem },
                requests: { label: t("snapshot.requests"), href: requestList },
              }
            : null,
        activities: {
          heading: t("snapshot.activities.heading"),
          empty: t("snapshot.activities.empty"),
          rows: activities.value.map((activity) => ({
            id: activity.id,
            type: t(`snapshot.activities.types.${activity.type}`),
            reference: t("snapshot.activities.id", { id: activity.id }),
            product: activity.data.product,
            amount: f.cents(activity.data.amountCents),
            date: { text: f.date(activity.data.date), iso: activity.data.date },
            link: {
              href: activity.link,
              label: t("snapshot.activities.link"),
              accessibleLabel: t("snapshot.activities.linkLabel", { id: activity.id }),
            },
          })),
        },
      };
      return { ...common, state, ...snapshot };
    }
  }
}

/** The requirements widget: the tabs (links to ?tab=…, decision 0020) and the open programme's steps. */
function requirementsView(
  t: TFunction,
  locale: Locale,
  url: URL,
  standing: Parameters<typeof allProgress>[0],
  askedSlug: string | undefined,
): RequirementsView {
  const f = rewardsFormatters(locale);
  const asked = PROGRAMMES.find((programme) => TAB_SLUGS[programme] === askedSlug);
  const current = requirementsTab(standing, asked);
  const open = allProgress(standing).find((p) => p.programme === current)!;
  const tabHref = (programme: Programme) => {
    const params = new URLSearchParams(url.search);
    params.delete("enrolment");
    params.set("tab", TAB_SLUGS[programme]);
    return `${url.pathname}?${params}#${WIDGET_ID}`;
  };
  const stepText = (step: RequirementStep) => {
    if (step.kind === "products")
      return t("requirements.values.products", { value: f.count(step.value), target: f.count(step.target) });
    if (step.kind === "earned")
      return t("requirements.values.earned", { value: f.cents(step.value), target: f.cents(step.target) });
    return t("requirements.values.gallons", { value: f.gallons(step.value), target: f.gallons(step.target) });
  };
  return {
    title: t("requirements.heading"),
    intro: t("requirements.intro"),
    tabs: {
      label: t("requirements.tabsLabel"),
      current: TAB_SLUGS[current],
      items: PROGRAMMES.map((programme) => ({
        id: TAB_SLUGS[programme],
        label: t(`requirements.tabs.${programme}`),
        href: tabHref(programme),
      })),
    },
    panel: {
      heading: t(`requirements.tabs.${current}`),
      share: t("requirements.share", { percent: f.percent(open.share) }),
      steps: open.steps.map((step) => ({
        kind: step.kind,
        label: t(`requirements.steps.${step.kind}`),
        value: stepText(step),
        percent: Math.floor(step.share * 100),
        done: step.done ? t("requirements.done") : null,
        locked: step.locked ? t("requirements.locked", { count: REQUIRED_PRODUCTS }) : null,
      })),
    },
  };
}
