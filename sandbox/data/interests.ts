import type { ContentItem, CultivarData, Topic, TopicGroup } from "../../app/services/interests/contract";

/**
 * The member-content upstream's demo data (decision 0026): topic lists per
 * group and language, articles tagged with them (dates relative to today), the
 * interests each demo grower starts with, and the Cultivar data by email.
 * Deterministic: the same on every start.
 */

type Language = "pt" | "es" | "en";
type Words = Record<Language, string>;

interface TopicSeed {
  id: string;
  group: TopicGroup;
  /** Regions belong to one country; cultures and editorials to every country. */
  country?: "AR" | "BR";
  title: Words;
}

const TOPICS: TopicSeed[] = [
  { id: "culture-soy", group: "cultures", title: { pt: "Soja", es: "Soja", en: "Soybeans" } },
  { id: "culture-corn", group: "cultures", title: { pt: "Milho", es: "Maíz", en: "Corn" } },
  { id: "culture-wheat", group: "cultures", title: { pt: "Trigo", es: "Trigo", en: "Wheat" } },
  { id: "culture-cotton", group: "cultures", title: { pt: "Algodão", es: "Algodón", en: "Cotton" } },
  { id: "culture-coffee", group: "cultures", title: { pt: "Café", es: "Café", en: "Coffee" } },
  {
    id: "culture-sugarcane",
    group: "cultures",
    title: { pt: "Cana-de-açúcar", es: "Caña de azúcar", en: "Sugarcane" },
  },
  {
    id: "region-south",
    group: "regions",
    country: "BR",
    title: { pt: "Sul", es: "Sur (Brasil)", en: "South (Brazil)" },
  },
  {
    id: "region-midwest",
    group: "regions",
    country: "BR",
    title: { pt: "Centro-Oeste", es: "Centro-Oeste", en: "Midwest (Brazil)" },
  },
  {
    id: "region-southeast",
    group: "regions",
    country: "BR",
    title: { pt: "Sudeste", es: "Sudeste", en: "Southeast (Brazil)" },
  },
  { id: "region-matopiba", group: "regions", country: "BR", title: { pt: "Matopiba", es: "Matopiba", en: "Matopiba" } },
  {
    id: "region-pampa",
    group: "regions",
    country: "AR",
    title: { pt: "Pampa úmido", es: "Pampa húmeda", en: "Humid Pampas" },
  },
  {
    id: "region-noa",
    group: "regions",
    country: "AR",
    title: { pt: "Noroeste argentino", es: "NOA", en: "Northwest Argentina" },
  },
  {
    id: "region-nea",
    group: "regions",
    country: "AR",
    title: { pt: "Nordeste argentino", es: "NEA", en: "Northeast Argentina" },
  },
  { id: "editorial-management", group: "editorials", title: { pt: "Manejo", es: "Manejo", en: "Crop management" } },
  { id: "editorial-market", group: "editorials", title: { pt: "Mercado", es: "Mercado", en: "Markets" } },
  { id: "editorial-climate", group: "editorials", title: { pt: "Clima", es: "Clima", en: "Weather" } },
  { id: "editorial-technology", group: "editorials", title: { pt: "Tecnologia", es: "Tecnología", en: "Technology" } },
  {
    id: "editorial-sustainability",
    group: "editorials",
    title: { pt: "Sustentabilidade", es: "Sustentabilidad", en: "Sustainability" },
  },
];

function languageOf(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return language === "pt" || language === "es" ? language : "en";
}

/** One group's topics in a locale: regions only of the locale's country. */
export function topicsOf(group: TopicGroup, locale: string): Topic[] {
  const country = locale.slice(-2).toUpperCase();
  const language = languageOf(locale);
  return TOPICS.filter((t) => t.group === group && (!t.country || t.country === country)).map((t) => ({
    id: t.id,
    title: t.title[language],
  }));
}

export const TOPIC_IDS: ReadonlySet<string> = new Set(TOPICS.map((t) => t.id));

interface ArticleSeed {
  id: string;
  daysAgo: number;
  tags: string[];
  title: Words;
  summary: Words;
}

