import type { Brand } from "~/domain/catalog/product";

/**
 * The brand picker (spec 000 §2 §4 §5): it picks the brand matching the
 * requested value or the first; when the current value is unavailable it
 * auto-selects the first; it is hidden where the country's catalogue does not
 * offer it (the spec's pt-br) or when there is only one brand.
 */
export function pickBrand<B extends Pick<Brand, "value">>(
  brands: readonly B[],
  value: string | null | undefined,
): B | null {
  return brands.find((brand) => brand.value === value) ?? brands[0] ?? null;
}

/** Whether the requested value had to be replaced by the first brand (the URL named a brand that is not offered). */
export function brandWasReplaced(brands: readonly Pick<Brand, "value">[], value: string | null | undefined): boolean {
  return Boolean(value) && !brands.some((brand) => brand.value === value);
}

export function showBrandPicker(offered: boolean, brands: readonly unknown[]): boolean {
  return offered && brands.length > 1;
}
