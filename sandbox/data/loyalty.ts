import { addDays, addYears, daysBetween, memberDay } from "../../app/domain/loyalty/calendar";
import { expirationDayFor, EXPIRY_WINDOW_DAYS } from "../../app/domain/loyalty/expiry";
import { matchesSearch } from "../../app/domain/loyalty/history-query";
import { type CategoryKey, yearPeriod } from "../../app/domain/loyalty/ledger";
import { type SERVICE_CATEGORIES, SERVICE_CROPS, SERVICE_JOURNEYS } from "../../app/domain/loyalty/service-filters";
import type {
  CalculatorItem,
  Expiration,
  Service,
  Transaction,
  TransactionCategory,
  TransactionDetail,
} from "../../app/services/loyalty/contract";
import { DEMO_ACCOUNTS, type DemoAccount } from "./accounts";

/**
 * The loyalty API's demo data beyond the member records (accounts.ts): every
 * member's history (hundreds of transactions in every category, over the
 * last three years and a bit), their expiring points, the accumulated points,
 * and each country's catalogue of services and products redeemable with points.
 *
 * Deterministic: a seeded generator per member; dates are relative to the
 * member-area day the request is served on (UTC−3), so "expiring today" is
 * always today. The same day gives the same data on every start.
 *
 * History rules the data keeps (tested in sandbox/loyalty-data.test.ts):
 * - confirmed credits, debits and expirations add up to the member's balance
 *   (`orbiaPoints`); expiry notices and pending invoices are not counted;
 * - a credit expires 3 years after it was earned;
 * - each member's expiry scenario holds (points expiring today, within 45 days, or none).
 */

type Country = "BR" | "AR";
export type ExpiryScenario = "today" | "soon" | "none";

/** Which demo member shows which expiry case (documented in sandbox/README.md). */
export const EXPIRY_SCENARIOS: Readonly<Record<string, ExpiryScenario>> = {
  "br.1estrela@surco.example": "today",
  "br.3estrelas@surco.example": "soon",
  "br.5estrelas@surco.example": "none",
  "br.lider@surco.example": "soon",
  "br.membro@surco.example": "today",
  "br.eleva@surco.example": "none",
  "br.carbono@surco.example": "soon",
  "br.cultivarplus@surco.example": "today",
  "br.falha@surco.example": "soon",
  "ar.conectado@surco.example": "today",
  "ar.sinconectar@surco.example": "none",
  "ar.permitido@surco.example": "soon",
  "ar.nopermitido@surco.example": "soon",
  "ar.finanzas@surco.example": "none",
};

// ── Deterministic randomness ─────────────────────────────────────────────────

