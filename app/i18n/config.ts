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
  "local-yield",
  "finder",
  "loyalty",
  "fields",
  "interests",
  "rewards",
  "finance",
  "onboarding",
  "banners",
  "courses",
  "redemption",
  "vouchers",
  "marketing-form",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = "common";
