import type { SandboxPage } from "./types";

/**
 * A landing page no section of the portal knows: published in the content
 * service only, so the locale's catch-all route shows it (issue 14: "a country
 * team launches a page by publishing content, not code").
 */
const IMAGE = { src: "/media/hero-planting-season", width: 1600, height: 900 } as const;

export const CAMPAIGN_PAGES: readonly SandboxPage[] = [
  {
    locale: "es-AR",
    path: "/campana-de-siembra",
    translationId: "planting-season",
    title: "Campaña de siembra: planificá tu lote",
    description: "Fechas, densidades y productos para preparar la siembra de soja y maíz.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Campaña de siembra",
        lead: "Fechas, densidades y productos para preparar tu lote de soja y maíz.",
        image: { ...IMAGE, alt: "Una sembradora trabajando un lote al atardecer" },
        cta: { label: "Ver semillas", href: "/catalogo" },
      },
    ],
  },
  {
    locale: "pt-BR",
    path: "/campanha-de-plantio",
    translationId: "planting-season",
    title: "Campanha de plantio: planeje o seu talhão",
    description: "Datas, densidades e produtos para preparar o plantio de soja e milho.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Campanha de plantio",
        lead: "Datas, densidades e produtos para preparar o seu talhão de soja e milho.",
        image: { ...IMAGE, alt: "Uma plantadeira trabalhando um talhão ao entardecer" },
        cta: { label: "Ver sementes", href: "/catalogo" },
      },
    ],
  },
  {
    locale: "en-US",
    path: "/planting-season",
    translationId: "planting-season",
    title: "Planting season: plan your field",
    description: "Dates, seeding rates and products to get soybean and corn planting ready.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Planting season",
        lead: "Dates, seeding rates and products to get your soybean and corn fields ready.",
        image: { ...IMAGE, alt: "A planter working a field at dusk" },
        cta: { label: "See seed", href: "/catalog" },
      },
    ],
  },
  {
    locale: "es-US",
    path: "/temporada-de-siembra",
    translationId: "planting-season",
    title: "Temporada de siembra: planifica tu campo",
    description: "Fechas, densidades y productos para preparar la siembra de soya y maíz.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Temporada de siembra",
        lead: "Fechas, densidades y productos para preparar tu campo de soya y maíz.",
        image: { ...IMAGE, alt: "Una sembradora trabajando un campo al atardecer" },
        cta: { label: "Ver semillas", href: "/catalogo" },
      },
    ],
  },
];