/** FNV-1a with a final avalanche (murmur3's fmix32), so texts that differ only at the end still scatter. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for demo data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

// ── Categories ───────────────────────────────────────────────────────────────

const CATEGORY_DEFS: readonly { id: string; key: CategoryKey; BR: string; AR: string }[] = [
  { id: "1", key: "invoice", BR: "Cadastro de nota", AR: "Registro de factura" },
  { id: "2", key: "order", BR: "Resgate de pedido", AR: "Canje de pedido" },
  { id: "3", key: "transfer", BR: "Transferência de pontos", AR: "Transferencia de puntos" },
  { id: "4", key: "expired", BR: "Pontos expirados", AR: "Puntos vencidos" },
  { id: "5", key: "expiring", BR: "Pontos a expirar", AR: "Puntos por vencer" },
  { id: "6", key: "other", BR: "Outras transações", AR: "Otras transacciones" },
  { id: "7", key: "bonus", BR: "Bonus", AR: "Bonificación" },
  { id: "8", key: "campaign", BR: "Campanha", AR: "Campaña" },
  { id: "9", key: "partners", BR: "Outros parceiros Orbia", AR: "Otros socios Orbia" },
];

export function transactionCategoriesFor(country: Country): TransactionCategory[] {
  return CATEGORY_DEFS.map((c) => ({ id: c.id, name: c[country], icon: c.key }));
}

const categoryOf = (country: Country, key: CategoryKey): TransactionCategory => {
  const def = CATEGORY_DEFS.find((c) => c.key === key)!;
  return { id: def.id, name: def[country], icon: def.key };
};

// ── Words ────────────────────────────────────────────────────────────────────

export const PARTNERS: Record<Country, readonly string[]> = {
  BR: [
    "Agropecuária Boa Safra Ltda.",
    "Cooperativa Agroindustrial Vale Verde",
    "Revenda Campo Forte",
    "Casa do Produtor Cerrado",
    "Coopercampos Planalto",
    "Agrícola Três Rios",
    "Distribuidora Semear Sul",
  ],
  AR: [
    "Agroinsumos del Sur S.A.",
    "Cooperativa Agrícola La Pampa",
    "Distribuidora Campo Norte",
    "Acopio San Lorenzo",
    "Semillería El Ombú",
    "Agroservicios Río Cuarto",
  ],
};

const ORBIA_PARTNERS: Record<Country, readonly string[]> = {
  BR: ["Posto Rota do Grão", "Seguradora Campo Seguro", "Telemetria Agro+", "Banco Safra Parceiro"],
  AR: ["Estación Ruta Agro", "Seguros del Campo", "Telemetría Agro+", "Banco Pampa Socio"],
};

const CAMPAIGNS: Record<Country, readonly string[]> = {
  BR: [
    "Campanha Safra {season} Soja",
    "Campanha Safra {season} Milho",
    "Campanha Safrinha {year}",
    "Campanha Algodão {season}",
  ],
  AR: ["Campaña {season} Soja", "Campaña {season} Maíz", "Campaña Trigo {year}", "Campaña Girasol {season}"],
};

const BONUSES: Record<Country, readonly string[]> = {
  BR: [
    "Bônus de aniversário de cadastro",
    "Bônus acelerador de marcas",
    "Bônus de fidelidade anual",
    "Bônus indicação de produtor",
  ],
  AR: [
    "Bonificación por aniversario",
    "Bonificación por marcas",
    "Bonificación por fidelidad anual",
    "Bonificación por referido",
  ],
};

const OTHER: Record<Country, readonly string[]> = {
  BR: ["Ajuste de pontuação", "Correção de nota fiscal", "Crédito de atendimento"],
  AR: ["Ajuste de puntaje", "Corrección de factura", "Crédito de atención"],
};

const RELATIVES: Record<Country, readonly string[]> = {
  BR: ["Marcos Antônio Ribeiro", "Helena Bertolini Costa", "Fazenda Santa Luzia", "Rafael Tavares Lima"],
  AR: ["Ignacio Martín Sosa", "Establecimiento La Aurora", "María José Etcheverry", "Hernán Pablo Ruiz"],
};

const TEXT: Record<Country, Record<string, string>> = {
  BR: {
    invoice: "Nota fiscal {number} — {partner}",
    order: "Resgate do pedido {number}",
    transferIn: "Transferência recebida de {name}",
    transferOut: "Transferência enviada para {name}",
    expired: "Pontos expirados de {month}",
    expiring: "Pontos a expirar em {date}",
    partners: "Pontos do parceiro {partner}",
  },
  AR: {
    invoice: "Factura {number} — {partner}",
    order: "Canje del pedido {number}",
    transferIn: "Transferencia recibida de {name}",
    transferOut: "Transferencia enviada a {name}",
    expired: "Puntos vencidos de {month}",
    expiring: "Puntos por vencer el {date}",
    partners: "Puntos del socio {partner}",
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? "");
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

// ── The services and products catalogue ─────────────────────────────────────

interface ServiceTemplate {
  category: (typeof SERVICE_CATEGORIES)[number];
  BR: string;
  AR: string;
}

const SERVICE_TEMPLATES: readonly ServiceTemplate[] = [
  { category: "agro-software", BR: "Software de gestão de talhões", AR: "Software de gestión de lotes" },
  { category: "agro-software", BR: "Monitoramento por satélite", AR: "Monitoreo satelital" },
  { category: "agro-software", BR: "Telemetria de máquinas", AR: "Telemetría de maquinaria" },
  { category: "agro-software", BR: "Aplicativo de custos da safra", AR: "App de costos de campaña" },
  {
    category: "agronomic-consulting",
    BR: "Consultoria agronômica de plantio",
    AR: "Asesoramiento agronómico de siembra",
  },
  { category: "agronomic-consulting", BR: "Análise de solo completa", AR: "Análisis de suelo completo" },
  { category: "agronomic-consulting", BR: "Manejo integrado de pragas", AR: "Manejo integrado de plagas" },
  { category: "agronomic-consulting", BR: "Planejamento de adubação", AR: "Plan de fertilización" },
  { category: "personalised-consulting", BR: "Visita técnica personalizada", AR: "Visita técnica personalizada" },
  { category: "personalised-consulting", BR: "Mentoria de gestão rural", AR: "Mentoría de gestión rural" },
  { category: "personalised-consulting", BR: "Plano de colheita sob medida", AR: "Plan de cosecha a medida" },
  {
    category: "personalised-consulting",
    BR: "Diagnóstico financeiro da fazenda",
    AR: "Diagnóstico financiero del campo",
  },
  { category: "courses-training", BR: "Curso de agricultura de precisão", AR: "Curso de agricultura de precisión" },
  { category: "courses-training", BR: "Treinamento de operadores", AR: "Capacitación de operarios" },
  { category: "courses-training", BR: "Curso de comercialização de grãos", AR: "Curso de comercialización de granos" },
  { category: "courses-training", BR: "Oficina de segurança no campo", AR: "Taller de seguridad rural" },
];

const VENDORS: Record<Country, Record<(typeof SERVICE_CATEGORIES)[number], readonly string[]>> = {
  BR: {
    "agro-software": ["AgroSoft Brasil", "Talhão Digital", "Campo Conectado"],
    "agronomic-consulting": ["Consultoria Terra Viva", "Agronomia Cerrado", "Solo Vivo Consultores"],
    "personalised-consulting": ["Gestão Rural Plena", "Safra Certa Consultoria", "Rumo Agro"],
    "courses-training": ["Instituto Safra Escola", "Academia do Produtor", "Escola do Campo"],
  },
  AR: {
    "agro-software": ["AgroSoft Argentina", "Lote Digital", "Campo Conectado"],
    "agronomic-consulting": ["Consultora Tierra Viva", "Agronomía Pampeana", "Suelo Vivo Consultores"],
    "personalised-consulting": ["Gestión Rural Plena", "Cosecha Cierta", "Rumbo Agro"],
    "courses-training": ["Instituto Campo Escuela", "Academia del Productor", "Escuela Rural"],
  },
};

const VARIANTS: Record<Country, readonly string[]> = {
  BR: ["Básico", "Safra", "Premium"],
  AR: ["Básico", "Campaña", "Premium"],
};

const TAGS: Record<Country, readonly string[]> = {
  BR: ["Recomendado para você", "Mais resgatado", "Novidade"],
  AR: ["Recomendado para vos", "Más canjeado", "Novedad"],
};

/** Prices across every band (under 50,000 to over 150,000), a few free ones. */
const PRICE_LADDER = [
  0, 4_500, 12_000, 23_500, 38_000, 49_000, 52_000, 67_500, 81_000, 96_000, 104_000, 118_500, 133_000, 149_000, 162_000,
  210_000, 275_000, 420_000,
];

