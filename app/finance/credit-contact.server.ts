import type { TFunction } from "i18next";

import type { ContactCardData, ContactDetail } from "~/contact-card/contact-card-data";
import type { ContactDefaults, CreditContact } from "~/countries";
import { telHref, whatsAppHref } from "~/domain/contact/links";
import { openingHoursValues } from "~/format/dates";

/**
 * The credit and debt summary's contact card (spec 001 §2): the country's credit team, with its phone and WhatsApp
 * on the card and every way to reach it, at the country's hours, in its 'VER MÁS' modal. Shown whatever the
 * summary reads (figures, empty or error): a grower who cannot read their credit is the one who needs to call.
 */
export function creditContactCard(
  t: TFunction,
  labels: TFunction,
  contact: CreditContact,
  hours: ContactDefaults["hours"],
): ContactCardData {
  const name = t("credit.contact.title");
  const details: ContactDetail[] = [
    { kind: "phone", label: t("credit.contact.phoneLabel"), value: contact.phone, href: telHref(contact.phone) },
    {
      kind: "whatsapp",
      label: labels("whatsAppLabel"),
      value: contact.whatsApp,
      href: whatsAppHref(contact.whatsApp, t("credit.contact.whatsAppMessage")),
    },
    { kind: "email", label: labels("emailLabel"), value: contact.email, href: `mailto:${contact.email}` },
    { kind: "hours", label: labels("hoursLabel"), value: labels("hours", openingHoursValues(hours)), href: null },
  ];
  return {
    id: "credit-contact",
    name,
    badge: t("credit.contact.badge"),
    description: t("credit.contact.description"),
    summary: details.slice(0, 2),
    details,
    seeMore: { label: t("credit.contact.seeMore"), ariaLabel: t("credit.contact.seeMoreLabel", { name }) },
    close: t("credit.contact.close"),
  };
}
