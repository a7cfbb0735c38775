import { readingMinutes } from "../../../app/domain/articles/reading-time";
import { ARTICLE_TEXTS, type ArticleLanguage, type ArticleText } from "./article-texts";
import type { SandboxArticle } from "./types";

/**
 * The articles and news of each locale (spec 002 §3: article card and sample
 * article): 24 per locale, each published in every locale under one
 * translation id, with a slug of its own language. Dates are days before
 * today, so the lists stay fresh; views make the "most read" order; picks are
 * the editors' recommendations (the page pads them to 4). The words are in
 * ./article-texts.ts; images are the sandbox's own (/media).
 */

type Meta = {
  category: string;
  pageCategory: "News" | "Article";
  tags: string[];
  daysAgo: number;
  views: number;
  image: keyof typeof IMAGES;
  author: keyof typeof AUTHORS;
  featured?: boolean;
  picks?: string[];
};

const IMAGES = {
  soybean: "/media/article-soybean-rows",
  corn: "/media/article-corn-hybrids",
  frost: "/media/article-frost-morning",
  soil: "/media/article-soil-sample",
  weeds: "/media/article-weed-control",
  harvest: "/media/article-harvest-trucks",
} as const;

/** What each picture shows, in each language (the lead image is not decorative). */
const IMAGE_ALTS: Record<keyof typeof IMAGES, Record<ArticleLanguage, string>> = {
  soybean: {
    pt: "Linhas de soja recém-emergidas",
    es: "Hileras de soja recién emergida",
    en: "Rows of newly emerged soybeans",
  },
  corn: { pt: "Espigas de milho sobre uma mesa", es: "Espigas de maíz sobre una mesa", en: "Ears of corn on a table" },
  frost: {
    pt: "Geada sobre a palhada ao amanhecer",
    es: "Escarcha sobre el rastrojo al amanecer",
    en: "Frost on crop residue at sunrise",
  },
  soil: {
    pt: "Um trado com uma amostra de solo",
    es: "Un barreno con una muestra de suelo",
    en: "A soil probe holding a core sample",
  },
  weeds: {
    pt: "Um produtor examinando plantas daninhas entre as linhas",
    es: "Un productor revisando malezas entre los surcos",
    en: "A grower scouting weeds between rows",
  },
  harvest: {
    pt: "Caminhões carregados de grãos numa estrada rural",
    es: "Camiones cargados de grano en un camino rural",
    en: "Grain trucks on a rural road",
  },
};

const AUTHORS = {
  lucia: "Lucía Ferreyra",
  rafael: "Rafael Souza",
  megan: "Megan Olsen",
  carlos: "Carlos Medina",
} as const;

const ROLE: Record<string, string> = {
  "es-AR": "Equipo agronómico",
  "pt-BR": "Equipe agronômica",
  "en-US": "Agronomy team",
  "es-US": "Equipo agronómico",
};