function buildServices(country: Country): Service[] {
  const rng = seeded(hash(`services-${country}`));
  const services: Service[] = [];
  let n = 0;
  for (const template of SERVICE_TEMPLATES) {
    for (const variant of VARIANTS[country]) {
      n++;
      const crops = new Set([SERVICE_CROPS[n % SERVICE_CROPS.length], rng.pick(SERVICE_CROPS)]);
      const journeys = new Set([SERVICE_JOURNEYS[n % SERVICE_JOURNEYS.length], rng.pick(SERVICE_JOURNEYS)]);
      const price = PRICE_LADDER[(n * 7) % PRICE_LADDER.length];
      const previous = price > 0 && rng.chance(0.3) ? Math.round((price * 1.15) / 500) * 500 : null;
      const id = `${country}-SRV-${String(n).padStart(3, "0")}`;
      services.push({
        idOrbia: id,
        cdSkuOrbia: `SKU${hash(id).toString(36).toUpperCase().slice(0, 6)}`,
        tpService: "service",
        nmVendor: rng.pick(VENDORS[country][template.category]),
        nmService: `${template[country]} ${variant}`,
        ctgService: template.category,
        qtStars: Math.min(5, 1 + Math.floor(price / 60_000)),
        vlPricePoints: price,
        vlPreviousPricePoints: previous,
        dsLink: `https://orbia.impulso.example/${country.toLowerCase()}/servicos/${id.toLowerCase()}`,
        imgBase64Html: null,
        imgUrl: `/images/loyalty/services/${template.category}.svg`,
        recommendationTag: null,
        crops: [...crops],
        journeys: [...journeys],
      });
    }
  }
  return services;
}

