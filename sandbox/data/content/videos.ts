import type { SandboxPage } from "./types";

/**
 * The video page of each locale (issue 15): a hero and the video gallery. Eleven videos are published so the
 * playlist's cap of 10 shows; the fourth's link names a 10-character id (it plays the fallback); titles long
 * enough to be cut on phones. Posters are our own pictures (decision 0043).
 */
const POSTERS = ["planting-season", "sprayer", "soil-sample", "corn-field", "harvest-trucks", "weed-control"] as const;
const IDS = [
  "Sv1dXq2mA0k",
  "Hm4pL8rT2wQ",
  "Zc7nB3vK9yE",
  "https://www.youtube.com/watch?v=Tr5gW1kJ8u", // 10 characters: the fallback plays
  "Pq2sD6fG4hJ",
  "Lk9jH3gF1dS",
  "Xw8eR4tY6uI",
  "Bn5mV2cX7zA",
  "Qa1sW3eD5rF",
  "Gt6yH8uJ0iK",
  "Ol4pK7jI9uH",
];

interface GalleryText {
  locale: string;
  path: string;
  title: string;
  description: string;
  lead: string;
  gallery: string;
  galleryLead: string;
  videos: [title: string, description: string][];
}

function videoPage(text: GalleryText): SandboxPage {
  return {
    locale: text.locale,
    path: text.path,
    translationId: "videos",
    title: text.title,
    description: text.description,
    blocks: [
      { kind: "hero", headingLevel: 1, title: text.title, lead: text.lead },
      {
        kind: "video-gallery",
        id: "videos",
        title: text.gallery,
        lead: text.galleryLead,
        videos: text.videos.map(([title, description], index) => ({
          link: IDS[index]!.startsWith("http") ? IDS[index]! : `https://youtu.be/${IDS[index]}`,
          title,
          description,
          duration: 95 + index * 47,
          publishedAt: `2026-${String(10 - (index % 9)).padStart(2, "0")}-${String(3 + index).padStart(2, "0")}`,
          poster: {
            src: `/media/${POSTERS[index % POSTERS.length]}`,
            alt: "",
            width: 1920,
            height: 1080,
          },
        })),
      },
    ],
  };
}

const SPANISH_VIDEOS: [string, string][] = [
  [
    "Siembra de maíz tardío: densidad, fecha y elección del híbrido para cada ambiente de la zona núcleo",
    "Cómo ajustar la densidad y la fecha de siembra del maíz tardío según el ambiente, y qué híbrido conviene en cada lote para sostener el rinde cuando la primavera viene seca.",
  ],
  [
    "Regulación de la pulverizadora en 5 pasos",
    "Boquillas, presión y velocidad para que el producto llegue al blanco.",
  ],
  ["Muestreo de suelo", "Cuántas submuestras tomar y a qué profundidad para un análisis confiable."],
  ["Monitoreo de plagas en soja", "Umbrales de daño y cuándo conviene aplicar."],
  ["Cosecha de trigo sin pérdidas", "Cómo medir y reducir las pérdidas de la cosechadora."],
  ["Control de malezas resistentes", "Rotación de modos de acción y residuales en barbecho."],
  ["Fertilización nitrogenada del maíz", "Dosis según el análisis de suelo y el rinde objetivo."],
  ["Tratamiento de semillas", "Por qué el curasemilla protege la implantación."],
  ["Girasol: densidad y distribución", "Una siembra pareja para un cultivo parejo."],
  ["Manejo de enfermedades de fin de ciclo", "Cuándo aplicar fungicida en soja."],
  ["Almacenamiento en silobolsa", "Humedad, llenado y controles para guardar el grano sano."],
];

