import { formatMapPosition } from "../../app/domain/finder/position";
import type { Contact, ContactList } from "../../app/services/dealers/contract";
import { type Town, TOWNS } from "./dealers-places";

/**
 * The dealers upstream's contacts (issue 15): generated, deterministic (a seeded generator per country), names of
 * our own around real towns (dealers-places.ts). About 200 per country: 60 % dealers, 25 % distributors, 15 %
 * agronomists (Brazil's RTVs); each within ~20 km of its town, with crops and services as '##' facet values and
 * the country's facet map (spec 002 §5). `generateContacts` also feeds the bench (10,000 contacts).
 *
 * Fixed points for tests: the first contact of every country is a dealer in the country's first town, with a
 * WhatsApp number ("br-dealer-1": Rio Verde, GO; "ar-dealer-1": Pergamino; "us-dealer-1": Ames, IA).
 */
interface CountryWords {
  prefixes: string[];
  suffixes: string[];
  agronomists: string[];
  descriptions: Record<Contact["type"], string>;
  badges: string[];
  crops: string[];
  services: string[];
  street: (n: number, name: string) => string;
  streets: string[];
  phone: (area: number, n: number) => string;
  whatsApp: (area: number, n: number) => string;
  hours: string;
  domain: string;
}

const WORDS: Record<string, CountryWords> = {
  BR: {
    prefixes: ["Agro", "Campo", "Terra", "Safra", "Cerrado", "Semear", "Plantar", "Rural", "Grão", "Raiz"],
    suffixes: ["Forte", "Norte", "Sul", "Vida", "Verde", "Nova", "Brasil", "Centro", "Real", "Viva"],
    agronomists: ["Ana Souza", "Bruno Lima", "Carla Ribeiro", "Diego Martins", "Elisa Rocha", "Fábio Nunes"],
    descriptions: {
      dealer: "Revenda de sementes, defensivos e assistência técnica",
      distributor: "Distribuidor regional com entrega na fazenda",
      agronomist: "RTV: representante técnico de vendas",
    },
    badges: ["Parceiro Ouro", "Cooperativa"],
    crops: ["Soja", "Milho", "Algodão", "Trigo", "Feijão", "Café", "Cana"],
    services: ["Sementes", "Defensivos", "Biológicos", "Agricultura digital", "Análise de solo"],
    street: (n, name) => `Av. ${name}, ${n}`,
    streets: ["Brasil", "Goiás", "das Palmeiras", "Rio Branco", "Independência", "dos Pioneiros"],
    phone: (area, n) => `+55 (${area}) 3${String(n).padStart(3, "0")}-${String(1000 + n * 7).slice(-4)}`,
    whatsApp: (area, n) => `+55 (${area}) 9${String(8000 + n).slice(-4)}-${String(2000 + n * 3).slice(-4)}`,
    hours: "Seg a sex 7h às 18h, sáb 7h às 12h",
    domain: "com.br",
  },
  AR: {
    prefixes: ["Agro", "Campo", "Pampa", "Semillas", "Cosecha", "Surco", "Llanura", "Siembra", "Tierra", "Trigal"],
    suffixes: ["del Sur", "Norte", "Pampeana", "Unida", "Nueva", "del Centro", "Grande", "del Litoral", "Verde", "SRL"],
    agronomists: [
      "Ing. Agr. Lucía Fernández",
      "Ing. Agr. Martín Gómez",
      "Ing. Agr. Sofía Díaz",
      "Ing. Agr. Pablo Ruiz",
    ],
    descriptions: {
      dealer: "Distribuidor oficial de semillas y protección de cultivos",
      distributor: "Acopio y distribución con entrega en campo",
      agronomist: "Asesoramiento agronómico y recomendaciones por lote",
    },
    badges: ["Socio Oro", "Cooperativa"],
    crops: ["Soja", "Maíz", "Trigo", "Girasol", "Sorgo", "Cebada"],
    services: ["Semillas", "Protección de cultivos", "Biológicos", "Agricultura digital", "Análisis de suelo"],
    street: (n, name) => `${name} ${n}`,
    streets: ["San Martín", "Belgrano", "Rivadavia", "Mitre", "Sarmiento", "Av. Colón"],
    phone: (area, n) => `+54 (${area}) 4${String(n).padStart(2, "0").slice(-2)}-${String(1000 + n * 7).slice(-4)}`,
    whatsApp: (area, n) => `+54 9 ${area} 5${String(n).padStart(2, "0").slice(-2)}-${String(2000 + n * 3).slice(-4)}`,
    hours: "Lun a vie 8 a 18 h, sáb 8 a 12 h",
    domain: "com.ar",
  },
  US: {
    prefixes: [
      "Prairie",
      "Heartland",
      "Harvest",
      "Golden",
      "River Valley",
      "Cornbelt",
      "Plains",
      "Northstar",
      "Big Sky",
    ],
    suffixes: ["Ag Supply", "Seed Co.", "Farm Service", "Agronomy", "Co-op", "Grain & Seed", "Ag Center"],
    agronomists: ["Emily Carter", "Jake Miller", "Sarah Olson", "Tom Becker", "Megan Schultz"],
    descriptions: {
      dealer: "Seed dealer with in-season agronomy support",
      distributor: "Regional distributor with on-farm delivery",
      agronomist: "Certified crop adviser",
    },
    badges: ["Gold Partner", "Co-op"],
    crops: ["Corn", "Soybeans", "Wheat", "Sorghum", "Alfalfa", "Cotton"],
    services: ["Seed", "Crop protection", "Biologicals", "Digital farming", "Soil sampling"],
    street: (n, name) => `${n} ${name}`,
    streets: ["Main St", "Commerce Dr", "Elevator Rd", "County Rd 12", "Industrial Pkwy", "Grand Ave"],
    phone: (area, n) => `+1 (${area}) 555-${String(100 + (n % 900)).padStart(4, "0")}`,
    whatsApp: (area, n) => `+1 (${area}) 555-${String(1100 + (n % 800)).padStart(4, "0")}`,
    hours: "Mon–Fri 7 am–6 pm, Sat 8 am–noon",
    domain: "com",
  },
};

