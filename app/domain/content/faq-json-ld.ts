/**
 * The FAQPage structured data (schema.org) for the questions a page's FAQ
 * blocks show, so search engines can show them as rich results. One object for
 * the page: several FAQ blocks on a page add up to one FAQPage.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  if (entries.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
