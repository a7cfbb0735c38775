import { formatMapPosition } from "../../app/domain/finder/position";
import type { Contact, ContactList } from "../../app/services/dealers/contract";
import { type Town, TOWNS } from "./dealers-places";

/**
 * The dealers upstream's contacts (issue 15): generated, deterministic (a seeded generator per country), names of
 * our own around real towns (dealers-places.ts). About 200 per country: 60 % dealers, 25 % distributors, 15 %
 * agronomists (Brazil's RTVs); each within ~20 km of its town, with crops and services as '##' facet values and
 * the country's facet map (spec 002 §5). `generateContacts` also feeds the bench (10,000 contacts).
 *
 * As a directory with translated profiles would (issue 27, decision 0055): crops and services are codes ("corn",
 * "crop-protection") the portal puts in its own words, and what a contact writes of itself (its description, its
 * badge, its opening hours) is kept in each language of its country and answered in the locale asked for (the
 * country's first language without one). A US contact reads the same in en-US and es-US but for those texts.
 *
 * Fixed points for tests: the first contact of every country is a dealer in the country's first town, with a
 * WhatsApp number ("br-dealer-1": Rio Verde, GO; "ar-dealer-1": Pergamino; "us-dealer-1": Ames, IA).
 */
interface CountryWords {
  /** The languages its contacts write their profiles in, the first the directory's own. */
  locales: string[];
  prefixes: string[];
  suffixes: string[];
  agronomists: string[];
  /** Facet codes (the portal names them: locales/<locale>/finder.json, values). */
  crops: string[];
  services: string[];
  street: (n: number, name: string) => string;
  streets: string[];
  phone: (area: number, n: number) => string;
  whatsApp: (area: number, n: number) => string;
  domain: string;
}

/** What a contact writes of itself, in one language. */
interface ProfileTexts {
  descriptions: Record<Contact["type"], string>;
  badges: { partner: string; coop: string };
  hours: string;
}

const SERVICES = ["seed", "crop-protection", "biologicals", "digital-farming", "soil-analysis"];

const WORDS: Record<string, CountryWords> = {
  BR: {
    locales: ["pt-BR"],
    prefixes: ["Agro", "Campo", "Terra", "Safra", "Cerrado", "Semear", "Plantar", "Rural", "Grão", "Raiz"],
    suffixes: ["Forte", "Norte", "Sul", "Vida", "Verde", "Nova", "Brasil", "Centro", "Real", "Viva"],
    agronomists: ["Ana Souza", "Bruno Lima", "Carla Ribeiro", "Diego Martins", "Elisa Rocha", "Fábio Nunes"],
    crops: ["soy", "corn", "cotton", "wheat", "beans", "coffee", "sugarcane"],
    services: SERVICES,
    street: (n, name) => `Av. ${name}, ${n}`,
    streets: ["Brasil", "Goiás", "das Palmeiras", "Rio Branco", "Independência", "dos Pioneiros"],
    phone: (area, n) => `+55 (${area}) 3${String(n).padStart(3, "0")}-${String(1000 + n * 7).slice(-4)}`,
    whatsApp: (area, n) => `+55 (${area}) 9${String(8000 + n).slice(-4)}-${String(2000 + n * 3).slice(-4)}`,
    domain: "com.br",
  },
  AR: {
    locales: ["es-AR"],
    prefixes: ["Agro", "Campo", "Pampa", "Semillas", "Cosecha", "Surco", "Llanura", "Siembra", "Tierra", "Trigal"],
    suffixes: ["del Sur", "Norte", "Pampeana", "Unida", "Nueva", "del Centro", "Grande", "del Litoral", "Verde", "SRL"],
    agronomists: [
      "Ing. Agr. Lucía Fernández",
      "Ing. Agr. Martín Gómez",
      "Ing. Agr. Sofía Díaz",
      "Ing. Agr. Pablo Ruiz",
    ],
    crops: ["soy", "corn", "wheat", "sunflower", "sorghum", "barley"],
    services: SERVICES,
    street: (n, name) => `${name} ${n}`,
    streets: ["San Martín", "Belgrano", "Rivadavia", "Mitre", "Sarmiento", "Av. Colón"],
    phone: (area, n) => `+54 (${area}) 4${String(n).padStart(2, "0").slice(-2)}-${String(1000 + n * 7).slice(-4)}`,
    whatsApp: (area, n) => `+54 9 ${area} 5${String(n).padStart(2, "0").slice(-2)}-${String(2000 + n * 3).slice(-4)}`,
    domain: "com.ar",
  },
  US: {
    locales: ["en-US", "es-US"],
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
    crops: ["corn", "soy", "wheat", "sorghum", "alfalfa", "cotton"],
    services: SERVICES,
    street: (n, name) => `${n} ${name}`,
    streets: ["Main St", "Commerce Dr", "Elevator Rd", "County Rd 12", "Industrial Pkwy", "Grand Ave"],
    phone: (area, n) => `+1 (${area}) 555-${String(100 + (n % 900)).padStart(4, "0")}`,
    whatsApp: (area, n) => `+1 (${area}) 555-${String(1100 + (n % 800)).padStart(4, "0")}`,
    domain: "com",
  },
};