/** The phone area of each country's towns, in TOWNS order (cycled when a list is longer). */
const AREAS: Record<string, number[]> = {
  BR: [
    64, 64, 62, 61, 61, 66, 65, 66, 66, 66, 65, 67, 67, 67, 38, 34, 34, 34, 16, 19, 43, 44, 45, 42, 54, 55, 55, 49, 77,
    77, 99, 89, 63,
  ],
  AR: [
    2477, 236, 2396, 249, 2281, 2262, 2983, 291, 2317, 2342, 3388, 341, 3462, 3492, 342, 3482, 351, 358, 3472, 353,
    3564, 3385, 343, 345, 2954, 387, 381, 3731,
  ],
  US: [
    515, 515, 319, 712, 217, 309, 309, 217, 765, 260, 614, 402, 308, 308, 785, 785, 507, 320, 701, 605, 605, 608, 573,
    870, 806, 559,
  ],
};

/** mulberry32: a small, fast, seeded generator, so every run serves the same contacts. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seedOf = (country: string) => [...country].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 17);

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function pickSome(random: () => number, values: string[], min: number): string[] {
  const chosen = values.filter(() => random() < 0.45);
  for (const value of values) if (chosen.length < min && !chosen.includes(value)) chosen.push(value);
  return chosen;
}

/** `count` contacts of the country, the same ones every time. */
export function generateContacts(country: string, count: number): Contact[] {
  const words = WORDS[country];
  const towns = TOWNS[country];
  if (!words || !towns) return [];
  const random = seeded(seedOf(country));
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
  const prefix = country.toLowerCase();
  const perType: Record<Contact["type"], number> = { dealer: 0, distributor: 0, agronomist: 0 };
  return Array.from({ length: count }, (_, n): Contact => {
    const townIndex = n === 0 ? 0 : Math.floor(random() * towns.length);
    const town: Town = towns[townIndex]!;
    const area = AREAS[country]![townIndex % AREAS[country]!.length]!;
    const roll = random();
    const type: Contact["type"] = n === 0 || roll < 0.6 ? "dealer" : roll < 0.85 ? "distributor" : "agronomist";
    perType[type] += 1;
    const title =
      type === "agronomist" ? pick(words.agronomists) : `${pick(words.prefixes)} ${pick(words.suffixes)} ${town.town}`;
    // Within ~20 km of the town: 0.18° of latitude is about 20 km.
    const lat = Number((town.lat + (random() - 0.5) * 0.36).toFixed(4));
    const lng = Number((town.lng + (random() - 0.5) * 0.36).toFixed(4));
    const hasWhatsApp = n === 0 || random() < (country === "US" ? 0.2 : 0.8);
    const badgeRoll = random();
    return {
      id: `${prefix}-${type}-${perType[type]}`,
      type,
      country,
      title,
      description: words.descriptions[type],
      badge: badgeRoll < 0.12 ? words.badges[0]! : badgeRoll < 0.2 && type !== "agronomist" ? words.badges[1]! : null,
      logo: null,
      street: words.street(10 + Math.floor(random() * 2_900), pick(words.streets)),
      town: town.town,
      region: town.region,
      postcode: town.postcode,
      position: formatMapPosition({ lat, lng }),
      phone: words.phone(area, n),
      whatsApp: hasWhatsApp ? words.whatsApp(area, n) : null,
      email: type === "agronomist" ? null : `contato@${slug(title)}.example`,
      website: type === "dealer" && random() < 0.5 ? `${slug(title)}.example` : null,
      hours: random() < 0.5 ? words.hours : null,
      facets: {
        crops: pickSome(random, words.crops, 1).join("##"),
        services: pickSome(random, words.services, 1).join("##"),
      },
    };
  });
}

/** The facet map of the country: every crop and service its contacts can carry. */
export function facetMapOf(country: string): string {
  const words = WORDS[country];
  return words ? `crops::${words.crops.join("##")}&&services::${words.services.join("##")}` : "";
}

const CONTACTS_PER_COUNTRY = 200;
const lists = new Map<string, ContactList>();

/** What GET /contacts answers for the country: the same list every time, built on first use. */
export function contactListOf(country: string): ContactList {
  let list = lists.get(country);
  if (!list) {
    list = { country, facetMap: facetMapOf(country), contacts: generateContacts(country, CONTACTS_PER_COUNTRY) };
    lists.set(country, list);
  }
  return list;
}

export const DEALER_COUNTRIES = Object.keys(WORDS);