const ARTICLES: ArticleSeed[] = [
  {
    id: "a01",
    daysAgo: 1,
    tags: ["culture-soy", "editorial-management", "region-midwest", "region-pampa"],
    title: {
      pt: "Janela de semeadura da soja",
      es: "La ventana de siembra de la soja",
      en: "The soybean planting window",
    },
    summary: {
      pt: "Como a umidade do solo e a temperatura definem a melhor data de semeadura.",
      es: "Cómo la humedad del suelo y la temperatura definen la mejor fecha de siembra.",
      en: "How soil moisture and temperature set the best planting date.",
    },
  },
  {
    id: "a02",
    daysAgo: 2,
    tags: ["culture-corn", "editorial-market"],
    title: {
      pt: "Preço do milho na entressafra",
      es: "El precio del maíz entre cosechas",
      en: "Corn prices between harvests",
    },
    summary: {
      pt: "O que olhar antes de fechar a venda do milho estocado.",
      es: "Qué mirar antes de cerrar la venta del maíz acopiado.",
      en: "What to watch before selling stored corn.",
    },
  },
  {
    id: "a03",
    daysAgo: 3,
    tags: ["editorial-climate", "region-south", "region-pampa"],
    title: { pt: "Previsão para o próximo mês", es: "El pronóstico del próximo mes", en: "Next month's outlook" },
    summary: {
      pt: "Chuvas acima da média no sul e o que isso muda no campo.",
      es: "Lluvias por encima del promedio y qué cambia en el campo.",
      en: "Above-average rain and what it changes in the field.",
    },
  },
  {
    id: "a04",
    daysAgo: 4,
    tags: ["culture-soy", "editorial-technology"],
    title: {
      pt: "Sensores de umidade na lavoura",
      es: "Sensores de humedad en el lote",
      en: "Moisture sensors in the field",
    },
    summary: {
      pt: "Quanto custam, onde instalar e como ler os dados.",
      es: "Cuánto cuestan, dónde instalarlos y cómo leer los datos.",
      en: "What they cost, where to install them and how to read the data.",
    },
  },
  {
    id: "a05",
    daysAgo: 5,
    tags: ["culture-wheat", "editorial-management", "region-pampa", "region-south"],
    title: {
      pt: "Adubação do trigo em cobertura",
      es: "Fertilización del trigo en macollaje",
      en: "Top-dressing wheat",
    },
    summary: {
      pt: "Doses e momentos de nitrogênio para mais proteína no grão.",
      es: "Dosis y momentos de nitrógeno para más proteína en el grano.",
      en: "Nitrogen rates and timing for more grain protein.",
    },
  },
  {
    id: "a06",
    daysAgo: 6,
    tags: ["culture-cotton", "editorial-management", "region-matopiba"],
    title: {
      pt: "Bicudo do algodoeiro: monitoramento",
      es: "Picudo del algodonero: monitoreo",
      en: "Boll weevil monitoring",
    },
    summary: {
      pt: "Armadilhas, limiares e quando entrar com o controle.",
      es: "Trampas, umbrales y cuándo controlar.",
      en: "Traps, thresholds and when to act.",
    },
  },
  {
    id: "a07",
    daysAgo: 8,
    tags: ["editorial-sustainability", "culture-soy", "culture-corn"],
    title: {
      pt: "Plantio direto e carbono no solo",
      es: "Siembra directa y carbono en el suelo",
      en: "No-till and soil carbon",
    },
    summary: {
      pt: "Resultados de dez anos de plantio direto em áreas de grãos.",
      es: "Resultados de diez años de siembra directa en lotes de granos.",
      en: "Ten years of no-till results on grain fields.",
    },
  },
  {
    id: "a08",
    daysAgo: 9,
    tags: ["culture-coffee", "editorial-market", "region-southeast"],
    title: {
      pt: "Café: estoques e exportação",
      es: "Café: existencias y exportación",
      en: "Coffee stocks and exports",
    },
    summary: {
      pt: "Os números da safra e o efeito no preço pago ao produtor.",
      es: "Los números de la campaña y su efecto en el precio al productor.",
      en: "The season's figures and their effect on farm-gate prices.",
    },
  },
  {
    id: "a09",
    daysAgo: 10,
    tags: ["culture-corn", "editorial-management", "region-midwest", "region-noa"],
    title: {
      pt: "Milho safrinha: densidade de plantio",
      es: "Maíz tardío: densidad de siembra",
      en: "Second-crop corn: plant density",
    },
    summary: {
      pt: "Quantas plantas por hectare para cada ambiente.",
      es: "Cuántas plantas por hectárea para cada ambiente.",
      en: "How many plants per hectare for each environment.",
    },
  },
  {
    id: "a10",
    daysAgo: 12,
    tags: ["culture-sugarcane", "editorial-technology", "region-southeast"],
    title: {
      pt: "Colheita mecanizada da cana",
      es: "Cosecha mecanizada de la caña",
      en: "Mechanised sugarcane harvest",
    },
    summary: {
      pt: "Perdas na colheita e ajustes que pagam a regulagem.",
      es: "Pérdidas de cosecha y ajustes que pagan la regulación.",
      en: "Harvest losses and the adjustments that pay for themselves.",
    },
  },
  {
    id: "a11",
    daysAgo: 14,
    tags: ["editorial-climate", "culture-soy", "region-nea", "region-matopiba"],
    title: { pt: "Estresse hídrico na soja", es: "Estrés hídrico en la soja", en: "Drought stress in soybeans" },
    summary: {
      pt: "Sinais precoces e decisões de manejo durante a seca.",
      es: "Señales tempranas y decisiones de manejo en la sequía.",
      en: "Early signs and management choices in a dry spell.",
    },
  },
  {
    id: "a12",
    daysAgo: 16,
    tags: ["editorial-market", "culture-soy", "culture-wheat"],
    title: {
      pt: "Contratos futuros para o produtor",
      es: "Contratos de futuros para el productor",
      en: "Futures contracts for growers",
    },
    summary: {
      pt: "Como travar preço sem abrir mão da alta.",
      es: "Cómo fijar precio sin perder la suba.",
      en: "How to lock a price without giving up the upside.",
    },
  },
  {
    id: "a13",
    daysAgo: 20,
    tags: ["editorial-sustainability", "editorial-technology"],
    title: { pt: "Bioinsumos na prática", es: "Bioinsumos en la práctica", en: "Biologicals in practice" },
    summary: {
      pt: "Onde os biológicos já entregam resultado nas lavouras.",
      es: "Dónde los biológicos ya dan resultado en los lotes.",
      en: "Where biologicals already pay off on the farm.",
    },
  },
  {
    id: "a14",
    daysAgo: 25,
    tags: ["culture-corn", "editorial-climate", "region-pampa", "region-south"],
    title: { pt: "Geada no milho: o que fazer", es: "Helada en el maíz: qué hacer", en: "Frost on corn: what to do" },
    summary: {
      pt: "Avaliação de danos e decisões nos dias seguintes.",
      es: "Evaluación de daños y decisiones en los días siguientes.",
      en: "Assessing damage and the decisions in the days after.",
    },
  },
];

