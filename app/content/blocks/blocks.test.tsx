import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { BlockContext } from "~/content/block-props";

import { AccordionBlock } from "./accordion/accordion";
import { CategoryCardsBlock } from "./category-cards/category-cards";
import { ContentCard } from "./content-card/content-card";
import { FaqBlock } from "./faq/faq";
import { faqJsonLdOf } from "./faq/json-ld";
import { FlexSectionBlock } from "./flex-section/flex-section";
import { PromoListBlock } from "./promo-list/promo-list";
import { SolutionByCropBlock } from "./solution-by-crop/solution-by-crop";

/**
 * The blocks apply the rules of app/domain/content to what they render: these
 * tests read the server HTML, the same markup a grower without JavaScript gets.
 */
const context: BlockContext = {
  locale: "es-AR",
  path: "/es-ar/guia",
  isLoggedIn: false,
  roles: [],
  text: { unavailable: "No disponible", retry: "Reintentar" },
  first: false,
};
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;
const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ title: `Item ${i + 1}`, link: { label: "Ver", href: `/x/${i + 1}` } }));

describe("content blocks render their limits (spec 002 §9)", () => {
  it("a promo list shows the first 8 of 9 offers", () => {
    const html = renderToString(
      <PromoListBlock
        block={{ kind: "promo-list", title: "Ofertas", items: items(9) }}
        context={context}
        loaded={undefined}
      />,
    );
    expect(count(html, /<article/)).toBe(8);
    expect(html).toContain("Item 8");
    expect(html).not.toContain("Item 9");
  });

  it("a prominent flex section shows 4 of 6; the default one all 6", () => {
    const render = (variant: "default" | "prominent") =>
      renderToString(
        <FlexSectionBlock
          block={{ kind: "flex-section", title: "Herramientas", variant, items: items(6) }}
          context={context}
          loaded={undefined}
        />,
      );
    expect(count(render("prominent"), /<article/)).toBe(4);
    expect(count(render("default"), /<article/)).toBe(6);
  });

  it("category cards show the first 10 of 11, solution-by-crop the first 14 of 15", () => {
    const cards = Array.from({ length: 11 }, (_, i) => ({ title: `Cat ${i + 1}`, href: `/c/${i + 1}` }));
    const crops = Array.from({ length: 15 }, (_, i) => ({ crop: `Crop ${i + 1}`, href: `/k/${i + 1}` }));
    const categoryHtml = renderToString(
      <CategoryCardsBlock
        block={{ kind: "category-cards", title: "C", cards }}
        context={context}
        loaded={{ ok: true, data: { empty: [] } }}
      />,
    );
    const cropHtml = renderToString(
      <SolutionByCropBlock
        block={{ kind: "solution-by-crop", title: "S", crops }}
        context={context}
        loaded={{ ok: true, data: { empty: [] } }}
      />,
    );
    expect(count(categoryHtml, /<li>/)).toBe(10);
    expect(categoryHtml).not.toContain("Cat 11");
    expect(count(cropHtml, /<li>/)).toBe(14);
    expect(cropHtml).not.toContain("Crop 15");
  });

  it("leave out a tile whose catalogue search finds nothing, and keep all when that could not be checked", () => {
    const crops = Array.from({ length: 3 }, (_, i) => ({ crop: `Crop ${i + 1}`, href: `/catalogo?q=${i + 1}` }));
    const render = (loaded: { ok: true; data: { empty: string[] } } | { ok: false }) =>
      renderToString(
        <SolutionByCropBlock
          block={{ kind: "solution-by-crop", title: "S", crops }}
          context={context}
          loaded={loaded}
        />,
      );
    const checked = render({ ok: true, data: { empty: ["/catalogo?q=2"] } });
    expect(count(checked, /<li>/)).toBe(2);
    expect(checked).not.toContain("Crop 2");
    expect(count(render({ ok: false }), /<li>/)).toBe(3);
  });

  it("links are resolved inside the page's locale", () => {
    const html = renderToString(<ContentCard locale="pt-BR" title="T" href="/catalogo" />);
    expect(html).toContain('href="/pt-br/catalogo"');
  });
});

describe("badges on cards", () => {
  it("a long badge is written whole, once: CSS cuts it to 11 characters and '...', the tooltip has it whole", () => {
    const html = renderToString(<ContentCard locale="es-AR" title="T" badge="Recomendación técnica" />);
    expect(html).toContain('title="Recomendación técnica"');
    // The first 11 characters, then the rest in a piece CSS takes out of sight (an ellipsis drawn after the first).
    expect(html).toMatch(/<span class="[^"]+">Recomendaci<\/span><span class="[^"]+">ón técnica<\/span>/);
    expect(count(html, /Recomendaci/)).toBe(2);
  });

  it("a short badge is shown whole, once", () => {
    const html = renderToString(<ContentCard locale="es-AR" title="T" badge="Nueva" />);
    expect(count(html, /Nueva/)).toBe(1);
    expect(html).not.toContain("...");
  });
});

describe("accordion and FAQ work without JavaScript", () => {
  it("an accordion is native details/summary, the first open when asked", () => {
    const html = renderToString(
      <AccordionBlock
        block={{
          kind: "accordion",
          title: "Claves",
          openFirst: true,
          items: [
            { title: "Densidad", paragraphs: ["Uno", "Dos"] },
            { title: "Fecha", paragraphs: ["Tres"] },
          ],
        }}
        context={context}
        loaded={undefined}
      />,
    );
    expect(count(html, /<details/)).toBe(2);
    expect(count(html, /<details[^>]* open=""/)).toBe(1);
    expect(html).toMatch(/<summary[^>]*>Densidad<\/summary>/);
    expect(count(html, /<p>/)).toBe(3);
  });

  it("FAQ questions are summaries; the page's FAQPage data gathers every FAQ block", () => {
    const faq = (question: string) => ({
      kind: "faq" as const,
      title: "Preguntas",
      items: [{ question, answer: `Respuesta a ${question}` }],
    });
    const html = renderToString(<FaqBlock block={faq("¿Cuándo?")} context={context} loaded={undefined} />);
    expect(html).toMatch(/<summary[^>]*>¿Cuándo\?<\/summary>/);
    expect(html).not.toMatch(/<details[^>]* open/);
    const jsonLd = faqJsonLdOf([faq("¿Cuándo?"), { kind: "callout" }, faq("¿Cuánto?")]);
    expect(jsonLd?.mainEntity.map((entry) => entry.name)).toEqual(["¿Cuándo?", "¿Cuánto?"]);
    expect(faqJsonLdOf([{ kind: "promo" }])).toBeNull();
  });
});
