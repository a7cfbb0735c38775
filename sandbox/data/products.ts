import type { ProductGroup } from "../../app/domain/catalog/product";
import type {
  BrandRecord as Brand,
  ProductAssets,
  ProductRecord as Product,
} from "../../app/services/products/contract";

/**
 * The sandbox's product catalogue: a realistic, deterministic catalogue per
 * country (more than 150 products each) across seeds, crop protection,
 * biologicals and digital solutions, two brands (Brazil sells one), many crops,
 * traits, maturities and active ingredients, with images, downloads and assets.
 * Texts follow the locale (es-US gets Spanish, en-US English, with the same
 * products). Nothing random at run time: the same data on every start.
 *
 * A little editorial mess is deliberate, because the real catalogue has it and
 * the portal must clean it (spec 000 §5): a few crops are null or the string
 * "null", one trait is "null", one product type is missing.
 */

export type CatalogCountry = "AR" | "BR" | "US";
export type CatalogLocale = "es-AR" | "pt-BR" | "en-US" | "es-US";
type Lang = "es" | "pt" | "en";

export const COUNTRY_OF_LOCALE: Record<CatalogLocale, CatalogCountry> = {
  "es-AR": "AR",
  "pt-BR": "BR",
  "en-US": "US",
  "es-US": "US",
};
const LANG_OF_LOCALE: Record<CatalogLocale, Lang> = { "es-AR": "es", "pt-BR": "pt", "en-US": "en", "es-US": "es" };

export const BRANDS: Record<CatalogCountry, Brand[]> = {
  AR: [
    { value: "109", icon: "/images/catalog/brands/campo-alto.svg", displayName: "Campo Alto" },
    { value: "1", icon: "/images/catalog/brands/surco.svg", displayName: "Surco Genética" },
  ],
  BR: [{ value: "1", icon: "/images/catalog/brands/surco.svg", displayName: "Surco Genética" }],
  US: [
    { value: "109", icon: "/images/catalog/brands/campo-alto.svg", displayName: "Campo Alto" },
    { value: "1", icon: "/images/catalog/brands/surco.svg", displayName: "Surco Genetics" },
  ],
};

type Text = Record<Lang, string>;
const t = (es: string, pt: string, en: string): Text => ({ es, pt, en });

/** Crop names per language (the facet values growers read). */
const CROP = {
  corn: t("Maíz", "Milho", "Corn"),
  soy: t("Soja", "Soja", "Soybean"),
  sunflower: t("Girasol", "Girassol", "Sunflower"),
  sorghum: t("Sorgo", "Sorgo", "Sorghum"),
  wheat: t("Trigo", "Trigo", "Wheat"),
  cotton: t("Algodón", "Algodão", "Cotton"),
  canola: t("Colza", "Canola", "Canola"),
  barley: t("Cebada", "Cevada", "Barley"),
  rice: t("Arroz", "Arroz", "Rice"),
  peanut: t("Maní", "Amendoim", "Peanut"),
  potato: t("Papa", "Batata", "Potato"),
  sugarcane: t("Caña de azúcar", "Cana-de-açúcar", "Sugarcane"),
  coffee: t("Café", "Café", "Coffee"),
  citrus: t("Cítricos", "Citros", "Citrus"),
  pasture: t("Pasturas", "Pastagens", "Pasture"),
} as const;
type CropId = keyof typeof CROP;

const CROPS_BY_COUNTRY: Record<CatalogCountry, CropId[]> = {
  AR: [
    "corn",
    "soy",
    "sunflower",
    "sorghum",
    "wheat",
    "barley",
    "peanut",
    "potato",
    "citrus",
    "pasture",
    "cotton",
    "canola",
  ],
  BR: [
    "corn",
    "soy",
    "sorghum",
    "wheat",
    "cotton",
    "rice",
    "sugarcane",
    "coffee",
    "citrus",
    "pasture",
    "potato",
    "canola",
  ],
  US: [
    "corn",
    "soy",
    "sorghum",
    "wheat",
    "cotton",
    "canola",
    "barley",
    "rice",
    "peanut",
    "potato",
    "sunflower",
    "pasture",
  ],
};

