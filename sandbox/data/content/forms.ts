import type { SandboxPage } from "./types";

/**
 * Each locale's resources page (issue 15, decision 0044): the two-step marketing form that gives the
 * soybean guide, the newsletter (shown where the country's flag is on: not in the US) and the contact
 * form (es-US has none: logged, nothing shown). Published in the content service only: the catch-all
 * shows it, and the forms post to it.
 */
const GUIDE = "/downloads/soy-guide.pdf";

export const FORM_PAGES: readonly SandboxPage[] = [
  {
    locale: "es-AR",
    path: "/recursos",
    translationId: "resources",
    title: "Guía de soja y newsletter",
    description: "Descargá la guía de soja de la campaña, suscribite al newsletter o escribinos.",
    blocks: [
      { kind: "hero", headingLevel: 1, title: "Recursos", lead: "La guía de soja de la campaña y nuestras novedades." },
      {
        kind: "marketing-form",
        id: "guia-soja",
        formId: "soy-guide",
        heading: "Descargá la guía de soja 2026",
        lead: "Dos pasos: tus datos y tu campo. La descarga queda lista al enviar.",
        firstStep: 2,
        download: { label: "Descargar la guía (PDF)", href: GUIDE },
      },
      { kind: "newsletter", id: "newsletter" },
      { kind: "contact-form", id: "contacto" },
    ],
  },
  {
    locale: "pt-BR",
    path: "/materiais",
    translationId: "resources",
    title: "Guia de soja e newsletter",
    description: "Baixe o guia de soja da safra, receba a newsletter ou fale com a gente.",
    blocks: [
      { kind: "hero", headingLevel: 1, title: "Materiais", lead: "O guia de soja da safra e as nossas novidades." },
      {
        kind: "marketing-form",
        id: "guia-soja",
        formId: "soy-guide",
        heading: "Baixe o guia de soja 2026",
        lead: "Duas etapas: seus dados e a sua lavoura. O download fica pronto ao enviar.",
        firstStep: 2,
        download: { label: "Baixar o guia (PDF)", href: GUIDE },
      },
      { kind: "newsletter", id: "newsletter" },
      { kind: "contact-form", id: "contato" },
    ],
  },
  {
    locale: "en-US",
    path: "/resources",
    translationId: "resources",
    title: "Soybean guide",
    description: "Download this season's soybean guide or get in touch.",
    blocks: [
      { kind: "hero", headingLevel: 1, title: "Resources", lead: "This season's soybean guide." },
      {
        kind: "marketing-form",
        id: "soy-guide",
        formId: "soy-guide",
        heading: "Download the 2026 soybean guide",
        lead: "Two steps: about you, then your farm. Your download is ready when you submit.",
        firstStep: 2,
        download: { label: "Download the guide (PDF)", href: GUIDE },
      },
      { kind: "newsletter", id: "newsletter" },
      { kind: "contact-form", id: "contact-us" },
    ],
  },
  {
    locale: "es-US",
    path: "/recursos",
    translationId: "resources",
    title: "Guía de soya",
    description: "Descarga la guía de soya de la temporada.",
    blocks: [
      { kind: "hero", headingLevel: 1, title: "Recursos", lead: "La guía de soya de la temporada." },
      {
        kind: "marketing-form",
        id: "guia-soya",
        formId: "soy-guide",
        heading: "Descarga la guía de soya 2026",
        lead: "Dos pasos: tus datos y tu campo. La descarga queda lista al enviar.",
        firstStep: 2,
        download: { label: "Descargar la guía (PDF)", href: GUIDE },
      },
      { kind: "newsletter", id: "newsletter" },
      { kind: "contact-form", id: "contacto" },
    ],
  },
];
