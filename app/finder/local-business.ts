import type { ContactDefaults } from "~/countries";
import { webHref } from "~/domain/contact/links";
import type { Position } from "~/domain/yield-trials/distance";
import type { Contact } from "~/services/dealers/contract";

/**
 * A dealer page's structured data (issue 15: each dealer an indexable page
 * with LocalBusiness JSON-LD, schema.org). Opening hours are given only when
 * they are the country's defaults (spec 002 §9, machine-readable as "Mo-Sa
 * 07:00-19:00"); a contact's own hours are free text, shown on the page only.
 */
const twoDigits = (hour: number) => String(hour).padStart(2, "0");

export function localBusinessJsonLd(
  contact: Contact,
  position: Position | null,
  defaults: ContactDefaults,
  pageUrl: string,
): Record<string, unknown> {
  const { firstDay, lastDay, opens, closes } = defaults.hours;
  const dayCode = (day: string) => `${day[0]!.toUpperCase()}${day[1]}`;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": pageUrl,
    url: pageUrl,
    name: contact.title,
    description: contact.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      addressLocality: contact.town,
      addressRegion: contact.region,
      ...(contact.postcode ? { postalCode: contact.postcode } : {}),
      addressCountry: contact.country,
    },
    ...(position ? { geo: { "@type": "GeoCoordinates", latitude: position.lat, longitude: position.lng } } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.website ? { sameAs: [webHref(contact.website)] } : {}),
    ...(contact.hours
      ? {}
      : { openingHours: `${dayCode(firstDay)}-${dayCode(lastDay)} ${twoDigits(opens)}:00-${twoDigits(closes)}:00` }),
  };
}