const PRODUCT_TYPE = {
  herbicide: t("Herbicida", "Herbicida", "Herbicide"),
  fungicide: t("Fungicida", "Fungicida", "Fungicide"),
  insecticide: t("Insecticida", "Inseticida", "Insecticide"),
  seedTreatment: t("Curasemillas", "Tratamento de sementes", "Seed treatment"),
  adjuvant: t("Coadyuvante", "Adjuvante", "Adjuvant"),
  inoculant: t("Inoculante", "Inoculante", "Inoculant"),
  biofungicide: t("Biofungicida", "Biofungicida", "Biofungicide"),
  bioinsecticide: t("Bioinsecticida", "Bioinseticida", "Bioinsecticide"),
  biostimulant: t("Bioestimulante", "Bioestimulante", "Biostimulant"),
} as const;
type TypeId = keyof typeof PRODUCT_TYPE;

/** Deterministic pseudo-random numbers (mulberry32), one stream per country. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

interface Spec {
  group: ProductGroup;
  label: string;
  hybrid?: string | null;
  brand: string;
  type?: TypeId | null;
  typeRaw?: string | null;
  crop?: CropId;
  crops?: (CropId | null | "null")[];
  ingredients?: string[];
  trait?: string | null;
  maturity?: number | null;
  image: string;
  link?: string;
  downloads: number;
}

// --- Seeds -----------------------------------------------------------------------------------------

const SEED_LINES: Record<
  CatalogCountry,
  { crop: CropId; prefix: string; traits: string[]; maturities: [number, number]; count: number; image: string }[]
> = {
  AR: [
    {
      crop: "corn",
      prefix: "CA",
      traits: ["VT3P", "VT4PRO", "RR2", "PW", "Conv"],
      maturities: [98, 140],
      count: 34,
      image: "seed-corn",
    },
    {
      crop: "soy",
      prefix: "SG",
      traits: ["STS", "RR1", "Intacta", "Intacta 2 Xtend", "Conkesta E3"],
      maturities: [100, 138],
      count: 26,
      image: "seed-soy",
    },
    {
      crop: "sunflower",
      prefix: "GS",
      traits: ["CL", "CL Plus", "Conv"],
      maturities: [110, 130],
      count: 8,
      image: "seed-sunflower",
    },
    {
      crop: "sorghum",
      prefix: "SR",
      traits: ["Conv", "Igrowth"],
      maturities: [75, 125],
      count: 7,
      image: "seed-sorghum",
    },
    {
      crop: "wheat",
      prefix: "TR",
      traits: ["Conv", "Clearfield"],
      maturities: [70, 150],
      count: 8,
      image: "seed-wheat",
    },
  ],
  BR: [
    {
      crop: "corn",
      prefix: "SM",
      traits: ["VTPRO3", "VTPRO4", "PowerCore", "Viptera3", "RR2"],
      maturities: [96, 145],
      count: 36,
      image: "seed-corn",
    },
    {
      crop: "soy",
      prefix: "SS",
      traits: ["Intacta", "Intacta 2 Xtend", "RR1", "Conkesta E3", "Enlist E3"],
      maturities: [92, 135],
      count: 30,
      image: "seed-soy",
    },
    {
      crop: "cotton",
      prefix: "AL",
      traits: ["B2RF", "GLTP", "WS3"],
      maturities: [140, 180],
      count: 7,
      image: "seed-cotton",
    },
    { crop: "sorghum", prefix: "SH", traits: ["Conv"], maturities: [78, 120], count: 6, image: "seed-sorghum" },
    { crop: "wheat", prefix: "TG", traits: ["Conv"], maturities: [72, 128], count: 6, image: "seed-wheat" },
  ],
  US: [
    {
      crop: "corn",
      prefix: "CX",
      traits: ["SmartStax", "VT2P", "Trecepta", "RR2", "SmartStax PRO"],
      maturities: [80, 120],
      count: 36,
      image: "seed-corn",
    },
    {
      crop: "soy",
      prefix: "SX",
      traits: ["Roundup Ready 2 Xtend", "XtendFlex", "Enlist E3", "LibertyLink GT27"],
      maturities: [85, 135],
      count: 28,
      image: "seed-soy",
    },
    {
      crop: "cotton",
      prefix: "CT",
      traits: ["Bollgard 3 XtendFlex", "WideStrike 3"],
      maturities: [150, 175],
      count: 6,
      image: "seed-cotton",
    },
    {
      crop: "sorghum",
      prefix: "SG",
      traits: ["Conv", "Igrowth"],
      maturities: [70, 120],
      count: 6,
      image: "seed-sorghum",
    },
    {
      crop: "canola",
      prefix: "CN",
      traits: ["TruFlex", "Conv"],
      maturities: [88, 100],
      count: 5,
      image: "seed-canola",
    },
  ],
};

/** Hybrid and variety nicknames: the hybrid label, searchable and filed in the letter bar too. */
const NICKNAMES = [
  "Baqueano",
  "Cimarrón",
  "Duraznillo",
  "Espinillo",
  "Fortín",
  "Guapo",
  "Horizonte",
  "Ibirá",
  "Jacarandá",
  "Kaiken",
  "Lapacho",
  "Mistol",
  "Ombú",
  "Pampero",
  "Quebracho",
  "Rastrojo",
  "Tala",
  "Urunday",
  "Viento Norte",
  "Yatay",
  "Zorzal",
  "Ñandú",
];

