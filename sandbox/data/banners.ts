import { addDays } from "../../app/domain/loyalty/calendar";
import type { CampaignSuggestions, InfoBanners, MarketingCarousel } from "../../app/services/banners/contract";
import type { DemoAccount } from "./accounts";

/**
 * The banners upstream's demo data (docs/integrations/banners.md): campaign
 * suggestions by crop, the info banners (default, campaign, Eleva) and the
 * marketing carousel, picked for the country the portal asks for (its page's:
 * an Argentine member on a Brazilian page gets the Brazilian ones, in
 * Portuguese; issue 27), each country's in its language. Deterministic;
 * carousel dates are relative to the day the request is served on, so there
 * is always one slide that ended yesterday and one that starts tomorrow
 * beside the current ones (the portal shows only those).
 *
 * The Eleva banner goes to every member: the portal shows it to Eleva members
 * only (spec 002 §4), which is what br.eleva@ against the others demonstrates.
 * br.1estrela@ has no campaign suggestions (the banner's empty state).
 */
type Country = "BR" | "AR";

const COPY = {
  BR: {
    campaigns: "https://impulso.example/br/campanhas",
    crops: ["soy", "corn", "cotton"],
    simulator: "simulador",
    banners: [
      {
        id: "impulso-validade",
        variant: "default",
        title: "Seus impulsos valem por 3 anos",
        text: "Cadastre suas notas fiscais em até 2 dias após a compra e acompanhe a validade no extrato.",
        link: null,
        cta: null,
        season: null,
      },
      {
        id: "safra-2526-soja",
        variant: "campaign",
        title: "Campanha de soja",
        text: "Impulsos em dobro na compra de sementes e tratamento de sementes até o fim do plantio.",
        link: "https://impulso.example/br/campanhas?simulador=soja",
        cta: "Ver campanha",
        season: "Safra 2025/2026",
      },
      {
        id: "eleva-boas-vindas",
        variant: "eleva",
        title: "Você é Eleva",
        text: "Atendimento dedicado e benefícios exclusivos para os produtores Eleva.",
        link: null,
        cta: "Conhecer o Eleva",
        season: null,
      },
    ],
    slides: [
      [
        "Dia de campo de milho",
        "Inscreva-se no dia de campo e veja os híbridos da safra de perto.",
        "Quero participar",
      ],
      ["Monitoramento de pragas", "Um guia prático para o manejo integrado na soja.", "Ler o guia"],
      ["Campanha encerrada", "Esta campanha terminou ontem.", "Ver"],
      ["Lançamento em breve", "Uma novidade para a próxima safra.", "Ver"],
    ],
  },
  AR: {
    campaigns: "https://impulso.example/ar/campanas",
    crops: ["soy", "corn", "wheat"],
    simulator: "simulador",
    banners: [
      {
        id: "impulso-vigencia",
        variant: "default",
        title: "Tus impulsos valen 3 años",
        text: "Cargá tus facturas hasta 2 días después de la compra y seguí el vencimiento en tu historial.",
        link: null,
        cta: null,
        season: null,
      },
      {
        id: "safra-2526-maiz",
        variant: "campaign",
        title: "Campaña de maíz",
        text: "Impulsos dobles en semillas de maíz hasta el fin de la siembra.",
        link: "https://impulso.example/ar/campanas?simulador=maiz",
        cta: "Ver campaña",
        season: "Campaña 2025/2026",
      },
      {
        id: "eleva-bienvenida",
        variant: "eleva",
        title: "Sos Eleva",
        text: "Atención dedicada y beneficios exclusivos para los productores Eleva.",
        link: null,
        cta: "Conocer Eleva",
        season: null,
      },
    ],
    slides: [
      ["Jornada a campo de maíz", "Anotate en la jornada y mirá los híbridos de la campaña de cerca.", "Quiero ir"],
      ["Monitoreo de plagas", "Una guía práctica de manejo integrado en soja.", "Leer la guía"],
      ["Campaña terminada", "Esta campaña terminó ayer.", "Ver"],
      ["Lanzamiento próximo", "Una novedad para la próxima campaña.", "Ver"],
    ],
  },
} as const;

/** Accounts whose suggestion list is empty. */
const WITHOUT_SUGGESTIONS = new Set(["br.1estrela@surco.example"]);

export function suggestionsFor(account: DemoAccount, country: Country): CampaignSuggestions {
  if (WITHOUT_SUGGESTIONS.has(account.email)) return { suggestions: [] };
  const copy = COPY[country];
  return {
    suggestions: copy.crops.map((crop) => ({
      suggestion: { crop, suggestionLink: `${copy.campaigns}?${copy.simulator}=${crop}` },
    })),
  };
}

export function infoBannersFor(country: Country): InfoBanners {
  return { banners: COPY[country].banners.map((banner) => ({ ...banner })) };
}

/** The carousel's pictures, one per slide (the sandbox's own, /media). */
const SLIDE_PICTURES = ["planting-season", "sprayer", "wheat-harvest", "seed-bags"] as const;

export function carouselFor(country: Country, today: string): MarketingCarousel {
  const copy = COPY[country];
  // current, current, ended yesterday, starts tomorrow
  const dates: Array<[string | null, string | null]> = [
    [addDays(today, -10), addDays(today, 20)],
    [addDays(today, -3), null],
    [addDays(today, -40), addDays(today, -1)],
    [addDays(today, 1), addDays(today, 30)],
  ];
  return {
    items: copy.slides.map(([title, text, cta], index) => ({
      id: `slide-${index + 1}`,
      title,
      text,
      cta,
      link: `${copy.campaigns}#slide-${index + 1}`,
      imageDesktop: `/media/${SLIDE_PICTURES[index % SLIDE_PICTURES.length]}`,
      startDate: dates[index][0],
      endDate: dates[index][1],
    })),
  };
}
