import type { Locale } from "~/countries";
import { type Brand, type Product, PRODUCT_GROUPS, type ProductGroup } from "~/domain/catalog/product";
import { env } from "~/env.server";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { log } from "../log.server";
import { assetGroupOf, brandList, PRODUCT_PAGE_SIZE, type ProductAssets, productAssets, productList } from "./contract";

/**
 * The products upstream (spec 002 §7). Every call is cached 30 minutes per
 * locale (spec 002 §9) with stale-while-revalidate, so a failing upstream keeps
 * serving the last good catalogue for a while. Failures never escape as
 * exceptions to the catalogue: spec 002 §8, "Error fetching products" is
 * logged, the list goes empty, and the page says no results were found.
 */
const UPSTREAM = "products";
const POLICY = { ttlMs: LIFETIMES.products, staleMs: LIFETIMES.products * 2 };
const TIMEOUTS = { timeoutMs: 2_500, deadlineMs: 4_000 };

function url(path: string, params: Record<string, string | number>): URL {
  const target = new URL(path.replace(/^\//, ""), `${env.PRODUCTS_API_URL.replace(/\/?$/, "/")}`);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
  return target;
}

/** Every product of a group: page 1, then the remaining pages of 20 in parallel. */
async function fetchGroup(locale: Locale, group: ProductGroup): Promise<Product[]> {
  const page = (n: number) =>
    http.request({
      upstream: UPSTREAM,
      name: "products-list",
      url: url("/products", {
        productGroup: group,
        locale,
        page: n,
        pageSize: PRODUCT_PAGE_SIZE,
        decorateByCMS: "true",
      }),
      schema: productList,
      ...TIMEOUTS,
    });
  const first = await page(1);
  const pages = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((p) => p.products);
}

/** One product group, cached; throws UpstreamError. */
export function listProductGroup(locale: Locale, group: ProductGroup): Promise<Product[]> {
  return cache.get(cacheKey({ upstream: UPSTREAM, call: "group", locale, params: { group } }), POLICY, () =>
    fetchGroup(locale, group),
  );
}

export interface CatalogResult {
  products: Product[];
  /** Groups that could not be fetched (logged): their products are simply missing. */
  failedGroups: ProductGroup[];
}

/** The whole catalogue of a locale. Never throws: a failing group is logged and left out. */
export async function getCatalog(locale: Locale): Promise<CatalogResult> {
  const settled = await Promise.allSettled(PRODUCT_GROUPS.map((group) => listProductGroup(locale, group)));
  const failedGroups: ProductGroup[] = [];
  const products = settled.flatMap((result, i) => {
    if (result.status === "fulfilled") return result.value;
    failedGroups.push(PRODUCT_GROUPS[i]);
    logProductError(result.reason, { locale, group: PRODUCT_GROUPS[i] });
    return [];
  });
  return { products, failedGroups };
}

/** The brands of a locale; an empty list when the upstream fails (the picker then hides). */
export async function getBrands(locale: Locale): Promise<Brand[]> {
  try {
    const body = await cache.get(cacheKey({ upstream: UPSTREAM, call: "brands", locale }), POLICY, () =>
      http.request({
        upstream: UPSTREAM,
        name: "products-brands",
        url: url("/brands", { locale }),
        schema: brandList,
        ...TIMEOUTS,
      }),
    );
    return body.brands;
  } catch (error) {
    logProductError(error, { locale, call: "brands" });
    return [];
  }
}

export type ProductLookup = { status: "found"; product: Product } | { status: "missing" } | { status: "unavailable" };

/** One product by its seoSlug (products by seoSlugs, spec 002 §7), cached. */
export async function getProductBySlug(locale: Locale, seoSlug: string): Promise<ProductLookup> {
  try {
    // An unknown slug is cached as "not found" (its own quota): a flood of them never evicts the catalogue.
    const policy = {
      ...POLICY,
      isMissing: (list: { products: Product[] }) => !list.products.some((p) => p.seoSlug === seoSlug),
    };
    const body = await cache.get(
      cacheKey({ upstream: UPSTREAM, call: "by-slug", locale, params: { seoSlug } }),
      policy,
      () =>
        http.request({
          upstream: UPSTREAM,
          name: "products-by-slug",
          url: url("/products", { seoSlugs: seoSlug, locale }),
          schema: productList,
          ...TIMEOUTS,
        }),
    );
    const product = body.products.find((p) => p.seoSlug === seoSlug);
    return product ? { status: "found", product } : { status: "missing" };
  } catch (error) {
    logProductError(error, { locale, seoSlug });
    return { status: "unavailable" };
  }
}

/**
 * The product's assets (spec 002 §7: one asset query per product group).
 * Spec 002 §8: a failed asset fetch yields a product without assets, so this
 * returns null instead of failing; a 404 means the product has none.
 */
export async function getProductAssets(
  locale: Locale,
  product: Pick<Product, "seoSlug" | "productGroup">,
): Promise<ProductAssets | null> {
  const group = assetGroupOf(product.productGroup);
  try {
    return await cache.get(
      cacheKey({ upstream: UPSTREAM, call: "assets", locale, params: { group, seoSlug: product.seoSlug } }),
      POLICY,
      () =>
        http.request({
          upstream: UPSTREAM,
          name: "products-assets",
          url: url(`/assets/${group}`, { seoSlug: product.seoSlug, locale }),
          schema: productAssets,
          ...TIMEOUTS,
        }),
    );
  } catch (error) {
    if (!(isUpstreamError(error) && error.status === 404))
      log("warn", "Error fetching product assets", { locale, seoSlug: product.seoSlug, error: String(error) });
    return null;
  }
}

/** Spec 002 §8: the log reads 'Error fetching products'. */
function logProductError(error: unknown, fields: Record<string, unknown>) {
  log("error", "Error fetching products", {
    ...fields,
    kind: isUpstreamError(error) ? error.kind : "unexpected",
    status: isUpstreamError(error) ? error.status : undefined,
    error: error instanceof Error ? error.message : String(error),
  });
}
