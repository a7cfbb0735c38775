import { describe, expect, it } from "vitest";

import { faqPageJsonLd } from "./faq-json-ld";

describe("FAQPage structured data", () => {
  it("lists each question with its accepted answer", () => {
    expect(
      faqPageJsonLd([
        { question: "¿Cuándo siembro?", answer: "Con el suelo a 10 °C." },
        { question: "¿Qué densidad?", answer: "Según el lote." },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "¿Cuándo siembro?",
          acceptedAnswer: { "@type": "Answer", text: "Con el suelo a 10 °C." },
        },
        { "@type": "Question", name: "¿Qué densidad?", acceptedAnswer: { "@type": "Answer", text: "Según el lote." } },
      ],
    });
  });

  it("a page without questions has no FAQPage", () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});