/** Each translation id's card facts, the same in every locale. */
const META: Record<keyof typeof ARTICLE_TEXTS, Meta> = {
  "soy-rust": {
    category: "soybean",
    pageCategory: "Article",
    tags: ["soy", "diseases"],
    daysAgo: 2,
    views: 4_210,
    image: "soybean",
    author: "rafael",
    featured: true,
    picks: ["inoculation-soy"],
  },
  "corn-planting-density": {
    category: "corn",
    pageCategory: "Article",
    tags: ["corn", "seeds", "digital"],
    daysAgo: 5,
    views: 6_980,
    image: "corn",
    author: "lucia",
  },
  "wheat-nitrogen": {
    category: "wheat",
    pageCategory: "Article",
    tags: ["wheat", "nutrition"],
    daysAgo: 9,
    views: 1_730,
    image: "soil",
    author: "lucia",
  },
  "soil-sampling": {
    category: "soil",
    pageCategory: "Article",
    tags: ["soil", "nutrition"],
    daysAgo: 12,
    views: 2_870,
    image: "soil",
    author: "megan",
    picks: ["soil-compaction", "cover-crops"],
  },
  "cover-crops": {
    category: "soil",
    pageCategory: "Article",
    tags: ["soil", "sustainability", "weeds"],
    daysAgo: 15,
    views: 2_140,
    image: "soil",
    author: "carlos",
  },
  "fall-armyworm": {
    category: "corn",
    pageCategory: "Article",
    tags: ["corn", "pests"],
    daysAgo: 4,
    views: 5_450,
    image: "corn",
    author: "rafael",
  },
  "weed-resistance": {
    category: "crop-protection",
    pageCategory: "Article",
    tags: ["weeds", "soy"],
    daysAgo: 20,
    views: 5_120,
    image: "weeds",
    author: "megan",
    featured: true,
  },
  "biologicals-intro": {
    category: "crop-protection",
    pageCategory: "Article",
    tags: ["biologicals", "sustainability"],
    daysAgo: 26,
    views: 1_310,
    image: "weeds",
    author: "carlos",
  },
  "harvest-losses": {
    category: "harvest",
    pageCategory: "Article",
    tags: ["harvest", "soy", "corn"],
    daysAgo: 31,
    views: 3_060,
    image: "harvest",
    author: "lucia",
  },
  "irrigation-scheduling": {
    category: "water",
    pageCategory: "Article",
    tags: ["water", "weather"],
    daysAgo: 37,
    views: 940,
    image: "soybean",
    author: "megan",
  },
  "seed-quality": {
    category: "seeds",
    pageCategory: "Article",
    tags: ["seeds", "soy"],
    daysAgo: 44,
    views: 2_260,
    image: "soybean",
    author: "rafael",
  },
  "market-outlook": {
    category: "market",
    pageCategory: "News",
    tags: ["market", "soy", "corn"],
    daysAgo: 1,
    views: 1_980,
    image: "harvest",
    author: "carlos",
  },
  "frost-risk": {
    category: "weather",
    pageCategory: "News",
    tags: ["weather", "corn"],
    daysAgo: 0,
    views: 1_540,
    image: "frost",
    author: "lucia",
  },
  "digital-yield-maps": {
    category: "digital",
    pageCategory: "Article",
    tags: ["digital", "harvest"],
    daysAgo: 50,
    views: 3_370,
    image: "corn",
    author: "megan",
  },
  "cotton-boll-weevil": {
    category: "cotton",
    pageCategory: "Article",
    tags: ["cotton", "pests"],
    daysAgo: 57,
    views: 860,
    image: "weeds",
    author: "rafael",
  },
  "soil-compaction": {
    category: "soil",
    pageCategory: "Article",
    tags: ["soil", "harvest"],
    daysAgo: 63,
    views: 1_650,
    image: "soil",
    author: "carlos",
  },
  "corn-tar-spot": {
    category: "corn",
    pageCategory: "Article",
    tags: ["corn", "diseases", "pests"],
    daysAgo: 70,
    views: 4_020,
    image: "corn",
    author: "lucia",
  },
  "carbon-practices": {
    category: "sustainability",
    pageCategory: "Article",
    tags: ["sustainability", "soil"],
    daysAgo: 78,
    views: 1_120,
    image: "soil",
    author: "megan",
  },
  "sprayer-calibration": {
    category: "crop-protection",
    pageCategory: "Article",
    tags: ["weeds", "diseases", "digital"],
    daysAgo: 85,
    views: 2_590,
    image: "weeds",
    author: "carlos",
  },
  "drought-season": {
    category: "weather",
    pageCategory: "News",
    tags: ["weather", "soy", "corn"],
    daysAgo: 6,
    views: 3_880,
    image: "frost",
    author: "rafael",
  },
  "inoculation-soy": {
    category: "soybean",
    pageCategory: "Article",
    tags: ["soy", "biologicals", "nutrition"],
    daysAgo: 92,
    views: 2_010,
    image: "soybean",
    author: "lucia",
  },
  "storage-grain": {
    category: "harvest",
    pageCategory: "Article",
    tags: ["harvest", "market"],
    daysAgo: 99,
    views: 770,
    image: "harvest",
    author: "megan",
  },
  "field-day": {
    category: "events",
    pageCategory: "News",
    tags: ["corn", "seeds", "digital"],
    daysAgo: 11,
    views: 640,
    image: "corn",
    author: "carlos",
  },
  "new-hybrids": {
    category: "corn",
    pageCategory: "News",
    tags: ["corn", "seeds"],
    daysAgo: 3,
    views: 2_930,
    image: "corn",
    author: "rafael",
    featured: true,
  },
};

