import type { SandboxPage } from "./types";

/**
 * Brazil's sowing recommendation page (issue 15): a hero and the postcode widget (flag global-widget-magoya). The
 * sandbox's crop advisor knows a few grain-belt CEPs (78550 Sinop, 75900 Rio Verde, 85800 Cascavel…).
 */
export const POSTCODE_PAGES: readonly SandboxPage[] = [
  {
    locale: "pt-BR",
    path: "/recomendacao-por-cep",
    title: "Recomendação de plantio pelo CEP",
    description:
      "Cultivares e híbridos indicados para a sua região, com o ciclo e a janela de plantio, a partir do CEP.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Recomendação pelo CEP",
        lead: "Da soja ao trigo: o que plantar e quando, na sua região.",
      },
      { kind: "postcode", id: "cep" },
    ],
  },
];