function seedSpecs(country: CatalogCountry, rnd: () => number): Spec[] {
  const specs: Spec[] = [];
  for (const line of SEED_LINES[country]) {
    for (let i = 0; i < line.count; i++) {
      const [lo, hi] = line.maturities;
      const maturity = Math.round(lo + ((hi - lo) * i) / Math.max(1, line.count - 1));
      const trait = line.traits[i % line.traits.length];
      const number = `${Math.floor(maturity / 10)}${(i * 7 + 3) % 10}${i % 3}`;
      const brand = BRANDS[country][i % BRANDS[country].length].value;
      // Every third seed has a nickname; the corn and soybean lines get one more often.
      const hybrid =
        i % 3 === 0 || (line.crop === "corn" && i % 4 === 1)
          ? `${NICKNAMES[(i + line.prefix.charCodeAt(0)) % NICKNAMES.length]} ${trait === "Conv" ? "" : trait}`.trim()
          : null;
      specs.push({
        group: "seeds",
        label: `${line.prefix} ${number} ${trait}`,
        hybrid,
        brand,
        crop: line.crop,
        // One seed carries the string "null" as its trait: the portal must drop it from the facet.
        trait: country === "AR" && line.crop === "sorghum" && i === 0 ? "null" : trait,
        maturity,
        image: line.image,
        downloads: Math.floor(rnd() * 4),
      });
    }
  }
  return specs;
}

// --- Crop protection and biologicals ---------------------------------------------------------------