const PRODUCT_TEMPLATES: Record<Country, readonly { name: string; kind: "seed" | "protection" | "equipment" }[]> = {
  BR: [
    { name: "Semente de milho híbrido (saca)", kind: "seed" },
    { name: "Semente de soja (big bag)", kind: "seed" },
    { name: "Semente de sorgo (saca)", kind: "seed" },
    { name: "Herbicida pré-emergente 20 L", kind: "protection" },
    { name: "Fungicida foliar 5 L", kind: "protection" },
    { name: "Inseticida biológico 1 L", kind: "protection" },
    { name: "Kit de amostragem de solo", kind: "equipment" },
    { name: "Estação meteorológica compacta", kind: "equipment" },
    { name: "Medidor de umidade de grãos", kind: "equipment" },
    { name: "Drone de monitoramento", kind: "equipment" },
  ],
  AR: [
    { name: "Semilla de maíz híbrido (bolsa)", kind: "seed" },
    { name: "Semilla de soja (big bag)", kind: "seed" },
    { name: "Semilla de girasol (bolsa)", kind: "seed" },
    { name: "Herbicida preemergente 20 L", kind: "protection" },
    { name: "Fungicida foliar 5 L", kind: "protection" },
    { name: "Insecticida biológico 1 L", kind: "protection" },
    { name: "Kit de muestreo de suelo", kind: "equipment" },
    { name: "Estación meteorológica compacta", kind: "equipment" },
    { name: "Medidor de humedad de granos", kind: "equipment" },
    { name: "Drone de monitoreo", kind: "equipment" },
  ],
};

function buildProducts(country: Country): CalculatorItem[] {
  const items: CalculatorItem[] = [];
  PRODUCT_TEMPLATES[country].forEach((template, index) => {
    for (let size = 1; size <= 5; size++) {
      const points = Math.round(((index + 1) * 3_700 * size ** 1.6) / 100) * 100;
      const id = `${country.toLowerCase()}-prd-${index + 1}-${size}`;
      items.push({
        ds_product_url: `https://orbia.impulso.example/${country.toLowerCase()}/produtos/${id}`,
        nm_product: size === 1 ? template.name : `${template.name} × ${size}`,
        ds_image_url: `/images/loyalty/products/${template.kind}.svg`,
        points,
      });
    }
  });
  return items.sort((a, b) => a.points - b.points || a.nm_product.localeCompare(b.nm_product));
}

const SERVICES: Record<Country, Service[]> = { BR: buildServices("BR"), AR: buildServices("AR") };
const PRODUCTS: Record<Country, CalculatorItem[]> = { BR: buildProducts("BR"), AR: buildProducts("AR") };

export const servicesOf = (country: Country): readonly Service[] => SERVICES[country];
export const productsOf = (country: Country): readonly CalculatorItem[] => PRODUCTS[country];

export interface ServiceQuery {
  minPoints: number;
  maxPoints: number;
  crop: string | null;
  journey: string | null;
  category: string | null;
}

export function matchesService(service: Service, query: ServiceQuery): boolean {
  return (
    service.vlPricePoints >= query.minPoints &&
    service.vlPricePoints <= query.maxPoints &&
    (!query.crop || service.crops.includes(query.crop)) &&
    (!query.journey || service.journeys.includes(query.journey)) &&
    (!query.category || service.ctgService === query.category)
  );
}

/** A member's recommendations: the country's services in an order of their own, the first few tagged. */
export function recommendedFor(document: string | null, country: Country): Service[] {
  const all = SERVICES[country];
  if (!document)
    return [...all].sort((a, b) => a.vlPricePoints - b.vlPricePoints || a.idOrbia.localeCompare(b.idOrbia));
  const score = (service: Service) => hash(`${document}|${service.idOrbia}`);
  return [...all]
    .sort((a, b) => score(a) - score(b))
    .map((service, index) => (index < 3 ? { ...service, recommendationTag: TAGS[country][index] } : service));
}

// ── Histories ────────────────────────────────────────────────────────────────

export interface MemberLedger {
  today: string;
  transactions: Transaction[];
  expiration: Expiration;
}

interface Draft {
  day: string;
  minutes: number;
  key: CategoryKey;
  kind: Transaction["kind"];
  status: Transaction["status"];
  /** A credit's share of its total; a debit's size among the member's debits (spendDown). */
  weight: number;
  points: number;
  expirationDate: string | null;
  transfer?: { direction: "in" | "out"; name: string };
  /** An expiration's credit: what expires is a share of it. */
  of?: Draft;
}

function countryOfAccount(account: DemoAccount): Country {
  return account.country === "AR" ? "AR" : "BR";
}

/** How far ahead the expiry call lists what expires. */
const UPCOMING_DAYS = 120;

/** Purchases, bonuses, campaigns and partners: the credits the year's impulses count (ledgerRole "earned"). */
const EARNING: ReadonlySet<CategoryKey> = new Set(["invoice", "bonus", "campaign", "partners"]);

/**
 * A ledger's time order: by day and minute, and at one minute credits before
 * debits (the order app/domain/loyalty/ledger.ts reads the rows in).
 */
