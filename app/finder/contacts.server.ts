import type { CountryConfig, Locale } from "~/countries";
import { listContacts } from "~/services/dealers/client.server";

import { type ContactBook, contactBook } from "./contact-book";

/** The country's contacts, or null when the upstream failed and nothing is cached. */
export async function contactBookOf(locale: Locale, country: CountryConfig): Promise<ContactBook | null> {
  const list = await listContacts(locale, country.code);
  return list ? contactBook(list) : null;
}