/** Trade name, type, active ingredients, crop ids. Names are invented; ingredients are real molecules. */
const CROP_PROTECTION: [string, TypeId, string[], CropId[]][] = [
  ["2,4-D Amina 60", "herbicide", ["2,4-D"], ["corn", "wheat", "sorghum", "pasture"]],
  ["Arado 48", "herbicide", ["Glifosato"], ["soy", "corn", "cotton", "wheat"]],
  ["Atrazina 90 WG", "herbicide", ["Atrazina"], ["corn", "sorghum", "sugarcane"]],
  ["Barbecho Total", "herbicide", ["Glifosato", "Dicamba"], ["soy", "corn"]],
  ["Cerco 24", "herbicide", ["Cletodim"], ["soy", "sunflower", "cotton", "peanut"]],
  ["Dicamba Pro 57", "herbicide", ["Dicamba"], ["corn", "wheat", "soy"]],
  ["Estela 96 EC", "herbicide", ["S-Metolacloro"], ["corn", "soy", "sunflower", "peanut", "cotton"]],
  ["Flumi 50", "herbicide", ["Flumioxazin"], ["soy", "peanut", "sunflower"]],
  ["Galope", "herbicide", ["Haloxifop"], ["soy", "cotton"]],
  ["Halcón Duo", "herbicide", ["Mesotriona", "Atrazina"], ["corn"]],
  ["Imazetapir 10", "herbicide", ["Imazetapir"], ["soy", "peanut"]],
  ["Lindero", "herbicide", ["Diflufenican", "Flufenacet"], ["wheat", "barley"]],
  ["Metsul 60", "herbicide", ["Metsulfurón metil"], ["wheat", "barley", "pasture"]],
  ["Nicosul 4", "herbicide", ["Nicosulfurón"], ["corn"]],
  ["Piroxa 85", "herbicide", ["Piroxasulfona"], ["soy", "corn", "wheat"]],
  ["Sulfentra 50", "herbicide", ["Sulfentrazone"], ["soy", "sugarcane", "citrus"]],
  ["Tembo", "herbicide", ["Topramezone"], ["corn"]],
  ["Zafra Clean", "herbicide", ["Glufosinato de amonio"], ["soy", "corn", "cotton", "citrus"]],
  ["Azoxy Pro", "fungicide", ["Azoxistrobina", "Ciproconazol"], ["soy", "corn", "wheat", "coffee"]],
  ["Bruma 25", "fungicide", ["Tebuconazol"], ["wheat", "barley", "peanut", "soy"]],
  ["Cosecha Sana", "fungicide", ["Piraclostrobina", "Epoxiconazol"], ["soy", "corn", "wheat"]],
  ["Defensa Triple", "fungicide", ["Protioconazol", "Trifloxistrobina", "Bixafen"], ["soy", "wheat", "corn"]],
  ["Escudo Cobre", "fungicide", ["Oxicloruro de cobre"], ["citrus", "potato", "coffee"]],
  ["Fluxa 33", "fungicide", ["Fluxapiroxad", "Piraclostrobina"], ["soy", "corn", "wheat", "barley"]],
  ["Mancozeb 80", "fungicide", ["Mancozeb"], ["potato", "citrus", "soy"]],
  ["Orbita", "fungicide", ["Difenoconazol"], ["potato", "peanut", "coffee"]],
  ["Rocío", "fungicide", ["Clorotalonil"], ["peanut", "potato", "wheat"]],
  ["Tizón Stop", "fungicide", ["Metalaxil-M", "Mancozeb"], ["potato"]],
  ["Abamec 1.8", "insecticide", ["Abamectina"], ["citrus", "potato", "cotton"]],
  ["Bifen 10", "insecticide", ["Bifentrina"], ["soy", "corn", "cotton", "pasture"]],
  ["Clorant 20", "insecticide", ["Clorantraniliprole"], ["soy", "corn", "cotton", "sugarcane"]],
  ["Dimetoato 40", "insecticide", ["Dimetoato"], ["wheat", "citrus"]],
  ["Emamec 5", "insecticide", ["Benzoato de emamectina"], ["soy", "corn", "cotton"]],
  ["Lambda 25", "insecticide", ["Lambdacialotrina"], ["soy", "corn", "wheat", "sunflower"]],
  ["Lufe 5", "insecticide", ["Lufenurón"], ["soy", "cotton", "corn"]],
  ["Novalu 10", "insecticide", ["Novalurón"], ["soy", "corn"]],
  ["Spirote 24", "insecticide", ["Spirotetramat"], ["citrus", "potato", "cotton"]],
  ["Sulfo 50", "insecticide", ["Sulfoxaflor"], ["soy", "wheat", "cotton", "citrus"]],
  ["Tiame 25", "insecticide", ["Tiametoxam"], ["soy", "corn", "wheat", "cotton", "rice"]],
  ["Vigía", "insecticide", ["Flubendiamida"], ["soy", "corn", "cotton"]],
  ["Cura Maíz Plus", "seedTreatment", ["Fludioxonil", "Metalaxil-M", "Tiametoxam"], ["corn", "sorghum"]],
  ["Cura Soja Duo", "seedTreatment", ["Carbendazim", "Tiram"], ["soy", "peanut"]],
  ["Germina Pro", "seedTreatment", ["Imidacloprid", "Tebuconazol"], ["wheat", "barley"]],
  ["Raíz Fuerte", "seedTreatment", ["Fipronil", "Piraclostrobina", "Tiofanato metílico"], ["soy", "corn", "cotton"]],
  ["Semilla Segura", "seedTreatment", ["Clotianidina"], ["corn", "canola", "sunflower"]],
  ["Adher Plus", "adjuvant", ["Aceite metilado de soja"], ["soy", "corn", "wheat"]],
  ["Gota Fina", "adjuvant", ["Organosiliconado"], ["soy", "corn", "citrus"]],
  ["Mojante 90", "adjuvant", ["Nonilfenol etoxilado"], ["soy", "corn", "wheat", "sunflower"]],
  ["Ph Control", "adjuvant", ["Ácido fosfórico"], ["soy", "corn", "wheat", "cotton"]],
];