const inTimeOrder = (a: Draft, b: Draft) =>
  a.day !== b.day
    ? a.day < b.day
      ? -1
      : 1
    : a.minutes - b.minutes || Number(b.kind === "credit") - Number(a.kind === "credit");

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Spreads `total` over the drafts by weight in steps of `step`; the last one
 * takes what rounding left, and a last one left at zero or below borrows from
 * the largest.
 */
function spread(items: readonly Draft[], total: number, step: number) {
  if (!items.length) return;
  const weights = items.reduce((sum, d) => sum + d.weight, 0);
  let left = total;
  items.forEach((draft, index) => {
    draft.points = index === items.length - 1 ? left : Math.max(step, roundTo((total * draft.weight) / weights, step));
    left -= draft.points;
  });
  const last = items[items.length - 1];
  if (last.points <= 0) {
    const donor = items.reduce((best, d) => (d.points > best.points ? d : best), items[0]);
    const moved = step - last.points;
    donor.points -= moved;
    last.points += moved;
  }
}

/**
 * The amounts of the debits a member chooses (redemptions, transfers sent),
 * walking the confirmed rows in time order. Part of some credits is set aside:
 * what will expire of them, and all of those still to expire in the coming
 * months, so no point is spent that later expires or is announced as expiring.
 * Spending keeps to one share of what could be spent so far, the share that
 * leaves `toSpend` spent in the end: each debit closes half the gap to it and
 * a hundredth more per point of its weight, and the last debit, after the last
 * credit, takes the rest. The balance is never negative and never below
 * the points set aside.
 */
function spendDown(
  ordered: readonly Draft[],
  chosen: ReadonlySet<Draft>,
  setAside: ReadonlyMap<Draft, number>,
  toSpend: number,
) {
  const spendableAt = (draft: Draft) => (draft.kind === "credit" ? draft.points - (setAside.get(draft) ?? 0) : 0);
  const share = toSpend / ordered.reduce((sum, draft) => sum + spendableAt(draft), 0);
  const last = ordered.filter((draft) => chosen.has(draft)).at(-1);
  let spendable = 0;
  let spent = 0;
  for (const draft of ordered) {
    spendable += spendableAt(draft);
    if (!chosen.has(draft)) continue;
    const gap = spendable * share - spent;
    const target =
      draft === last
        ? toSpend
        : spent + Math.max(0, Math.floor((gap * Math.min(1, 0.5 + draft.weight / 100)) / 10) * 10);
    draft.points = target - spent;
    spent = target;
  }
}

