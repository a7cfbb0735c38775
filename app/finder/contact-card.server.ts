import type { TFunction } from "i18next";

import type { CountryConfig, Locale } from "~/countries";
import { telHref, webHref } from "~/domain/contact/links";
import { type BadgeLabel, badgeLabel } from "~/domain/content/badge";
import { directionsHref, whatsAppChatHref } from "~/domain/finder/contact-links";
import { distanceUnitOf, shownDistance } from "~/domain/finder/distance-unit";
import type { Screen } from "~/domain/finder/load-more";
import { openingHoursValues } from "~/format/dates";
import { formatUpTo } from "~/format/numbers";
import { href } from "~/i18n/href";

import type { Located } from "./contact-book";

/**
 * A contact card's view (spec 002 §3: logo, badge, title, description and
 * contact details {label, value, isWhatsApp, isEmail}), with the call,
 * WhatsApp and directions links (issue 15) and the link to the contact's own
 * page, which 'Ver mais' opens as a dialog when JavaScript runs. One builder
 * for the finder's cards, its dialog and the dealer page, so they agree.
 */
export interface ContactDetail {
  kind: "address" | "phone" | "whatsApp" | "email" | "website" | "hours";
  label: string;
  value: string;
  href: string | null;
  isWhatsApp: boolean;
  isEmail: boolean;
}

interface ContactAction {
  kind: "call" | "whatsApp" | "directions";
  label: string;
  ariaLabel: string;
  href: string;
}

export interface ContactCardView {
  id: string;
  title: string;
  typeLabel: string;
  /** Cut to 11 characters and '...' over 14 (spec 002 §9), the whole label kept for assistive technology. */
  badge: BadgeLabel | null;
  description: string;
  logo: { src: string; alt: string; width: number; height: number } | null;
  /** Shown in the logo's place when there is none. */
  initials: string;
  place: string;
  distance: string | null;
  details: ContactDetail[];
  actions: ContactAction[];
  page: { href: string; label: string; ariaLabel: string };
  /** The marker number on the map preview (1-based, the card's place in the list). */
  marker: number;
  /** Screens on which the card is past what the steps taken show (load more). */
  hiddenOn: Screen[];
}

const initialsOf = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0])
    .join("") || [...title][0]!.toUpperCase();

export function contactCardView(
  t: TFunction,
  locale: Locale,
  country: CountryConfig,
  { contact, position }: Located,
  { kilometres, marker, hiddenOn }: { kilometres: number | null; marker: number; hiddenOn: Screen[] },
): ContactCardView {
  const detail = (kind: ContactDetail["kind"], value: string, link: string | null): ContactDetail => ({
    kind,
    label: t(`details.${kind}`),
    value,
    href: link,
    isWhatsApp: kind === "whatsApp",
    isEmail: kind === "email",
  });
  const address = `${contact.street}, ${contact.town}, ${contact.region}${contact.postcode ? ` ${contact.postcode}` : ""}`;
  const details: ContactDetail[] = [
    detail("address", address, position ? directionsHref(position) : null),
    ...(contact.phone ? [detail("phone", contact.phone, telHref(contact.phone))] : []),
    ...(contact.whatsApp ? [detail("whatsApp", contact.whatsApp, whatsAppChatHref(contact.whatsApp))] : []),
    ...(contact.email ? [detail("email", contact.email, `mailto:${contact.email}`)] : []),
    ...(contact.website ? [detail("website", contact.website, webHref(contact.website))] : []),
    // Spec 002 §9: without hours of its own, a contact shows the country's (Monday to Saturday, 7h to 19h).
    detail("hours", contact.hours ?? t("details.defaultHours", openingHoursValues(country.contact.hours)), null),
  ];
  const named = { title: contact.title };
  const actions: ContactAction[] = [
    ...(contact.phone
      ? [
          {
            kind: "call" as const,
            label: t("card.call"),
            ariaLabel: t("card.callLabel", named),
            href: telHref(contact.phone),
          },
        ]
      : []),
    ...(contact.whatsApp
      ? [
          {
            kind: "whatsApp" as const,
            label: t("card.whatsApp"),
            ariaLabel: t("card.whatsAppLabel", named),
            href: whatsAppChatHref(contact.whatsApp),
          },
        ]
      : []),
    ...(position
      ? [
          {
            kind: "directions" as const,
            label: t("card.directions"),
            ariaLabel: t("card.directionsLabel", named),
            href: directionsHref(position),
          },
        ]
      : []),
  ];
  let distance: string | null = null;
  if (kilometres !== null) {
    const shown = shownDistance(kilometres, distanceUnitOf(country.units));
    distance = t("card.distance", {
      distance: t(`card.${shown.unit}`, { value: formatUpTo(locale, shown.value, shown.digits) }),
    });
  }
  return {
    id: contact.id,
    title: contact.title,
    typeLabel: t(`type.${contact.type}`),
    badge: contact.badge ? badgeLabel(contact.badge) : null,
    description: contact.description,
    logo: contact.logo,
    initials: initialsOf(contact.title),
    place: `${contact.town}, ${contact.region}`,
    distance,
    details,
    actions,
    page: {
      href: href(locale, "dealer", contact.id) ?? "#",
      label: t("card.more"),
      ariaLabel: t("card.moreLabel", named),
    },
    marker,
    hiddenOn,
  };
}