const BIOLOGICALS: [string, TypeId, string[], CropId[]][] = [
  ["Bio Raíz Soja", "inoculant", ["Bradyrhizobium japonicum"], ["soy"]],
  ["Bio Raíz Maní", "inoculant", ["Bradyrhizobium sp."], ["peanut"]],
  ["Azospi Maíz", "inoculant", ["Azospirillum brasilense"], ["corn", "wheat", "sorghum"]],
  ["Fijador Doble", "inoculant", ["Bradyrhizobium japonicum", "Azospirillum brasilense"], ["soy"]],
  ["Tricho Guard", "biofungicide", ["Trichoderma harzianum"], ["soy", "wheat", "potato", "sunflower"]],
  ["Bacilo Shield", "biofungicide", ["Bacillus subtilis"], ["soy", "corn", "citrus", "coffee"]],
  ["Ñandubay Bio", "biofungicide", ["Bacillus velezensis"], ["soy", "wheat"]],
  ["Beauve Control", "bioinsecticide", ["Beauveria bassiana"], ["cotton", "citrus", "coffee", "soy"]],
  ["Meta Plaga", "bioinsecticide", ["Metarhizium anisopliae"], ["sugarcane", "pasture"]],
  ["Bt Oruga", "bioinsecticide", ["Bacillus thuringiensis"], ["soy", "corn", "cotton", "sunflower"]],
  ["Alga Vigor", "biostimulant", ["Extracto de algas (Ascophyllum nodosum)"], ["soy", "corn", "wheat", "potato"]],
  ["Amino Crece", "biostimulant", ["Aminoácidos libres"], ["soy", "corn", "citrus", "coffee"]],
  ["Humus Activo", "biostimulant", ["Ácidos húmicos y fúlvicos"], ["corn", "wheat", "potato", "pasture"]],
  ["Pseudo Fós", "biostimulant", ["Pseudomonas fluorescens"], ["corn", "soy", "wheat"]],
  ["Vida Suelo", "biostimulant", ["Bacillus megaterium", "Bacillus aryabhattai"], ["soy", "corn"]],
];

/** Ingredient names by language where they differ (the rest are the same everywhere). */
const INGREDIENT_NAMES: Record<string, Partial<Text>> = {
  Glifosato: { en: "Glyphosate" },
  Atrazina: { en: "Atrazine" },
  Cletodim: { en: "Clethodim", pt: "Cletodim" },
  "S-Metolacloro": { en: "S-Metolachlor", pt: "S-Metolacloro" },
  Imazetapir: { en: "Imazethapyr" },
  "Metsulfurón metil": { en: "Metsulfuron-methyl", pt: "Metsulfurom-metílico" },
  Nicosulfurón: { en: "Nicosulfuron", pt: "Nicossulfurom" },
  Piroxasulfona: { en: "Pyroxasulfone" },
  "Glufosinato de amonio": { en: "Glufosinate-ammonium", pt: "Glufosinato de amônio" },
  Azoxistrobina: { en: "Azoxystrobin" },
  Ciproconazol: { en: "Cyproconazole" },
  Tebuconazol: { en: "Tebuconazole" },
  Piraclostrobina: { en: "Pyraclostrobin" },
  Epoxiconazol: { en: "Epoxiconazole" },
  Protioconazol: { en: "Prothioconazole" },
  Trifloxistrobina: { en: "Trifloxystrobin" },
  "Oxicloruro de cobre": { en: "Copper oxychloride", pt: "Oxicloreto de cobre" },
  Fluxapiroxad: { en: "Fluxapyroxad" },
  Difenoconazol: { en: "Difenoconazole" },
  Clorotalonil: { en: "Chlorothalonil" },
  Abamectina: { en: "Abamectin" },
  Bifentrina: { en: "Bifenthrin" },
  Clorantraniliprole: { en: "Chlorantraniliprole" },
  Dimetoato: { en: "Dimethoate" },
  "Benzoato de emamectina": { en: "Emamectin benzoate" },
  Lambdacialotrina: { en: "Lambda-cyhalothrin" },
  Lufenurón: { en: "Lufenuron", pt: "Lufenurom" },
  Novalurón: { en: "Novaluron", pt: "Novalurom" },
  Sulfoxaflor: { en: "Sulfoxaflor" },
  Tiametoxam: { en: "Thiamethoxam" },
  Flubendiamida: { en: "Flubendiamide" },
  Tiram: { en: "Thiram" },
  "Tiofanato metílico": { en: "Thiophanate-methyl" },
  Clotianidina: { en: "Clothianidin" },
  "Aceite metilado de soja": { en: "Methylated soybean oil", pt: "Óleo metilado de soja" },
  Organosiliconado: { en: "Organosilicone", pt: "Organossiliconado" },
  "Nonilfenol etoxilado": { en: "Nonylphenol ethoxylate" },
  "Ácido fosfórico": { en: "Phosphoric acid" },
  "Extracto de algas (Ascophyllum nodosum)": {
    en: "Seaweed extract (Ascophyllum nodosum)",
    pt: "Extrato de algas (Ascophyllum nodosum)",
  },
  "Aminoácidos libres": { en: "Free amino acids", pt: "Aminoácidos livres" },
  "Ácidos húmicos y fúlvicos": { en: "Humic and fulvic acids", pt: "Ácidos húmicos e fúlvicos" },
};

