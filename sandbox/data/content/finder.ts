import type { SandboxPage } from "./types";

/**
 * The dealer finder's page in every locale (issue 15): a hero with the page's
 * h1 and the finder block ('dealer', the default type, so #dealer scrolls to it).
 */
function finderPage(
  locale: string,
  path: string,
  text: { title: string; description: string; heroTitle: string; heroLead: string },
): SandboxPage {
  return {
    locale,
    path,
    // The same page in every locale: its translations are its hreflang alternates (decision 0042).
    translationId: "dealer-finder",
    title: text.title,
    description: text.description,
    blocks: [
      { kind: "hero", headingLevel: 1, title: text.heroTitle, lead: text.heroLead },
      { kind: "finder", finderType: "dealer" },
    ],
  };
}

export const FINDER_PAGES: readonly SandboxPage[] = [
  finderPage("es-AR", "/donde-comprar", {
    title: "Dónde comprar: distribuidores Surco cerca tuyo",
    description:
      "Buscá distribuidores oficiales Surco por código postal o localidad, con teléfono, WhatsApp y cómo llegar.",
    heroTitle: "Dónde comprar",
    heroLead: "Distribuidores oficiales en todo el país, con asesoramiento para tu lote.",
  }),
  finderPage("pt-BR", "/onde-comprar", {
    title: "Onde comprar: revendas Surco perto de você",
    description: "Encontre revendas Surco pelo CEP ou pela cidade, com telefone, WhatsApp e como chegar.",
    heroTitle: "Onde comprar",
    heroLead: "Revendas em todo o Brasil, com assistência técnica para o seu talhão.",
  }),
  finderPage("en-US", "/find-a-dealer", {
    title: "Find a dealer: Surco seed dealers near you",
    description: "Find Surco seed dealers by ZIP code or town, with phone numbers and directions.",
    heroTitle: "Find a dealer",
    heroLead: "Seed dealers across the Corn Belt and beyond, with in-season agronomy support.",
  }),
  finderPage("es-US", "/encuentra-un-distribuidor", {
    title: "Encuentra un distribuidor Surco cerca de ti",
    description: "Busca distribuidores Surco por código postal o ciudad, con teléfono y cómo llegar.",
    heroTitle: "Encuentra un distribuidor",
    heroLead: "Distribuidores de semillas en todo el Cinturón del Maíz, con apoyo agronómico en la temporada.",
  }),
];
