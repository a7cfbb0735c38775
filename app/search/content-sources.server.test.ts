import { describe, expect, it, vi } from "vitest";

import { blockText } from "./content-documents";
import { createSiteIndexer } from "./site-index.server";

vi.mock("~/services/log.server", () => ({ log: () => undefined }));
vi.mock("~/services/products/client.server", () => ({ listProductGroup: () => Promise.resolve([]) }));

/** A page with a block only signed-in growers see: its words must never reach the index. */
const { GATED_PAGE } = vi.hoisted(() => ({
  GATED_PAGE: {
    locale: "es-AR",
    path: "/novedades-del-lote",
    title: "Novedades del lote",
    description: "Lo que pasa en tu lote esta semana.",
    blocks: [
      { kind: "callout", tone: "info", title: "Cosecha temprana", text: "Revisá la humedad del grano." },
      {
        kind: "callout",
        tone: "info",
        title: "Bonificación secreta",
        text: "Solo para vos.",
        container: { type: "signed-in" },
      },
    ],
  },
}));

// The content service as the sandbox publishes it, through the client's own calls.
vi.mock("~/services/content/client.server", async () =>
  (await import("./sandbox-content-client.test-support")).sandboxContentClient({ extraPages: [GATED_PAGE] }),
);

const indexer = createSiteIndexer();
const search = async (locale: "es-AR" | "pt-BR", query: string, types?: ("page" | "article")[]) =>
  (await indexer.get(locale)).index.search({ query, types, from: 0, size: 50 });

describe("the site index's content sources", () => {
  it("finds an article by an accent-free word of its title, linked at the article section's path", async () => {
    const { hits } = await search("pt-BR", "compactacao");
    expect(hits[0]).toMatchObject({
      id: "article:pt-br-soil-compaction",
      type: "article",
      title: "Compactação do solo: a produtividade escondida",
      url: "/pt-br/artigos/compactacao-do-solo",
    });
  });

  it("finds an article by a word of its body only", async () => {
    // "empoçada" is in the lead; "subsolagem" only in the body paragraphs.
    const { hits } = await search("pt-BR", "subsolagem");
    expect(hits.map((hit) => hit.id)).toContain("article:pt-br-soil-compaction");
  });

  it("finds a published page by an accent-free word, linked under the locale prefix", async () => {
    const { hits } = await search("es-AR", "campana de siembra", ["page"]);
    expect(hits[0]).toMatchObject({
      type: "page",
      title: "Campaña de siembra: planificá tu lote",
      url: "/es-ar/campana-de-siembra",
    });
  });

  it("counts pages and articles in the facets by type", async () => {
    const { facets } = await search("es-AR", "campana");
    expect(facets.page).toBeGreaterThan(0);
    expect(facets.article).toBeGreaterThan(0);
  });

  it("indexes what an anonymous visitor sees of a page, never a gated block", async () => {
    expect((await search("es-AR", "humedad grano", ["page"])).hits.map((hit) => hit.url)).toContain(
      "/es-ar/novedades-del-lote",
    );
    expect((await search("es-AR", "bonificacion secreta")).total).toBe(0);
  });
});

describe("blockText", () => {
  it("collects the readable strings of a block list at any depth, not addresses, labels or settings", () => {
    const text = blockText([
      { kind: "hero", title: "Campaña", lead: "Preparar el lote", cta: { label: "Ver más", href: "/catalogo" } },
      { kind: "faq", items: [{ question: "¿Cuándo?", answer: "En octubre." }], variant: "wide" },
      { kind: "article-text", paragraphs: ["Uno.", "Dos."], image: { src: "/media/x", alt: "Una foto" } },
    ]);
    expect(text).toBe("Campaña Preparar el lote ¿Cuándo? En octubre. Uno. Dos.");
  });
});