/** Tag labels per locale: tag ids are the same everywhere (the facets group by id). */
const TAG_LABELS: Record<string, Record<string, string>> = {
  "pt-BR": {
    soy: "Soja",
    corn: "Milho",
    wheat: "Trigo",
    cotton: "Algodão",
    pests: "Pragas",
    diseases: "Doenças",
    weeds: "Plantas daninhas",
    soil: "Solo",
    nutrition: "Nutrição",
    water: "Irrigação",
    weather: "Clima",
    harvest: "Colheita",
    seeds: "Sementes",
    biologicals: "Biológicos",
    market: "Mercado",
    digital: "Agricultura digital",
    sustainability: "Sustentabilidade",
  },
  "es-AR": {
    soy: "Soja",
    corn: "Maíz",
    wheat: "Trigo",
    cotton: "Algodón",
    pests: "Plagas",
    diseases: "Enfermedades",
    weeds: "Malezas",
    soil: "Suelo",
    nutrition: "Nutrición",
    water: "Riego",
    weather: "Clima",
    harvest: "Cosecha",
    seeds: "Semillas",
    biologicals: "Biológicos",
    market: "Mercado",
    digital: "Agricultura digital",
    sustainability: "Sustentabilidad",
  },
  "es-US": {
    soy: "Soya",
    corn: "Maíz",
    wheat: "Trigo",
    cotton: "Algodón",
    pests: "Plagas",
    diseases: "Enfermedades",
    weeds: "Malezas",
    soil: "Suelo",
    nutrition: "Nutrición",
    water: "Riego",
    weather: "Clima",
    harvest: "Cosecha",
    seeds: "Semillas",
    biologicals: "Biológicos",
    market: "Mercado",
    digital: "Agricultura digital",
    sustainability: "Sustentabilidad",
  },
  "en-US": {
    soy: "Soybeans",
    corn: "Corn",
    wheat: "Wheat",
    cotton: "Cotton",
    pests: "Pests",
    diseases: "Diseases",
    weeds: "Weeds",
    soil: "Soil",
    nutrition: "Nutrition",
    water: "Irrigation",
    weather: "Weather",
    harvest: "Harvest",
    seeds: "Seed",
    biologicals: "Biologicals",
    market: "Markets",
    digital: "Digital farming",
    sustainability: "Sustainability",
  },
};

const LANGUAGE: Record<string, ArticleLanguage> = { "pt-BR": "pt", "es-AR": "es", "es-US": "es", "en-US": "en" };

function article(locale: string, id: keyof typeof ARTICLE_TEXTS, text: ArticleText): SandboxArticle {
  const meta = META[id];
  const language = LANGUAGE[locale]!;
  const picks = (meta.picks ?? []).map((pick) => ARTICLE_TEXTS[pick]![language].slug);
  return {
    locale,
    id: `${locale.toLowerCase()}-${id}`,
    translationId: id,
    slug: text.slug,
    title: text.title,
    headline: TAG_LABELS[locale]![meta.tags[0]!]!,
    leadText: text.lead,
    description: text.lead,
    image: { src: IMAGES[meta.image], alt: IMAGE_ALTS[meta.image][language], width: 1600, height: 900 },
    readTime: readingMinutes([text.title, text.lead, ...text.body].join(" ")),
    pageCategory: meta.pageCategory,
    daysAgo: meta.daysAgo,
    tags: meta.tags.map((tag) => ({ id: tag, label: TAG_LABELS[locale]![tag]! })),
    categories: [meta.category],
    author: { name: AUTHORS[meta.author], role: ROLE[locale] },
    views: meta.views,
    isNew: meta.daysAgo <= 7,
    featured: meta.featured ?? false,
    related: picks,
    body: [{ kind: "article-text", paragraphs: text.body }],
  };
}

export const ARTICLES: readonly SandboxArticle[] = Object.keys(LANGUAGE).flatMap((locale) =>
  (Object.keys(ARTICLE_TEXTS) as (keyof typeof ARTICLE_TEXTS)[]).map((id) =>
    article(locale, id, ARTICLE_TEXTS[id]![LANGUAGE[locale]!]),
  ),
);
