import type { Product } from "~/services/products/contract";

/** Text for a JSON-LD block: no angle brackets, so nothing in it can close the <script> it sits in. */
const clean = (text: string) => text.replace(/[<>]/g, "").trim();

/** schema.org Product for a product page (rich results): name, description, image, brand, category, sku. */
export function productJsonLd(product: Product, { brandName, url }: { brandName: string | null; url: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: clean(product.productLabel),
    ...(product.hybridLabel && product.hybridLabel !== "null" ? { alternateName: clean(product.hybridLabel) } : {}),
    description: clean(product.positioningStatement ?? product.description ?? product.productLabel),
    sku: clean(product.id),
    category: clean(product.productTypeLabel ?? product.cropLabel ?? product.productGroup),
    ...(product.image ? { image: product.image.src } : {}),
    ...(brandName ? { brand: { "@type": "Brand", name: clean(brandName) } } : {}),
    url,
  };
}
