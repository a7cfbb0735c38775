import type { SandboxArticle } from "./types";

/**
 * The articles and news of each locale (spec 002 §3: article card and sample
 * article). Dates are days before today, so the lists stay fresh; views make
 * the "most read" order. Images are the sandbox's own (/media).
 */

type Topic = {
  slug: string;
  category: string;
  image: string;
  readTime: number;
  daysAgo: number;
  views: number;
  pageCategory: "News" | "Article";
  tagIds: string[];
  featured?: boolean;
};

const TOPICS: Topic[] = [
  {
    slug: "soybean-seeding-rate",
    category: "soybean",
    image: "/media/article-soybean-rows",
    readTime: 6,
    daysAgo: 2,
    views: 4_210,
    pageCategory: "Article",
    tagIds: ["soybean", "planting"],
    featured: true,
  },
  {
    slug: "corn-hybrid-choice",
    category: "corn",
    image: "/media/article-corn-hybrids",
    readTime: 8,
    daysAgo: 5,
    views: 6_980,
    pageCategory: "Article",
    tagIds: ["corn", "hybrids"],
  },
  {
    slug: "frost-outlook",
    category: "weather",
    image: "/media/article-frost-morning",
    readTime: 3,
    daysAgo: 1,
    views: 1_540,
    pageCategory: "News",
    tagIds: ["weather"],
  },
  {
    slug: "soil-sampling",
    category: "soil",
    image: "/media/article-soil-sample",
    readTime: 5,
    daysAgo: 12,
    views: 2_870,
    pageCategory: "Article",
    tagIds: ["soil", "planting"],
  },
  {
    slug: "weed-resistance",
    category: "crop-protection",
    image: "/media/article-weed-control",
    readTime: 7,
    daysAgo: 20,
    views: 5_120,
    pageCategory: "Article",
    tagIds: ["crop-protection", "soybean"],
  },
  {
    slug: "harvest-logistics-news",
    category: "market",
    image: "/media/article-harvest-trucks",
    readTime: 2,
    daysAgo: 8,
    views: 980,
    pageCategory: "News",
    tagIds: ["market", "corn"],
  },
];

type Words = { title: string; headline: string; lead: string; alt: string };

const TAG_LABELS: Record<string, Record<string, string>> = {
  "es-AR": {
    soybean: "Soja",
    planting: "Siembra",
    corn: "Maíz",
    hybrids: "Híbridos",
    weather: "Clima",
    soil: "Suelo",
    "crop-protection": "Protección de cultivos",
    market: "Mercado",
  },
  "pt-BR": {
    soybean: "Soja",
    planting: "Plantio",
    corn: "Milho",
    hybrids: "Híbridos",
    weather: "Clima",
    soil: "Solo",
    "crop-protection": "Proteção de cultivos",
    market: "Mercado",
  },
  "en-US": {
    soybean: "Soybean",
    planting: "Planting",
    corn: "Corn",
    hybrids: "Hybrids",
    weather: "Weather",
    soil: "Soil",
    "crop-protection": "Crop protection",
    market: "Market",
  },
  "es-US": {
    soybean: "Soya",
    planting: "Siembra",
    corn: "Maíz",
    hybrids: "Híbridos",
    weather: "Clima",
    soil: "Suelo",
    "crop-protection": "Protección de cultivos",
    market: "Mercado",
  },
};

const AUTHORS: Record<string, { name: string; role: string }> = {
  "es-AR": { name: "Lucía Ferreyra", role: "Agrónoma" },
  "pt-BR": { name: "Rafael Souza", role: "Engenheiro agrônomo" },
  "en-US": { name: "Megan Olsen", role: "Agronomist" },
  "es-US": { name: "Carlos Medina", role: "Agrónomo" },
};