function generate(account: DemoAccount, today: string): MemberLedger {
  const member = account.member!;
  const document = account.document!;
  const country = countryOfAccount(account);
  const rng = seeded(hash(`${document}|history`));
  const scenario = EXPIRY_SCENARIOS[account.email] ?? "none";
  const balance = member.orbiaPoints;
  const start = addDays(addYears(today, -3), -150);
  const span = daysBetween(start, today);
  /** Credits earned in this window expire within the next 45 days (today included). */
  const expiringFrom = addYears(today, -3);
  const expiringTo = addDays(expiringFrom, EXPIRY_WINDOW_DAYS);
  const yearFrom = yearPeriod(today).from;

  const drafts: Draft[] = [];
  const credit = (day: string, key: CategoryKey, weight: number, status: Draft["status"] = "confirmed"): Draft => ({
    day,
    minutes: rng.int(8 * 60, 19 * 60),
    key,
    kind: "credit",
    status,
    weight,
    points: 0,
    expirationDate: expirationDayFor(day),
  });

  // Credits of every earning category across the whole period, none in the expiring window
  // (the scenario places those itself).
  const creditCount = rng.int(150, 230);
  for (let i = 0; i < creditCount; i++) {
    let day = addDays(start, rng.int(0, span - 1));
    if (day >= expiringFrom && day <= expiringTo) day = addDays(expiringTo, rng.int(1, 30));
    if (day >= today) day = addDays(today, -rng.int(1, 20));
    const roll = rng.next();
    const key: CategoryKey =
      roll < 0.62 ? "invoice" : roll < 0.74 ? "bonus" : roll < 0.86 ? "campaign" : roll < 0.95 ? "partners" : "other";
    drafts.push(credit(day, key, rng.int(2, 40)));
  }
  // Transfers received (family group or relatives).
  const relatives = member.nmGroup ? [member.nmGroup, ...RELATIVES[country].slice(0, 2)] : RELATIVES[country];
  for (let i = 0; i < rng.int(6, 12); i++) {
    const draft = credit(addDays(start, rng.int(0, span - 60)), "transfer", rng.int(3, 15));
    if (draft.day >= expiringFrom && draft.day <= expiringTo) draft.day = addDays(expiringTo, 5);
    draft.expirationDate = expirationDayFor(draft.day);
    draft.transfer = { direction: "in", name: rng.pick(relatives) };
    drafts.push(draft);
  }
  // The expiry scenario: points expiring today, within 45 days, or none at all.
  const expiringCredits: Draft[] = [];
  if (scenario === "today") {
    expiringCredits.push(credit(expiringFrom, "invoice", 0), credit(addDays(expiringFrom, 20), "campaign", 0));
  } else if (scenario === "soon") {
    expiringCredits.push(credit(addDays(expiringFrom, 9), "invoice", 0), credit(addDays(expiringFrom, 31), "bonus", 0));
  }
  expiringCredits.forEach((draft, index) => {
    draft.points = Math.max(150, Math.round((balance * (index === 0 ? 0.018 : 0.011)) / 10) * 10);
  });
  // Two recent invoices still under review.
  const pending = [
    credit(addDays(today, -rng.int(1, 3)), "invoice", 0, "pending"),
    credit(addDays(today, -rng.int(4, 8)), "invoice", 0, "pending"),
  ];
  pending.forEach((draft) => (draft.points = rng.int(8, 60) * 50));

  // The year's purchases, bonuses, campaigns and partners: what the member record calls the impulses of the year
  // (impulsePoints, which its stars follow). On the year's first day, the latest of them moves to it.
  const earnedThisYear = () => drafts.filter((d) => EARNING.has(d.key) && d.day >= yearFrom);
  if (!earnedThisYear().length) {
    const latest = drafts
      .filter((d) => EARNING.has(d.key))
      .sort(inTimeOrder)
      .at(-1)!;
    latest.day = yearFrom;
    latest.expirationDate = expirationDayFor(yearFrom);
  }

  // Debits: orders redeemed, transfers sent, and expirations of credits older than three years.
  const debits: Draft[] = [];
  for (let i = 0; i < rng.int(28, 50); i++) {
    const day = addDays(start, rng.int(10, span - 1));
    debits.push({
      day,
      minutes: rng.int(8 * 60, 20 * 60),
      key: "order",
      kind: "debit",
      status: "confirmed",
      weight: rng.int(5, 50),
      points: 0,
      expirationDate: null,
    });
  }
  for (let i = 0; i < rng.int(4, 9); i++) {
    const day = addDays(start, rng.int(30, span - 1));
    debits.push({
      day,
      minutes: rng.int(8 * 60, 20 * 60),
      key: "transfer",
      kind: "debit",
      status: "confirmed",
      weight: rng.int(3, 12),
      points: 0,
      expirationDate: null,
      transfer: { direction: "out", name: rng.pick(relatives) },
    });
  }
  for (const draft of drafts) {
    if (draft.expirationDate && draft.expirationDate < today) {
      debits.push({
        day: draft.expirationDate,
        minutes: 3 * 60 + 5,
        key: "expired",
        kind: "expiration",
        status: "confirmed",
        weight: 0,
        points: 0,
        expirationDate: null,
        of: draft,
      });
    }
  }
  // Other adjustments that take points away.
  debits.push({
    day: addDays(today, -rng.int(40, 400)),
    minutes: 11 * 60,
    key: "other",
    kind: "debit",
    status: "confirmed",
    weight: 0,
    points: 0,
    expirationDate: null,
  });

  // Amounts. The year's earnings are the member record's; the credits before earned at half that yearly pace (more
  // when the balance is above the year's earnings); what expires is a share of its credit; a small adjustment; and
  // the member's own debits spend the rest, down to the member's balance.
  const yearly = earnedThisYear();
  spread(yearly, member.impulsePoints, 10);
  const earlier = drafts.filter((d) => !yearly.includes(d));
  const earlierTotal = Math.max(
    earlier.length * 50,
    roundTo((member.impulsePoints * daysBetween(start, yearFrom)) / 730, 10),
    roundTo((balance - member.impulsePoints) * 3, 10) + 8_000,
  );
  spread(earlier, earlierTotal, 10);
  const setAside = new Map<Draft, number>();
  for (const expiration of debits.filter((d) => d.of)) {
    const of = expiration.of!;
    expiration.points = Math.max(10, roundTo(of.points * (0.2 + (of.weight % 5) / 10), 10));
    setAside.set(of, expiration.points);
  }
  for (const draft of [...drafts, ...expiringCredits])
    if (draft.expirationDate! >= today && daysBetween(today, draft.expirationDate!) <= UPCOMING_DAYS)
      setAside.set(draft, draft.points);
  const adjustment = debits.find((d) => d.key === "other")!;
  adjustment.points = Math.max(20, roundTo(balance * 0.002, 10));
  const chosen = debits.filter((d) => d.kind === "debit" && d !== adjustment);
  // The member's latest debit comes after the latest confirmed credit, so what is left to spend can be spent.
  const lastCredit = [...drafts, ...expiringCredits].sort(inTimeOrder).at(-1)!;
  const lastDebit = [...chosen].sort(inTimeOrder).at(-1)!;
  if (inTimeOrder(lastDebit, lastCredit) < 0)
    Object.assign(lastDebit, { day: lastCredit.day, minutes: lastCredit.minutes + 20 });
  const counted = [...drafts, ...expiringCredits, ...debits];
  const net = counted.reduce(
    (sum, d) => sum + (d.kind === "credit" ? d.points : chosen.includes(d) ? 0 : -d.points),
    0,
  );
  spendDown([...counted].sort(inTimeOrder), new Set(chosen), setAside, net - balance);
  // A debit left with nothing to take is no debit.
  const kept = debits.filter((d) => d.points > 0);

  // Notices of the points about to expire (informational, not counted).
  const notices: Draft[] = expiringCredits.map((draft) => ({
    day: daysBetween(today, draft.expirationDate!) > 5 ? addDays(today, -2) : today,
    minutes: 6 * 60,
    key: "expiring",
    kind: "notice",
    status: "confirmed",
    weight: 0,
    points: draft.points,
    expirationDate: draft.expirationDate,
  }));

  // Earlier notices, for points that have since expired: every member's history shows the category.
  const expiredDebits = kept.filter((d) => d.kind === "expiration");
  for (const debit of expiredDebits.slice(0, 3)) {
    notices.push({
      ...debit,
      day: addDays(debit.day, -30),
      minutes: 6 * 60,
      key: "expiring",
      kind: "notice",
      expirationDate: debit.day,
    });
  }

  const all = [...drafts, ...expiringCredits, ...pending, ...kept, ...notices].sort(inTimeOrder);
  const prefix = `${country}${document.slice(-4)}`;
  const transactions = all.map((draft, index) =>
    toTransaction(draft, `${prefix}-${String(index + 1).padStart(6, "0")}`, member.nmMember, country, rng),
  );
  transactions.reverse(); // newest first

  const upcoming = [...drafts, ...expiringCredits]
    .filter(
      (d) =>
        d.status === "confirmed" &&
        d.expirationDate &&
        d.expirationDate >= today &&
        daysBetween(today, d.expirationDate) <= UPCOMING_DAYS,
    )
    .map((d) => ({ expirationDate: d.expirationDate!, points: d.points }))
    .sort((a, b) => (a.expirationDate < b.expirationDate ? -1 : 1));
  return {
    today,
    transactions,
    expiration: {
      sumPointsToExpire: upcoming
        .filter((e) => daysBetween(today, e.expirationDate) <= EXPIRY_WINDOW_DAYS)
        .reduce((s, e) => s + e.points, 0),
      expirations: upcoming,
    },
  };
}

