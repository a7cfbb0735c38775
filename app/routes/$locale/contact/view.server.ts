import type { UserContext } from "~/auth/user";
import type { ContactCardData, ContactDetail } from "~/contact-card/contact-card-data";
import type { ContactDefaults } from "~/countries";
import { telHref, webHref, whatsAppHref } from "~/domain/contact/links";
import { openingHoursValues } from "~/format/dates";
import type { Member } from "~/services/loyalty/contract";

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The company card (spec 001 §2 §9, 002 §9): the programme's contact for a
 * member (contactInformation.contactUs), the country's defaults otherwise; the
 * default hours (Monday to Saturday, 7h to 19h) and, where the member's record
 * has no phone, the toll-free number.
 */
export function companyCard(
  t: T,
  defaults: ContactDefaults,
  contactUs: Member["contactInformation"]["contactUs"] | null,
) {
  const phone = contactUs?.phone || defaults.tollFree;
  const whatsApp = contactUs?.whatsapp || defaults.whatsApp;
  const email = contactUs?.email || defaults.email;
  const details: ContactDetail[] = [
    { kind: "hours", label: t("hoursLabel"), value: t("hours", openingHoursValues(defaults.hours)), href: null },
    { kind: "phone", label: t("phoneLabel"), value: phone, href: telHref(phone) },
    {
      kind: "whatsapp",
      label: t("whatsAppLabel"),
      value: whatsApp,
      href: whatsAppHref(whatsApp, t("whatsAppMessage")),
    },
    { kind: "email", label: t("emailLabel"), value: email, href: `mailto:${email}` },
  ];
  if (defaults.website) {
    details.push({ kind: "web", label: t("websiteLabel"), value: defaults.website, href: webHref(defaults.website) });
  }
  return { title: contactUs?.name || t("company"), details };
}

/**
 * The advisor cards with their 'VER MAIS' detail (spec 001 §2 §3): the lead
 * advisor (flAdvisor) first; the card shows the mobile, the detail every way
 * to reach them, WhatsApp on the mobile with a greeting already typed.
 */
export function advisorCards(t: T, advisors: Member["contactInformation"]["advisorContact"]): ContactCardData[] {
  return [...advisors]
    .sort((a, b) => Number(b.flAdvisor) - Number(a.flAdvisor))
    .map((advisor, index) => {
      const firstName = advisor.nmAdvisor.split(/\s+/)[0];
      const all: ContactDetail[] = [
        { kind: "mobile", label: t("mobileLabel"), value: advisor.mobileAdvisor, href: telHref(advisor.mobileAdvisor) },
        {
          kind: "whatsapp",
          label: t("whatsAppLabel"),
          value: advisor.mobileAdvisor,
          href: whatsAppHref(advisor.mobileAdvisor, t("advisorMessage", { name: firstName })),
        },
        {
          kind: "phone",
          label: t("directPhoneLabel"),
          value: advisor.phoneAdvisor,
          href: telHref(advisor.phoneAdvisor),
        },
        {
          kind: "email",
          label: t("emailLabel"),
          value: advisor.emailAdvisor,
          href: `mailto:${advisor.emailAdvisor}`,
        },
      ];
      const details = all.filter((detail) => detail.value.trim() !== "");
      return {
        id: `advisor-${index + 1}`,
        name: advisor.nmAdvisor,
        badge: advisor.flAdvisor ? t("mainAdvisor") : t("advisor"),
        summary: details.slice(0, 2),
        details,
        seeMore: { label: t("seeMore"), ariaLabel: t("seeMoreLabel", { name: advisor.nmAdvisor }) },
        close: t("close"),
      };
    });
}

/** Whose contacts the page shows: a member's record, or nothing personal. */
export function contactAudience(context: UserContext): string | null {
  return context.isLoggedIn && context.user?.document && context.loyalty !== "not-member"
    ? context.user.document
    : null;
}
