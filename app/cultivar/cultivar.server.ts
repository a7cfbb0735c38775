import type { TFunction } from "i18next";

import { cultivarMatches } from "~/auth/gates";
import type { SessionUser } from "~/auth/user";
import type { Locale } from "~/countries";
import { telHref } from "~/domain/contact/links";
import { formatMemberDay } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import { href } from "~/i18n/href";
import { getCultivarData } from "~/services/interests/client.server";
import type { CultivarData } from "~/services/interests/contract";
import { log } from "~/services/log.server";

/**
 * The cultivar container (spec 001 §6, 002 §6): the card shows when "the
 * grower is Cultivar Plus" matches isCultivar = true, the banner when it
 * matches isCultivar = false, so exactly one of them reaches a grower.
 * The card's figures come from the Cultivar data by email (spec 000 §3).
 */
export type CultivarView =
  | { kind: "card"; card: CultivarCardView }
  | { kind: "banner"; banner: { title: string; body: string; action: { label: string; href: string } | null } };

export type CultivarCardView =
  | {
      state: "data";
      title: string;
      facts: { label: string; value: string }[];
      batches: BatchesView;
      contacts: ContactView;
    }
  | { state: "empty"; title: string; text: string }
  | {
      state: "error";
      title: string;
      error: { title: string; subtitle: string; action: { label: string; href: string } };
    };

interface BatchesView {
  heading: string;
  columns: string[];
  rows: string[][];
  empty: string;
}

interface ContactView {
  heading: string;
  people: {
    name: string;
    email: { label: string; value: string; href: string };
    phone: { label: string; value: string; href: string };
  }[];
}

/** A calendar day "YYYY-MM-DD" (or an ISO moment) as the member area writes it. */
const day = (value: string) => formatMemberDay(value.slice(0, 10));

function cardFrom(t: TFunction, locale: Locale, data: CultivarData): CultivarCardView {
  return {
    state: "data",
    title: t("cultivar.card.title"),
    facts: [
      { label: t("cultivar.card.period"), value: data.dueDate.agronomicalPeriod },
      { label: t("cultivar.card.dueDate"), value: day(data.dueDate.date) },
      { label: t("cultivar.card.declaredBatches"), value: formatNumber(locale, data.declaredBatches) },
      { label: t("cultivar.card.checkedBags"), value: formatNumber(locale, data.checkedBags) },
    ],
    batches: {
      heading: t("cultivar.card.batchesHeading"),
      columns: (["lot", "establishment", "sowingDate", "seededBags", "checkedBags", "accident"] as const).map((c) =>
        t(`cultivar.card.columns.${c}`),
      ),
      rows: data.batches.map((batch) => [
        batch.lotname,
        batch.establishmentName,
        day(batch.sowingDate),
        formatNumber(locale, batch.seededBags),
        formatNumber(locale, batch.checkedBags),
        batch.accidentOccurred
          ? t("cultivar.card.accident", { type: batch.accidentOccurred.type, stage: batch.accidentOccurred.stage })
          : t("cultivar.card.noAccident"),
      ]),
      empty: t("cultivar.card.noBatches"),
    },
    contacts: {
      heading: t("cultivar.card.contactHeading"),
      people: data.rtvcontact.map((person) => ({
        name: person.name,
        email: { label: t("cultivar.card.email"), value: person.email, href: `mailto:${person.email}` },
        phone: { label: t("cultivar.card.phone"), value: person.phoneNumber, href: telHref(person.phoneNumber) },
      })),
    },
  };
}

/** The card (Cultivar Plus) or the banner (everyone else) for this grower, with the card's own error state. */
export async function cultivarView(
  t: TFunction,
  locale: Locale,
  user: Pick<SessionUser, "email" | "cultivarType">,
  pageHref: string,
): Promise<CultivarView> {
  // The banner's container has isCultivar = false; the card's, true: the gate is a yes/no, so one of them shows.
  if (cultivarMatches(user.cultivarType, false)) {
    const contact = href(locale, "contact");
    return {
      kind: "banner",
      banner: {
        title: t("cultivar.banner.title"),
        body: t("cultivar.banner.body"),
        action: contact ? { label: t("cultivar.banner.action"), href: contact } : null,
      },
    };
  }
  try {
    const data = await getCultivarData(user.email, locale);
    if (!data)
      return {
        kind: "card",
        card: { state: "empty", title: t("cultivar.card.title"), text: t("cultivar.card.empty") },
      };
    return { kind: "card", card: cardFrom(t, locale, data) };
  } catch (error) {
    log("warn", "cultivar data unavailable", { reason: (error as Error).message });
    return {
      kind: "card",
      card: {
        state: "error",
        title: t("cultivar.card.title"),
        error: {
          title: t("cultivar.card.error.title"),
          subtitle: t("cultivar.card.error.subtitle"),
          action: { label: t("retry"), href: pageHref },
        },
      },
    };
  }
}