function ingredientName(name: string, lang: Lang): string {
  return INGREDIENT_NAMES[name]?.[lang] ?? name;
}

const TYPE_IMAGE: Record<TypeId, string> = {
  herbicide: "herbicide",
  fungicide: "fungicide",
  insecticide: "insecticide",
  seedTreatment: "seed-treatment",
  adjuvant: "adjuvant",
  inoculant: "biological",
  biofungicide: "biological",
  bioinsecticide: "biological",
  biostimulant: "biological",
};

function protectionSpecs(country: CatalogCountry, rnd: () => number): Spec[] {
  const sold = CROPS_BY_COUNTRY[country];
  const specs: Spec[] = [];
  const table = [
    ...CROP_PROTECTION.map((row) => ["crop-protection", ...row] as const),
    ...BIOLOGICALS.map((row) => ["biological", ...row] as const),
  ];
  table.forEach(([group, label, type, ingredients, crops], i) => {
    const local = crops.filter((c) => sold.includes(c));
    if (local.length === 0) return;
    specs.push({
      group,
      label,
      brand: BRANDS[country][(i + 1) % BRANDS[country].length].value,
      type,
      crops: local,
      ingredients,
      image: TYPE_IMAGE[type],
      downloads: 1 + Math.floor(rnd() * 4),
    });
  });
  // The editorial mess the portal must clean (spec 000 §5).
  const messy = specs.find((s) => s.label === "Arado 48");
  if (messy) messy.crops = [...(messy.crops ?? []), null, "null"];
  const untyped = specs.find((s) => s.label === "Ph Control");
  if (untyped) untyped.type = null;
  return specs;
}

// --- Digital solutions -----------------------------------------------------------------------------

const DIGITAL: [string, string][] = [
  ["Campo Vivo", "https://example.com/campo-vivo"],
  ["Mapa de Rindes", "https://example.com/mapa-de-rindes"],
  ["Monitor de Plagas", "https://example.com/monitor-de-plagas"],
  ["Prescripción Variable", "https://example.com/prescripcion-variable"],
  ["Radar Clima", "https://example.com/radar-clima"],
  ["Siembra Precisa", "https://example.com/siembra-precisa"],
  ["Trazabilidad de Lotes", "https://example.com/trazabilidad"],
];

function digitalSpecs(country: CatalogCountry): Spec[] {
  return DIGITAL.map(([label, link], i) => ({
    group: "digital-solutions" as const,
    label,
    brand: BRANDS[country][i % BRANDS[country].length].value,
    image: "digital",
    link,
    downloads: i % 3 === 0 ? 1 : 0,
  }));
}

// --- Texts -----------------------------------------------------------------------------------------

const DOWNLOAD_TITLES: Text[] = [
  t("Ficha técnica", "Ficha técnica", "Technical data sheet"),
  t("Hoja de seguridad", "Ficha de segurança (FISPQ)", "Safety data sheet"),
  t("Marbete", "Bula", "Product label"),
  t("Ensayos de la campaña", "Resultados de ensaios", "Trial results"),
];

