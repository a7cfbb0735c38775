import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { countryOf } from "~/countries";
import { telHref, whatsAppHref } from "~/domain/contact/links";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { metaFromLoader } from "~/seo/page-meta";
import { ContactCard } from "./contact-card";

/** The country's contact defaults (spec 002 §9): Monday to Saturday 7h–19h and the toll-free number. */
/** An hour of the day (0–23) on a 12-hour clock: 7 → 7, 19 → 7, 0 and 12 → 12. */
function on12HourClock(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { contact } = countryOf(locale);
  const t = await i18nServer.getFixedT(locale, "contact");
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead"),
    contact: {
      // The 24-hour figures, and the 12-hour ones US copy reads with a.m. and p.m. ("7 a.m. to 7 p.m.").
      hours: { label: t("hoursLabel"), value: t("hours", { ...contact.hours, opens12: on12HourClock(contact.hours.opens), closes12: on12HourClock(contact.hours.closes) }) },
      phone: { label: t("phoneLabel"), value: contact.tollFree, href: telHref(contact.tollFree) },
      whatsApp: { label: t("whatsAppLabel"), value: contact.whatsApp, href: whatsAppHref(contact.whatsApp) },
      email: { label: t("emailLabel"), value: contact.email, href: `mailto:${contact.email}` },
    },
  };
}

export const meta = metaFromLoader();

export default function Contact() {
  const { heading, lead, contact } = useLoaderData<typeof loader>();
  return <ContactCard heading={heading} lead={lead} contact={contact} />;
}
