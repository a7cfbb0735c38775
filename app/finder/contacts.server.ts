import type { CountryConfig, Locale } from "~/countries";
import { listContacts } from "~/services/dealers/client.server";

import { type ContactBook, contactBook, type Located } from "./contact-book";

/** The country's contacts, or null when the upstream failed and nothing is cached. */
export async function contactBookOf(locale: Locale, country: CountryConfig): Promise<ContactBook | null> {
  const list = await listContacts(locale, country.code);
  return list ? contactBook(list) : null;
}

/** One contact by its id (the dealer page), or null; undefined when the list could not be had. */
export async function findContact(
  locale: Locale,
  country: CountryConfig,
  id: string,
): Promise<Located | null | undefined> {
  const book = await contactBookOf(locale, country);
  if (!book) return undefined;
  return book.all.find((located) => located.contact.id === id) ?? null;
}