function describe(spec: Spec, lang: Lang): { description: string; positioning: string } {
  const crop = spec.crop ? CROP[spec.crop][lang] : "";
  const crops = (spec.crops ?? [])
    .filter((c): c is CropId => c !== null && c !== "null")
    .map((c) => CROP[c][lang])
    .join(", ");
  const ingredients = (spec.ingredients ?? []).map((a) => ingredientName(a, lang)).join(" + ");
  const type = spec.type ? PRODUCT_TYPE[spec.type][lang].toLowerCase() : "";
  if (spec.group === "seeds") {
    const text = {
      es: `Híbrido de ${crop.toLowerCase()} de ${spec.maturity} días de madurez relativa con tecnología ${spec.trait}. Buen comportamiento sanitario, estabilidad de rinde en ambientes de alta y media productividad y excelente calidad de grano. Se recomienda ajustar la densidad según el ambiente y la fecha de siembra, y consultar los ensayos zonales antes de definir la estrategia del lote.`,
      pt: `Cultivar de ${crop.toLowerCase()} com ciclo de ${spec.maturity} dias e tecnologia ${spec.trait}. Boa sanidade, estabilidade de produtividade em ambientes de alto e médio potencial e excelente qualidade de grão. Recomenda-se ajustar a população conforme o ambiente e a época de semeadura e consultar os ensaios regionais antes de definir o manejo do talhão.`,
      en: `${crop} hybrid with ${spec.maturity}-day relative maturity and ${spec.trait} technology. Strong disease package, yield stability across high- and medium-productivity environments and excellent grain quality. Adjust the seeding rate to the environment and planting date, and check local trial results before setting the plan for each field.`,
    }[lang];
    const positioning = {
      es: `Rinde estable en ${crop.toLowerCase()} de ciclo ${spec.maturity! < 110 ? "corto" : spec.maturity! < 125 ? "intermedio" : "largo"}.`,
      pt: `Produtividade estável em ${crop.toLowerCase()} de ciclo ${spec.maturity! < 110 ? "precoce" : spec.maturity! < 125 ? "médio" : "tardio"}.`,
      en: `Steady yield in ${spec.maturity! < 110 ? "early" : spec.maturity! < 125 ? "mid" : "full"}-season ${crop.toLowerCase()}.`,
    }[lang];
    return { description: text, positioning };
  }
  if (spec.group === "digital-solutions") {
    return {
      description: {
        es: `${spec.label} es una herramienta digital para planificar, registrar y analizar cada lote desde el celular o la computadora, incluso con poca conectividad en el campo. Se integra con los datos de siembra y cosecha.`,
        pt: `${spec.label} é uma ferramenta digital para planejar, registrar e analisar cada talhão pelo celular ou computador, mesmo com pouca conectividade no campo. Integra-se aos dados de plantio e colheita.`,
        en: `${spec.label} is a digital tool to plan, record and analyse every field from a phone or a computer, even with poor coverage on the farm. It connects with planting and harvest data.`,
      }[lang],
      positioning: {
        es: "Decisiones con datos, lote por lote.",
        pt: "Decisões com dados, talhão por talhão.",
        en: "Data-driven decisions, field by field.",
      }[lang],
    };
  }
  const bio = spec.group === "biological";
  return {
    description: {
      es: `${type.charAt(0).toUpperCase()}${type.slice(1)} ${bio ? "biológico " : ""}a base de ${ingredients}, registrado para ${crops}. ${bio ? "Compatible con esquemas de manejo integrado y de bajo impacto ambiental." : "Aplicar siguiendo las indicaciones del marbete, con equipo calibrado y en condiciones ambientales adecuadas."} Consulte a su asesor para dosis y momentos de aplicación en cada cultivo.`,
      pt: `${type.charAt(0).toUpperCase()}${type.slice(1)} ${bio ? "biológico " : ""}à base de ${ingredients}, registrado para ${crops}. ${bio ? "Compatível com manejo integrado e de baixo impacto ambiental." : "Aplicar conforme a bula, com equipamento calibrado e em condições ambientais adequadas."} Consulte seu agrônomo para doses e momentos de aplicação em cada cultura.`,
      en: `${bio ? "Biological " : ""}${bio ? type : `${type.charAt(0).toUpperCase()}${type.slice(1)}`} based on ${ingredients}, registered for ${crops}. ${bio ? "Fits integrated and low-impact management programmes." : "Apply as the label directs, with calibrated equipment and in suitable weather."} Ask your agronomist for rates and timing in each crop.`,
    }[lang],
    positioning: {
      es: bio ? "Biología que cuida el rinde y el suelo." : "Control confiable cuando más importa.",
      pt: bio ? "Biologia que protege a produtividade e o solo." : "Controle confiável quando mais importa.",
      en: bio ? "Biology that protects yield and soil." : "Dependable control when it matters most.",
    }[lang],
  };
}

// --- Assembly --------------------------------------------------------------------------------------

