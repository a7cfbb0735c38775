import { countryOf, type Locale } from "~/countries";
import { facetValues } from "~/domain/finder/facets";
import { contactCardView } from "~/finder/contact-card.server";
import { findContact } from "~/finder/contacts.server";
import { facetValueLabel } from "~/finder/facet-labels";
import { localBusinessJsonLd } from "~/finder/local-business";
import { i18nServer } from "~/i18n/i18next.server";
import { notFound } from "~/render/http-errors";

/**
 * A dealer's or contact's own page (issue 15): what its card and 'Ver mais'
 * show, indexable, with LocalBusiness JSON-LD. An unknown id is the locale's
 * 404; the contacts upstream failing is this page's error state (200, a retry link).
 */
export async function dealerView(locale: Locale, url: URL, origin: string, id: string) {
  const t = await i18nServer.getFixedT(locale, "finder");
  const country = countryOf(locale);
  const missing = () => notFound({ title: t("dealer.notFound"), body: t("dealer.notFoundBody") });
  if (!/^[a-z0-9-]{1,80}$/.test(id)) throw missing();
  const found = await findContact(locale, country, id);
  if (found === undefined) {
    return {
      state: "error" as const,
      meta: { title: t("error.title"), description: t("error.subtitle") },
      error: {
        title: t("error.title"),
        subtitle: t("error.subtitle"),
        retry: { label: t("error.retry"), href: url.pathname },
      },
    };
  }
  if (!found) throw missing();
  const { contact, position } = found;
  const card = contactCardView(t, locale, country, found, { kilometres: null, marker: 1, hiddenOn: [] });
  return {
    state: "ready" as const,
    meta: {
      title: t("meta.dealerTitle", { title: contact.title, town: contact.town }),
      description: t("meta.dealerDescription", { title: contact.title, town: contact.town, region: contact.region }),
    },
    card,
    headings: { contact: t("dealer.contact"), crops: t("dealer.crops"), services: t("dealer.services") },
    facets: {
      crops: facetValues(contact.facets.crops).map((code) => facetValueLabel(t, "crops", code)),
      services: facetValues(contact.facets.services).map((code) => facetValueLabel(t, "services", code)),
    },
    jsonLd: localBusinessJsonLd(contact, position, country.contact, new URL(url.pathname, origin).toString()),
  };
}