function daysAgo(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
  return date.toISOString().slice(0, 10);
}

/** Every article (type C) in a locale, newest first, dated relative to `today`. */
export function articlesOf(locale: string, today: Date = new Date()): ContentItem[] {
  const language = languageOf(locale);
  return ARTICLES.map((a) => ({
    id: a.id,
    title: a.title[language],
    summary: a.summary[language],
    image: null,
    link: `https://conteudo.surco.example/${language}/${a.id}`,
    date: daysAgo(today, a.daysAgo),
    tags: a.tags,
  }));
}

/** The interests each demo grower starts with, by document; growers not listed have none. */
export const INITIAL_INTERESTS: Readonly<Record<string, readonly string[]>> = {
  // br.3estrelas: five interests, so the block shows the first four and "1 more".
  "73104625808": ["culture-soy", "culture-corn", "region-midwest", "editorial-management", "editorial-market"],
  // br.cultivarplus
  "87243159079": ["culture-soy", "editorial-technology"],
  // ar.conectado
  "20274518635": ["culture-soy", "culture-wheat", "region-pampa", "editorial-climate"],
  // ar.finanzas
  "27281204594": ["editorial-market"],
};

/** Cultivar data by email (spec 000 §3): a Cultivar Plus member and a grower of the standard programme. */
export function cultivarOf(email: string, today: Date = new Date()): CultivarData | null {
  switch (email.toLowerCase()) {
    case "br.cultivarplus@surco.example":
      return {
        type: "Cultivar Plus",
        dueDate: { agronomicalPeriod: "Safra 2026/27", date: daysAgo(today, -21) },
        declaredBatches: 3,
        checkedBags: 1840,
        batches: [
          {
            lotname: "SJ-2611-A",
            establishmentName: "Fazenda Santa Luzia",
            sowingDate: daysAgo(today, 34),
            seededBags: 900,
            checkedBags: 900,
            campaign: "2026/27",
            accidentOccurred: null,
          },
          {
            lotname: "SJ-2611-B",
            establishmentName: "Fazenda Santa Luzia",
            sowingDate: daysAgo(today, 30),
            seededBags: 640,
            checkedBags: 600,
            campaign: "2026/27",
            accidentOccurred: { type: "Granizo", stage: "V4" },
          },
          {
            lotname: "MI-2608-C",
            establishmentName: "Sítio Boa Vista",
            sowingDate: daysAgo(today, 18),
            seededBags: 420,
            checkedBags: 340,
            campaign: "2026/27",
            accidentOccurred: null,
          },
        ],
        rtvcontact: [
          { name: "Renata Tavares", email: "renata.tavares@surco.example", phoneNumber: "+55 (62) 98888-0142" },
        ],
      };
    case "br.cadastro@surco.example":
      return {
        type: "Cultivar",
        dueDate: { agronomicalPeriod: "Safra 2026/27", date: daysAgo(today, -21) },
        declaredBatches: 1,
        checkedBags: 200,
        batches: [],
        rtvcontact: [],
      };
    default:
      return null;
  }
}
