import { faqPageJsonLd } from "~/domain/content/faq-json-ld";

import type { FaqBlockData } from "./schema";

/**
 * The page's FAQPage structured data: every question of the FAQ blocks the
 * visitor is shown (blocks a container left out are not passed in), or null
 * when the page has none. The page route adds it to its meta as ld+json,
 * like product pages do.
 */
export function faqJsonLdOf(blocks: readonly { kind: string }[]) {
  const entries = blocks
    .filter((block): block is FaqBlockData => block.kind === "faq")
    .flatMap((block) => block.items.map(({ question, answer }) => ({ question, answer })));
  return faqPageJsonLd(entries);
}
