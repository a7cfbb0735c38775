import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { getUserContext } from "~/auth/user.server";
import { countryOf } from "~/countries";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { SCRIPTS } from "~/light/route-scripts";
import { metaFromLoader } from "~/seo/page-meta";
import { log } from "~/services/log.server";
import { getMember } from "~/services/loyalty/client.server";

import { ContactPage } from "./contact-card";
import { advisorCards, companyCard, contactAudience } from "./view.server";

/**
 * Contact information (spec 001 §2 §3 §9, 002 §9): the company card, with the
 * country's default hours and toll-free number, and for an Impulso member the
 * programme's contact and their advisors' cards with 'VER MAIS'. The member's
 * record failing leaves the company defaults and a note; the page answers 200.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const [context, t] = await Promise.all([getUserContext(request, locale), i18nServer.getFixedT(locale, "contact")]);
  const { contact } = countryOf(locale);
  const document = contactAudience(context);
  let member = null;
  let unavailable = false;
  if (document) {
    try {
      member = await getMember(document, locale);
    } catch (error) {
      log("warn", "contact: member record unavailable", { error: String(error) });
      unavailable = true;
    }
  }
  const advisors = member ? advisorCards(t, member.contactInformation.advisorContact) : [];
  return {
    meta: { title: t("meta.title"), description: t("meta.description") },
    heading: t("heading"),
    lead: t("lead"),
    company: companyCard(t, contact, member?.contactInformation.contactUs ?? null),
    advisors: advisors.length ? { heading: t("advisorsHeading"), lead: t("advisorsLead"), cards: advisors } : null,
    unavailable: unavailable ? t("unavailable") : null,
  };
}

export const meta = metaFromLoader();

/** Ships the client runtime: the advisor cards' 'see more' is a dialog. */
export const handle = SCRIPTS;

export default function Contact() {
  return <ContactPage data={useLoaderData<typeof loader>()} />;
}
