import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { countryOf } from "~/countries";
import { telHref, whatsAppHref } from "~/domain/contact/links";
import { openingHoursValues } from "~/format/dates";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { metaFromLoader } from "~/seo/page-meta";

import { ContactCard } from "./contact-card";

/** The country's contact defaults (spec 002 §9): Monday to Saturday 7h–19h and the toll-free number. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { contact } = countryOf(locale);
  const t = await i18nServer.getFixedT(locale, "contact");
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead"),
    contact: {
      hours: { label: t("hoursLabel"), value: t("hours", openingHoursValues(contact.hours)) },
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