/** Each language's profile texts, by the locale the directory is asked in. */
const PROFILES: Record<string, ProfileTexts> = {
  "pt-BR": {
    descriptions: {
      dealer: "Revenda de sementes, defensivos e assistência técnica",
      distributor: "Distribuidor regional com entrega na fazenda",
      agronomist: "RTV: representante técnico de vendas",
    },
    badges: { partner: "Parceiro Ouro", coop: "Cooperativa" },
    hours: "Seg a sex 7h às 18h, sáb 7h às 12h",
  },
  "es-AR": {
    descriptions: {
      dealer: "Distribuidor oficial de semillas y protección de cultivos",
      distributor: "Acopio y distribución con entrega en campo",
      agronomist: "Asesoramiento agronómico y recomendaciones por lote",
    },
    badges: { partner: "Socio Oro", coop: "Cooperativa" },
    hours: "Lun a vie 8 a 18 h, sáb 8 a 12 h",
  },
  "en-US": {
    descriptions: {
      dealer: "Seed dealer with in-season agronomy support",
      distributor: "Regional distributor with on-farm delivery",
      agronomist: "Certified crop adviser",
    },
    badges: { partner: "Gold Partner", coop: "Co-op" },
    hours: "Mon–Fri 7 am–6 pm, Sat 8 am–noon",
  },
  "es-US": {
    descriptions: {
      dealer: "Distribuidor de semillas con asesoría agronómica durante la temporada",
      distributor: "Mayorista regional con entrega en la finca",
      agronomist: "Asesor de cultivos certificado",
    },
    badges: { partner: "Socio Oro", coop: "Cooperativa" },
    hours: "Lun a vie de 7 a. m. a 6 p. m., sáb de 8 a. m. a 12 p. m.",
  },
};

/** The locale a country's directory answers in: the one asked for when its contacts write it, else its own. */
function answeredLocale(words: CountryWords, locale: string | null): string {
  return locale && words.locales.includes(locale) ? locale : words.locales[0]!;
}

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

/** `count` contacts of the country, the same ones every time, their profiles in `locale` (the country's own by default). */
export function generateContacts(country: string, count: number, locale: string | null = null): Contact[] {
  const words = WORDS[country];
  const towns = TOWNS[country];
  if (!words || !towns) return [];
  const profile = PROFILES[answeredLocale(words, locale)]!;
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
      description: profile.descriptions[type],
      badge:
        badgeRoll < 0.12
          ? profile.badges.partner
          : badgeRoll < 0.2 && type !== "agronomist"
            ? profile.badges.coop
            : null,
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
      hours: random() < 0.5 ? profile.hours : null,
      facets: {
        crops: pickSome(random, words.crops, 1).join("##"),
        services: pickSome(random, words.services, 1).join("##"),
      },
    };
  });
}

/** The facet map of the country: every crop and service code its contacts can carry. */
export function facetMapOf(country: string): string {
  const words = WORDS[country];
  return words ? `crops::${words.crops.join("##")}&&services::${words.services.join("##")}` : "";
}

const CONTACTS_PER_COUNTRY = 200;
const lists = new Map<string, ContactList>();

/** What GET /contacts answers for the country in a locale: the same list every time, built on first use. */
export function contactListOf(country: string, locale: string | null = null): ContactList {
  const words = WORDS[country];
  const key = `${country}|${words ? answeredLocale(words, locale) : ""}`;
  let list = lists.get(key);
  if (!list) {
    list = {
      country,
      facetMap: facetMapOf(country),
      contacts: generateContacts(country, CONTACTS_PER_COUNTRY, locale),
    };
    lists.set(key, list);
  }
  return list;
}

export const DEALER_COUNTRIES = Object.keys(WORDS);
