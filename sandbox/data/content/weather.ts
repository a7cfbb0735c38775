import type { SandboxPage } from "./types";

/**
 * The weather page of each locale (issue 15): a hero, the 7-day widget with corn degree days, the spray-window
 * strip, and in Brazil the bulletin player. Published in the content service only: the catch-all shows it.
 */
export const WEATHER_PAGES: readonly SandboxPage[] = [
  {
    locale: "es-AR",
    path: "/clima",
    translationId: "weather",
    title: "Clima para tu campo: pronóstico y ventanas de pulverización",
    description:
      "Pronóstico de 7 días para tu localidad, ventanas de pulverización hora por hora y grados día del maíz.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Clima",
        lead: "Pronóstico, ventanas de pulverización y grados día para planificar cada labor.",
      },
      { kind: "weather", id: "weather", degreeDays: true },
      { kind: "spray-window", id: "spray-windows" },
    ],
  },
  {
    locale: "pt-BR",
    path: "/clima",
    translationId: "weather",
    title: "Clima para a sua lavoura: previsão e janelas de pulverização",
    description:
      "Previsão de 7 dias para o seu município, janelas de pulverização hora a hora, graus-dia do milho e o boletim do tempo.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Clima",
        lead: "Previsão, janelas de pulverização, graus-dia e o boletim do tempo da sua região.",
      },
      { kind: "weather", id: "weather", degreeDays: true },
      { kind: "spray-window", id: "spray-windows" },
      { kind: "bulletin", id: "weather-bulletin" },
    ],
  },
  {
    locale: "en-US",
    path: "/weather",
    translationId: "weather",
    title: "Weather for your farm: forecast and spray windows",
    description: "A 7-day forecast for your town, hour-by-hour spray windows and corn growing degree days.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Weather",
        lead: "Forecast, spray windows and growing degree days to plan every pass.",
      },
      { kind: "weather", id: "weather", degreeDays: true },
      { kind: "spray-window", id: "spray-windows" },
    ],
  },
  {
    locale: "es-US",
    path: "/clima",
    translationId: "weather",
    title: "El clima para tu campo: pronóstico y ventanas de aplicación",
    description:
      "Pronóstico de 7 días para tu localidad, ventanas de pulverización hora por hora y grados día del maíz.",
    blocks: [
      {
        kind: "hero",
        headingLevel: 1,
        title: "Clima",
        lead: "Pronóstico, ventanas de pulverización y grados día para planificar cada labor.",
      },
      { kind: "weather", id: "weather", degreeDays: true },
      { kind: "spray-window", id: "spray-windows" },
    ],
  },
];
