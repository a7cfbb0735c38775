/** The namespaces every locale must provide, one JSON file each under locales/<locale>/. */
export const NAMESPACES = [
  "common",
  "nav",
  "home",
  "content",
  "account",
  "contact",
  "pages",
  "forms",
  "catalog",
  "seed-quality",
  "local-yield",
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
  "marketing",
  "blocks",
  "articles",
  "media",
  "weather",
  "search",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = "common";
