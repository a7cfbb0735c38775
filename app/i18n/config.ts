/** The namespaces every locale must provide, one JSON file each under locales/<locale>/. */
export const NAMESPACES = [
  "common",
  "nav",
  "home",
  "account",
  "contact",
  "pages",
  "forms",
  "catalog",
  "seed-quality",
  "loyalty",
  "fields",
  "vouchers",
  "marketing-form",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = "common";
