import { countryOf, type Locale } from "~/countries";
import { facetValues } from "~/domain/finder/facets";
import { tellingApart } from "~/domain/finder/telling-apart";
import { contactCardView } from "~/finder/contact-card.server";
import { contactBookOf } from "~/finder/contacts.server";
import { facetValueLabel } from "~/finder/facet-labels";
import { localBusinessJsonLd } from "~/finder/local-business";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { notFound } from "~/render/http-errors";
import { alternatesIn } from "~/seo/alternates.server";

/**
 * A dealer's or contact's own page (issue 15): what its card and 'Ver mais'
 * show, indexable, with LocalBusiness JSON-LD, under a title no other contact
 * of the country shares (its role and street join it where its name and town
 * are not enough). An unknown id is the locale's 404; the contacts upstream
 * failing is this page's error state (200, a retry link).
 */
export async function dealerView(locale: Locale, url: URL, origin: string, id: string) {
  const t = await i18nServer.getFixedT(locale, "finder");
  const country = countryOf(locale);
  const missing = () => notFound({ title: t("dealer.notFound"), body: t("dealer.notFoundBody") });
  if (!/^[a-z0-9-]{1,80}$/.test(id)) throw missing();
  const book = await contactBookOf(locale, country);
  if (!book) {
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
  const found = book.all.find((located) => located.contact.id === id);
  if (!found) throw missing();
  const { contact, position } = found;
  const card = contactCardView(t, locale, country, found, { kilometres: null, marker: 1, hiddenOn: [] });
  const apart = tellingApart(
    contact,
    book.all.map((located) => located.contact),
  );
  const place = [apart.role ? t(`type.${contact.type}`) : null, apart.street ? contact.street : null, contact.town];
  return {
    state: "ready" as const,
    meta: {
      title: t("meta.dealerTitle", { title: contact.title, place: place.filter(Boolean).join(", ") }),
      description: t("meta.dealerDescription", { title: contact.title, town: contact.town, region: contact.region }),
      // The same contact in the country's other locales (hreflang and the language switch).
      alternates: await alternatesIn("dealers", { locale, href: href(locale, "dealer", contact.id)! }),
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
