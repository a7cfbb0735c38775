import type { SectionId } from "../../../app/countries/types";
import type { SandboxPage } from "./types";

/**
 * The home page of every locale, as the country teams compose it in the
 * content service: the hero, what growers come for (the tools block, in the
 * country's order) and the signed-in grower's own blocks.
 */

/** What a grower comes for, in each country's order (a tool is listed once its section exists: weather and the finder join when they do). */
const TOOLS: Record<string, { section: SectionId; title: string; description: string }[]> = {
  "es-AR": [
    {
      section: "catalog",
      title: "Catálogo de productos",
      description:
        "Semillas, protección de cultivos, biológicos y herramientas digitales, por cultivo, tecnología y madurez.",
    },
    {
      section: "seed-quality",
      title: "Calidad de semilla",
      description:
        "Ingresá el código de lote de tu bolsa y mirá sus resultados de laboratorio y la densidad de siembra.",
    },
    {
      section: "loyalty",
      title: "Mi Impulso",
      description: "Tu saldo de impulsos, tus estrellas, los puntos por vencer y los servicios para canjear.",
    },
    {
      section: "field-data",
      title: "Tablero de campos",
      description: "Cosecha y siembra de cada lote por campaña, desde tu cuenta de datos de campo.",
    },
    {
      section: "courses",
      title: "Cursos de agronomía",
      description: "Cursos cortos de maíz, suelo, clima, semillas y datos de campo, módulo a módulo.",
    },
  ],
  "pt-BR": [
    {
      section: "loyalty",
      title: "Meu Impulso",
      description: "Seu saldo de impulsos, suas estrelas, os pontos a expirar e os serviços para resgatar.",
    },
    {
      section: "catalog",
      title: "Catálogo de produtos",
      description:
        "Sementes, proteção de cultivos, biológicos e ferramentas digitais, por cultura, tecnologia e ciclo.",
    },
    {
      section: "seed-quality",
      title: "Qualidade de sementes",
      description: "Digite o código do lote da embalagem e veja os resultados de laboratório e a taxa de semeadura.",
    },
    {
      section: "courses",
      title: "Cursos de agronomia",
      description: "Cursos curtos de milho, solo, clima, sementes e dados de campo, módulo a módulo.",
    },
  ],
  "en-US": [
    {
      section: "catalog",
      title: "Product catalog",
      description: "Seeds, crop protection, biologicals and digital tools, by crop, trait and maturity.",
    },
    {
      section: "seed-quality",
      title: "Seed-lot quality",
      description: "Enter your bag's lot code to see its laboratory results and seeding rate.",
    },
    {
      section: "local-yield-results",
      title: "Local yield results",
      description:
        "Trial plots near your ZIP Code: yield in bushels per acre, beside the products they were compared with.",
    },
    {
      section: "rewards",
      title: "Rewards",
      description:
        "Enroll in the rewards program, follow your minimum requirements, your available rewards and your activity.",
    },
    {
      section: "field-data",
      title: "Field dashboard",
      description: "Harvest and planting for each field by season, from your field-data account.",
    },
  ],
  "es-US": [
    {
      section: "catalog",
      title: "Catálogo de productos",
      description:
        "Semillas, protección de cultivos, biológicos y herramientas digitales, por cultivo, tecnología y madurez.",
    },
    {
      section: "seed-quality",
      title: "Calidad de semilla",
      description:
        "Ingresa el código de lote de tu bolsa y mira sus resultados de laboratorio y la densidad de siembra.",
    },
    {
      section: "local-yield-results",
      title: "Resultados de rendimiento locales",
      description:
        "Parcelas de ensayo cerca de tu código postal: rendimiento en bushels por acre, junto a los productos comparados.",
    },
    {
      section: "rewards",
      title: "Recompensas",
      description:
        "Inscríbete en el programa de recompensas y sigue tus requisitos mínimos, tus recompensas disponibles y tu actividad.",
    },
    {
      section: "field-data",
      title: "Tablero de campos",
      description: "Cosecha y siembra de cada campo por temporada, desde tu cuenta de datos de campo.",
    },
  ],
};

/**
 * The heading of the tools block and of the signed-in grower's own blocks, per locale: points where the country
 * runs the points programme, fields where it has the field pages, pending items everywhere; the quotations bar
 * below the hero where the country shows quotations.
 */
const WORDS: Record<
  string,
  { tools: string; quotations?: true; points?: { title: string; link: string }; fields?: string; pending: string }
> = {
  "es-AR": {
    tools: "Lo que buscás",
    quotations: true,
    points: { title: "Tus impulsos", link: "Ir a Mi Impulso" },
    fields: "Tus campos",
    pending: "Tus envíos pendientes",
  },
  "pt-BR": {
    tools: "O que você procura",
    quotations: true,
    points: { title: "Seus impulsos", link: "Ir para o Meu Impulso" },
    pending: "Seus envios pendentes",
  },
  "en-US": { tools: "What you come for", fields: "Your fields", pending: "Pending items" },
  "es-US": { tools: "Lo que buscas", fields: "Tus campos", pending: "Tus envíos pendientes" },
};

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
  const { quotations, points, fields, pending } = WORDS[locale]!;
  const signedIn = { type: "signed-in" as const };
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
      ...(quotations ? [{ kind: "quotations" as const, id: "quotations" }] : []),
      // The grower's own blocks, where the country runs the points programme: signed-in growers only.
      ...(points
        ? [
            {
              kind: "personal-points" as const,
              id: "my-points",
              container: signedIn,
              title: points.title,
              linkLabel: points.link,
            },
          ]
        : []),
      ...(fields ? [{ kind: "fields-sync" as const, id: "my-fields", container: signedIn, title: fields }] : []),
      { kind: "pending-items", id: "my-pending", container: signedIn, title: pending },
      { kind: "tools", id: "tools", title: WORDS[locale]!.tools, items: TOOLS[locale]! },
      // The top-articles block (spec 002 §2 §9): the top 4 of the portal's bundled 20 sample articles, which need
      // no upstream, so the home always leads somewhere to read (decision 0057).
      { kind: "article-list" as const, id: "top-articles", order: "sample" as const },
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
