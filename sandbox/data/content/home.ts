import type { SandboxPage } from "./types";

/**
 * The home page of every locale, as the country teams compose it in the
 * content service: the hero, what growers come for (the tools block, in the
 * country's order) and the signed-in grower's own blocks.
 */

const HERO_IMAGE = { width: 1600, height: 900 } as const;
const WIDE_IMAGE = { width: 2400, height: 640 } as const;

function home(
  locale: string,
  text: {
    title: string;
    description: string;
    heroTitle: string;
    heroLead: string;
    alt: string;
    cta: { label: string; href: string };
  },
): SandboxPage {
  return {
    locale,
    path: "/",
    title: text.title,
    description: text.description,
    shareImage: { src: "/media/share-home", alt: text.alt, width: 1200, height: 630 },
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: text.heroTitle,
        lead: text.heroLead,
        image: { src: "/media/hero-field-sunrise", alt: text.alt, ...HERO_IMAGE },
        wideImage: { src: "/media/hero-field-sunrise-wide", alt: text.alt, ...WIDE_IMAGE },
        cta: text.cta,
      },
    ],
  };
}

export const HOME_PAGES: readonly SandboxPage[] = [
  home("es-AR", {
    title: "Surco: semillas, protección de cultivos y herramientas para productores",
    description:
      "Catálogo de productos, calidad de lotes de semilla, datos de campo y el programa Impulso para productores de la Argentina.",
    heroTitle: "Todo para tu campaña, en un solo lugar",
    heroLead:
      "Encontrá productos, revisá tus lotes de semilla, seguí tus campos y aprovechá Impulso, aun con poca señal.",
    alt: "Un lote de soja al amanecer, con el surco en primer plano",
    cta: { label: "Ver el catálogo", href: "/catalogo" },
  }),
  home("pt-BR", {
    title: "Surco: sementes, proteção de cultivos e ferramentas para o produtor",
    description:
      "Catálogo de produtos, qualidade de lotes de semente, dados de campo e o programa Impulso para produtores do Brasil.",
    heroTitle: "Tudo para a sua safra, em um só lugar",
    heroLead:
      "Encontre produtos, confira seus lotes de semente, acompanhe seus talhões e aproveite o Impulso, mesmo com pouco sinal.",
    alt: "Uma lavoura de soja ao amanhecer, com o sulco em primeiro plano",
    cta: { label: "Ver o catálogo", href: "/catalogo" },
  }),
  home("en-US", {
    title: "Surco: seed, crop protection and tools for growers",
    description: "Product catalog, seed lot quality, local yield results and rewards for US growers.",
    heroTitle: "Everything for your season, in one place",
    heroLead: "Find products, check your seed lots, follow your fields and earn rewards, even on a weak signal.",
    alt: "A soybean field at sunrise, with a furrow in the foreground",
    cta: { label: "Browse the catalog", href: "/catalog" },
  }),
  home("es-US", {
    title: "Surco: semillas, protección de cultivos y herramientas para productores",
    description:
      "Catálogo de productos, calidad de lotes de semilla, resultados de rendimiento y recompensas para productores en EE. UU.",
    heroTitle: "Todo para tu temporada, en un solo lugar",
    heroLead:
      "Encuentra productos, revisa tus lotes de semilla, sigue tus campos y gana recompensas, aun con poca señal.",
    alt: "Un campo de soya al amanecer, con el surco en primer plano",
    cta: { label: "Ver el catálogo", href: "/catalogo" },
  }),
];