const COUNTRY_SEED: Record<CatalogCountry, number> = { AR: 54, BR: 55, US: 1 };
const ID_BASE: Record<CatalogCountry, number> = { AR: 3400, BR: 5200, US: 7100 };

function specsOf(country: CatalogCountry): Spec[] {
  const rnd = random(COUNTRY_SEED[country]);
  return [...seedSpecs(country, rnd), ...protectionSpecs(country, rnd), ...digitalSpecs(country)];
}

/** Unique slugs from labels (a seed's slug also names its crop, as growers search by it). */
function slugsOf(specs: Spec[]): string[] {
  const seen = new Map<string, number>();
  return specs.map((spec) => {
    const base = slugify(spec.group === "seeds" && spec.crop ? `${spec.label} ${spec.crop}` : spec.label);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

function build(locale: CatalogLocale, fileOrigin: string): Product[] {
  const country = COUNTRY_OF_LOCALE[locale];
  const lang = LANG_OF_LOCALE[locale];
  const specs = specsOf(country);
  const slugs = slugsOf(specs);
  return specs.map((spec, i): Product => {
    const { description, positioning } = describe(spec, lang);
    const seoSlug = slugs[i];
    const crops = spec.crops?.map((c) => (c === null || c === "null" ? c : CROP[c][lang]));
    return {
      id: String(ID_BASE[country] + i),
      seoSlug,
      productGroup: spec.group,
      brand: spec.brand,
      productLabel: spec.label,
      hybridLabel: spec.hybrid ?? null,
      productType: spec.type === undefined ? null : spec.type,
      productTypeLabel: spec.type ? PRODUCT_TYPE[spec.type][lang] : null,
      trait: spec.trait ?? null,
      maturity: spec.maturity === undefined || spec.maturity === null ? null : String(spec.maturity),
      maturitySort: spec.maturity ?? null,
      crop: spec.crop ?? null,
      cropLabel: spec.crop ? CROP[spec.crop][lang] : null,
      crops: crops ?? null,
      activeIngredients: spec.ingredients
        ? spec.ingredients.map((a) => ({ ingredient: ingredientName(a, lang) }))
        : null,
      isBio: spec.group === "biological",
      newWindow: Boolean(spec.link),
      attachments: DOWNLOAD_TITLES.slice(0, spec.downloads).map((title, k) => ({
        title: title[lang],
        url: `${fileOrigin}/products/files/${seoSlug}/${["ficha", "seguridad", "marbete", "ensayos"][k]}.pdf`,
        kind: ["pdf", "safety-sheet", "label", "trials"][k],
      })),
      link: spec.link ?? null,
      image: { src: `/images/catalog/${spec.image}.svg`, width: 320, height: 240 },
      title: spec.hybrid ? `${spec.label} · ${spec.hybrid}` : spec.label,
      description,
      positioningStatement: positioning,
    };
  });
}

const cache = new Map<string, Product[]>();

/** The whole catalogue of a locale, in a stable order. */
export function catalogFor(locale: CatalogLocale, fileOrigin: string): Product[] {
  const key = `${locale}|${fileOrigin}`;
  let products = cache.get(key);
  if (!products) {
    products = build(locale, fileOrigin);
    cache.set(key, products);
  }
  return products;
}

/**
 * The assets of a product (spec 002 §3: product-logo, pdf, product-label).
 * Digital solutions have only a logo; a few products have no label yet.
 */
export function assetsFor(product: Product, lang: CatalogLocale): ProductAssets {
  const l = LANG_OF_LOCALE[lang];
  const brandIcon =
    product.brand === "109" ? "/images/catalog/brands/campo-alto.svg" : "/images/catalog/brands/surco.svg";
  const pdf = product.attachments?.find((a) => a.kind === "pdf") ?? null;
  const label = product.attachments?.find((a) => a.kind === "label") ?? null;
  return {
    "product-logo": {
      title: {
        es: `Logo de ${product.productLabel}`,
        pt: `Logo de ${product.productLabel}`,
        en: `${product.productLabel} logo`,
      }[l],
      url: brandIcon,
    },
    pdf: pdf ? { title: pdf.title, url: pdf.url } : null,
    "product-label": label ? { title: label.title, url: label.url } : null,
  };
}

export function isCatalogLocale(value: unknown): value is CatalogLocale {
  return value === "es-AR" || value === "pt-BR" || value === "en-US" || value === "es-US";
}