/** Per locale, the words of each topic, in TOPICS' order; slugs are localized. */
const WORDS: Record<string, [slug: string, words: Words][]> = {
  "es-AR": [
    [
      "densidad-de-siembra-en-soja",
      {
        title: "Densidad de siembra en soja: cuántas semillas por metro",
        headline: "Siembra",
        lead: "Cómo ajustar la densidad según la fecha, el ambiente y el poder germinativo del lote de semilla.",
        alt: "Hileras de soja recién emergidas",
      },
    ],
    [
      "como-elegir-un-hibrido-de-maiz",
      {
        title: "Cómo elegir un híbrido de maíz para tu ambiente",
        headline: "Maíz",
        lead: "Madurez, tolerancia a estrés y sanidad: qué mirar en los ensayos antes de decidir.",
        alt: "Espigas de maíz de distintos híbridos sobre una mesa",
      },
    ],
    [
      "alerta-de-heladas-tardias",
      {
        title: "Alerta de heladas tardías en la región pampeana",
        headline: "Clima",
        lead: "El pronóstico marca temperaturas bajo cero para el fin de semana: qué cuidar en los lotes recién sembrados.",
        alt: "Escarcha sobre un rastrojo al amanecer",
      },
    ],
    [
      "muestreo-de-suelo",
      {
        title: "Muestreo de suelo: el primer paso de la fertilización",
        headline: "Suelo",
        lead: "Cuándo, cómo y a qué profundidad tomar las muestras para que el análisis sirva.",
        alt: "Un barreno con una muestra de suelo",
      },
    ],
    [
      "malezas-resistentes",
      {
        title: "Malezas resistentes: un plan de manejo en tres pasos",
        headline: "Protección de cultivos",
        lead: "Rotar modos de acción, controlar temprano y monitorear: lo que funciona en soja.",
        alt: "Un productor revisando malezas entre los surcos",
      },
    ],
    [
      "logistica-de-cosecha",
      {
        title: "Cosecha: los puertos amplían el horario de descarga",
        headline: "Mercado",
        lead: "La medida busca reducir las esperas de camiones durante el pico de la cosecha gruesa.",
        alt: "Camiones cargados de grano en una ruta rural",
      },
    ],
  ],
  "pt-BR": [
    [
      "densidade-de-semeadura-na-soja",
      {
        title: "Densidade de semeadura na soja: quantas sementes por metro",
        headline: "Plantio",
        lead: "Como ajustar a densidade à época, ao ambiente e ao vigor do lote de sementes.",
        alt: "Linhas de soja recém-emergidas",
      },
    ],
    [
      "como-escolher-um-hibrido-de-milho",
      {
        title: "Como escolher um híbrido de milho para o seu ambiente",
        headline: "Milho",
        lead: "Ciclo, tolerância a estresse e sanidade: o que olhar nos ensaios antes de decidir.",
        alt: "Espigas de milho de diferentes híbridos sobre uma mesa",
      },
    ],
    [
      "alerta-de-geada",
      {
        title: "Alerta de geada para o Sul nesta semana",
        headline: "Clima",
        lead: "A previsão indica temperaturas negativas no fim de semana: o que proteger nas lavouras recém-plantadas.",
        alt: "Geada sobre a palhada ao amanhecer",
      },
    ],
    [
      "amostragem-de-solo",
      {
        title: "Amostragem de solo: o primeiro passo da adubação",
        headline: "Solo",
        lead: "Quando, como e a que profundidade coletar as amostras para que a análise sirva.",
        alt: "Um trado com uma amostra de solo",
      },
    ],
    [
      "plantas-daninhas-resistentes",
      {
        title: "Plantas daninhas resistentes: um plano de manejo em três passos",
        headline: "Proteção de cultivos",
        lead: "Rotacionar modos de ação, controlar cedo e monitorar: o que funciona na soja.",
        alt: "Um produtor examinando plantas daninhas entre as linhas",
      },
    ],
    [
      "logistica-da-colheita",
      {
        title: "Colheita: portos ampliam o horário de descarga",
        headline: "Mercado",
        lead: "A medida busca reduzir as filas de caminhões no pico da colheita.",
        alt: "Caminhões carregados de grãos numa estrada rural",
      },
    ],
  ],
  "en-US": [
    [
      "soybean-seeding-rate",
      {
        title: "Soybean seeding rate: how many seeds per acre",
        headline: "Planting",
        lead: "How to adjust the rate to planting date, field conditions and the seed lot's germination.",
        alt: "Rows of newly emerged soybeans",
      },
    ],
    [
      "choosing-a-corn-hybrid",
      {
        title: "Choosing a corn hybrid for your acres",
        headline: "Corn",
        lead: "Maturity, stress tolerance and disease package: what to look for in trial data before you decide.",
        alt: "Ears of corn from several hybrids on a table",
      },
    ],
    [
      "late-frost-alert",
      {
        title: "Late frost alert for the northern Corn Belt",
        headline: "Weather",
        lead: "Forecasts show sub-freezing temperatures this weekend: what to watch in freshly planted fields.",
        alt: "Frost on crop residue at sunrise",
      },
    ],
    [
      "soil-sampling",
      {
        title: "Soil sampling: the first step of a fertility plan",
        headline: "Soil",
        lead: "When, how and how deep to pull samples so the lab results are worth it.",
        alt: "A soil probe holding a core sample",
      },
    ],
    [
      "resistant-weeds",
      {
        title: "Resistant weeds: a three-step management plan",
        headline: "Crop protection",
        lead: "Rotate modes of action, control early and scout: what works in soybeans.",
        alt: "A grower scouting weeds between rows",
      },
    ],
    [
      "harvest-logistics",
      {
        title: "Harvest: river terminals extend unloading hours",
        headline: "Market",
        lead: "The move aims to cut truck lines during the peak of fall harvest.",
        alt: "Grain trucks on a rural road",
      },
    ],
  ],
  "es-US": [
    [
      "densidad-de-siembra-de-soya",
      {
        title: "Densidad de siembra de soya: cuántas semillas por acre",
        headline: "Siembra",
        lead: "Cómo ajustar la densidad a la fecha, al campo y a la germinación del lote de semilla.",
        alt: "Hileras de soya recién emergida",
      },
    ],
    [
      "como-elegir-un-hibrido-de-maiz",
      {
        title: "Cómo elegir un híbrido de maíz para tus acres",
        headline: "Maíz",
        lead: "Madurez, tolerancia al estrés y sanidad: qué revisar en los ensayos antes de decidir.",
        alt: "Mazorcas de maíz de varios híbridos sobre una mesa",
      },
    ],
    [
      "alerta-de-heladas-tardias",
      {
        title: "Alerta de heladas tardías en el norte del Cinturón del Maíz",
        headline: "Clima",
        lead: "El pronóstico indica temperaturas bajo cero este fin de semana: qué vigilar en los campos recién sembrados.",
        alt: "Escarcha sobre el rastrojo al amanecer",
      },
    ],
    [
      "muestreo-de-suelo",
      {
        title: "Muestreo de suelo: el primer paso de un plan de fertilidad",
        headline: "Suelo",
        lead: "Cuándo, cómo y a qué profundidad tomar las muestras para que el análisis valga la pena.",
        alt: "Una sonda con una muestra de suelo",
      },
    ],
    [
      "malezas-resistentes",
      {
        title: "Malezas resistentes: un plan de manejo en tres pasos",
        headline: "Protección de cultivos",
        lead: "Rota los modos de acción, controla temprano y monitorea: lo que funciona en soya.",
        alt: "Un productor revisando malezas entre las hileras",
      },
    ],
    [
      "logistica-de-cosecha",
      {
        title: "Cosecha: las terminales fluviales amplían su horario de descarga",
        headline: "Mercado",
        lead: "La medida busca reducir las filas de camiones en el pico de la cosecha de otoño.",
        alt: "Camiones de grano en un camino rural",
      },
    ],
  ],
};

export const ARTICLES: readonly SandboxArticle[] = Object.entries(WORDS).flatMap(([locale, entries]) =>
  entries.map(([slug, words], index) => {
    const topic = TOPICS[index]!;
    return {
      locale,
      id: `${locale.toLowerCase()}-${topic.slug}`,
      slug,
      title: words.title,
      headline: words.headline,
      leadText: words.lead,
      description: words.lead,
      image: { src: topic.image, alt: words.alt, width: 1600, height: 900 },
      readTime: topic.readTime,
      pageCategory: topic.pageCategory,
      daysAgo: topic.daysAgo,
      tags: topic.tagIds.map((id) => ({ id, label: TAG_LABELS[locale]![id]! })),
      categories: [topic.category],
      author: AUTHORS[locale]!,
      views: topic.views,
      isNew: topic.daysAgo <= 7,
      featured: topic.featured ?? false,
      body: [],
    };
  }),
);