export const VIDEO_PAGES: readonly SandboxPage[] = [
  videoPage({
    locale: "es-AR",
    path: "/videos",
    title: "Videos para el campo",
    description: "Videos cortos de siembra, pulverización, suelo y cosecha para mejorar cada labor.",
    lead: "Técnicas de siembra, pulverización y cosecha explicadas por agrónomos.",
    gallery: "Videos técnicos",
    galleryLead: "Elegí un video de la lista: empieza solo a los 2 segundos.",
    videos: SPANISH_VIDEOS,
  }),
  videoPage({
    locale: "es-US",
    path: "/videos",
    title: "Videos para el campo",
    description: "Videos cortos de siembra, pulverización, suelo y cosecha para mejorar cada labor.",
    lead: "Técnicas de siembra, pulverización y cosecha explicadas por agrónomos.",
    gallery: "Videos técnicos",
    galleryLead: "Elige un video de la lista: empieza solo a los 2 segundos.",
    videos: SPANISH_VIDEOS,
  }),
  videoPage({
    locale: "pt-BR",
    path: "/videos",
    title: "Vídeos para a lavoura",
    description: "Vídeos curtos de plantio, pulverização, solo e colheita para melhorar cada operação.",
    lead: "Técnicas de plantio, pulverização e colheita explicadas por agrônomos.",
    gallery: "Vídeos técnicos",
    galleryLead: "Escolha um vídeo da lista: ele começa sozinho em 2 segundos.",
    videos: [
      [
        "Milho safrinha no cerrado: janela de plantio, população e escolha do híbrido para cada talhão",
        "Como ajustar a população e a janela de plantio do milho safrinha depois da soja, e qual híbrido escolher em cada talhão para garantir a produtividade quando as chuvas terminam cedo.",
      ],
      ["Regulagem do pulverizador em 5 passos", "Pontas, pressão e velocidade para o produto chegar ao alvo."],
      ["Amostragem de solo", "Quantas subamostras coletar e em que profundidade."],
      ["Monitoramento de pragas na soja", "Níveis de dano e a hora de aplicar."],
      ["Colheita de soja sem perdas", "Como medir e reduzir as perdas da colhedora."],
      ["Plantas daninhas resistentes", "Rotação de mecanismos de ação e pré-emergentes."],
      ["Adubação nitrogenada do milho", "Doses pela análise de solo e pela meta de produtividade."],
      ["Tratamento de sementes", "Por que o tratamento protege o estande."],
      ["Algodão: regulagem da plantadeira", "Distribuição uniforme para um estande uniforme."],
      ["Ferrugem asiática", "Quando aplicar fungicida na soja."],
      ["Armazenagem de grãos", "Umidade, aeração e controles para guardar o grão sadio."],
    ],
  }),
  videoPage({
    locale: "en-US",
    path: "/videos",
    title: "Videos for your farm",
    description: "Short videos on planting, spraying, soil and harvest to improve every pass.",
    lead: "Planting, spraying and harvest techniques explained by agronomists.",
    gallery: "How-to videos",
    galleryLead: "Pick a video from the playlist: it starts by itself after 2 seconds.",
    videos: [
      [
        "Late-planted corn: seeding rate, planting date and choosing the right hybrid for every field",
        "How to adjust seeding rate and planting date for late corn, and which hybrid fits each field to hold yield when the summer turns dry.",
      ],
      ["Calibrating your sprayer in 5 steps", "Nozzles, pressure and speed so the product reaches the target."],
      ["Soil sampling", "How many cores to pull and how deep for a reliable test."],
      ["Scouting soybean pests", "Economic thresholds and when to spray."],
      ["Harvesting corn with fewer losses", "How to measure and cut combine losses."],
      ["Managing resistant weeds", "Rotating modes of action and residual herbicides."],
      ["Nitrogen for corn", "Rates from your soil test and yield goal."],
      ["Seed treatments", "Why treated seed protects your stand."],
      ["Planter setup", "Even spacing for an even stand."],
      ["Tar spot in corn", "When a fungicide pays."],
      ["Grain storage", "Moisture, aeration and checks to keep grain in condition."],
    ],
  }),
];
