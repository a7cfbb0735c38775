/**
 * Names that read as another language's words but are names, the same in every locale (issue 27's language check,
 * site-language.spec.ts): a page may show them whatever its language. Each is matched as written (case and all),
 * whole words only, and taken out of the text before its words are checked; "Seed Co." is a dealer's name, "seed"
 * on a Spanish page is still English. Reviewed: add a name here only when it is one, and say what it names.
 */
const NAMES_BY_KIND = {
  /** Products of the catalogue, sold under one name in every country. */
  products: [
    "Azospi Maíz", // inoculant (Azospirillum brasilense)
    "Cosecha Sana", // crop protection
    "Semilla Segura", // seed treatment
  ],
  /** Hybrids and varieties: the line's name, then its trait. */
  hybrids: ["Viento Norte"],
  /** Businesses: the sandbox directory's US dealers are named "<place> Seed Co.", "<place> Farm Service"... */
  businesses: ["Seed Co.", "Grain & Seed", "Farm Service"],
  /** Farms and fields as their growers named them (the field-data partner's US demo account). */
  farms: ["Prairie Creek Farm"],
  /** Places and climate events, named alike in every language. */
  places: ["Corn Belt", "La Niña"],
} as const;

export const NAMES: readonly string[] = Object.values(NAMES_BY_KIND).flat();