function toTransaction(
  draft: Draft,
  number: string,
  memberName: string,
  country: Country,
  rng: ReturnType<typeof seeded>,
): Transaction {
  const text = TEXT[country];
  const hours = Math.floor(draft.minutes / 60);
  // The member-area day and time, back to UTC (+3 hours).
  const instant = new Date(Date.parse(`${draft.day}T00:00:00Z`) + (draft.minutes + 180) * 60_000).toISOString();
  const signed = draft.kind === "credit" || draft.kind === "notice" ? draft.points : -draft.points;
  const detail: TransactionDetail = {
    description: "",
    transactionNumber: number,
    invoiceDate: null,
    invoiceNumber: null,
    partnerName: null,
    orderNumber: null,
    expirationDate: draft.kind === "credit" || draft.kind === "notice" ? draft.expirationDate : null,
    pointsAmount: signed,
    orderItems: [],
    subTotalOrder: null,
    shippingFee: null,
    totalPointsOrder: null,
  };
  let transferPoints: Transaction["transferPoints"] = null;
  switch (draft.key) {
    case "invoice": {
      const partner = rng.pick(PARTNERS[country]);
      const invoice = `${String(rng.int(1, 999)).padStart(3, "0")}.${String(rng.int(0, 999)).padStart(3, "0")}.${String(rng.int(0, 999)).padStart(3, "0")}`;
      Object.assign(detail, {
        description: fill(text.invoice, { number: invoice, partner }),
        invoiceNumber: invoice,
        invoiceDate: addDays(draft.day, -rng.int(0, 6)),
        partnerName: partner,
      });
      break;
    }
    case "order": {
      const order = `PED-${number.slice(-6)}${String(hours).padStart(2, "0")}`;
      const catalogue = [
        ...SERVICES[country].filter((s) => s.vlPricePoints > 0).map((s) => s.nmService),
        ...PRODUCT_TEMPLATES[country].map((p) => p.name),
      ];
      const count = Math.max(1, Math.min(rng.int(1, 3), Math.floor(draft.points / 100)));
      // Shipping: a small share of the order, when there is anything to ship.
      const shipping =
        draft.points >= 500 && rng.chance(0.4) ? Math.round((draft.points * rng.int(4, 12)) / 1000) * 10 : 0;
      const subtotal = draft.points - Math.max(0, shipping);
      let left = subtotal;
      const items = Array.from({ length: count }, (_, i) => {
        const quantity = rng.int(1, 4);
        const points = i === count - 1 ? left : Math.max(10, Math.round(subtotal / count / 10) * 10);
        left -= points;
        return { productQuantity: quantity, productDescription: rng.pick(catalogue), productPoints: points };
      });
      Object.assign(detail, {
        description: fill(text.order, { number: order }),
        orderNumber: order,
        partnerName: "Orbia",
        orderItems: items,
        subTotalOrder: subtotal,
        shippingFee: Math.max(0, shipping),
        totalPointsOrder: draft.points,
      });
      break;
    }
    case "transfer": {
      const incoming = draft.transfer?.direction === "in";
      const other = draft.transfer?.name ?? "";
      transferPoints = incoming ? { sender: other, receiver: memberName } : { sender: memberName, receiver: other };
      detail.description = fill(incoming ? text.transferIn : text.transferOut, { name: other });
      break;
    }
    case "expired": {
      const earned = addYears(draft.day, -3);
      detail.description = fill(text.expired, { month: `${earned.slice(5, 7)}/${earned.slice(0, 4)}` });
      break;
    }
    case "expiring":
      detail.description = fill(text.expiring, { date: dmy(draft.expirationDate!) });
      break;
    case "bonus":
      detail.description = rng.pick(BONUSES[country]);
      break;
    case "campaign": {
      const year = Number(draft.day.slice(0, 4));
      detail.description = fill(rng.pick(CAMPAIGNS[country]), {
        season: `${year - 1}/${String(year).slice(2)}`,
        year: String(year),
      });
      break;
    }
    case "partners": {
      const partner = rng.pick(ORBIA_PARTNERS[country]);
      Object.assign(detail, { description: fill(text.partners, { partner }), partnerName: partner });
      break;
    }
    case "other":
      detail.description = rng.pick(OTHER[country]);
      break;
  }
  return {
    transactionDate: instant,
    pointsAmount: signed,
    category: categoryOf(country, draft.key),
    transactionDetails: [detail],
    transferPoints,
    nmMember: memberName,
    kind: draft.kind,
    status: draft.status,
  };
}

const ledgers = new Map<string, MemberLedger>();

/** A member's ledger for the member-area day of `now` (generated once per day and kept). */
export function ledgerOf(document: string, now: Date = new Date()): MemberLedger | undefined {
  const account = DEMO_ACCOUNTS.find((a) => a.document === document && a.member);
  if (!account) return undefined;
  const today = memberDay(now);
  const key = `${document}|${today}`;
  let ledger = ledgers.get(key);
  if (!ledger) {
    if (ledgers.size > 200) ledgers.clear();
    ledger = generate(account, today);
    ledgers.set(key, ledger);
  }
  return ledger;
}

export function countryOfDocument(document: string): Country | undefined {
  const account = DEMO_ACCOUNTS.find((a) => a.document === document);
  return account && (account.country === "AR" || account.country === "BR") ? account.country : undefined;
}

export interface HistoryFilter {
  categories: readonly string[];
  startDate: string | null;
  endDate: string | null;
  search: string | null;
}

export function filterHistory(transactions: readonly Transaction[], filter: HistoryFilter): Transaction[] {
  const needle = filter.search?.trim() ?? "";
  return transactions.filter((t) => {
    const day = memberDay(t.transactionDate);
    if (filter.categories.length && !filter.categories.includes(t.category.id)) return false;
    if (filter.startDate && day < filter.startDate) return false;
    if (filter.endDate && day > filter.endDate) return false;
    if (!needle) return true;
    const detail = t.transactionDetails[0];
    const haystack = [
      detail.description,
      detail.transactionNumber,
      detail.invoiceNumber,
      detail.orderNumber,
      detail.partnerName,
      t.category.name,
    ]
      .filter(Boolean)
      .join(" ");
    return matchesSearch(haystack, needle);
  });
}
