import type { Product } from "~/domain/catalog/product";
import { breadcrumbJsonLd, SCHEMA_ORG } from "~/seo/schema-org";

/** Text for a JSON-LD block: no angle brackets, so nothing in it can close the <script> it sits in. */
const clean = (text: string) => text.replace(/[<>]/g, "").trim();

export interface ProductPageFacts {
  /** The page's own path, title and description, as its head gives them. */
  path: string;
  title: string;
  description: string;
  locale: string;
  brandName: string | null;
  /** The trail the page shows above the product (catalogue, tab), then the product itself. */
  trail: readonly { label: string; href: string }[];
}

/**
 * What a product page publishes (decision 0054): an ItemPage about the product and its brand, and the trail it
 * shows as a BreadcrumbList. Not a schema.org Product: Google shows a product result only with an offer with its
 * price, a review or a rating, and the catalogue has none of them (the products are bought from dealers, at their
 * prices), so a Product here would be an invalid item in every product page's report.
 */
export function productPageJsonLd(origin: string, product: Product, facts: ProductPageFacts) {
  const url = new URL(facts.path, origin).toString();
  const hybrid = product.hybridLabel && product.hybridLabel !== "null" ? clean(product.hybridLabel) : null;
  const subject = {
    "@type": "Thing",
    name: clean(product.productLabel),
    ...(hybrid ? { alternateName: hybrid } : {}),
    description: clean(product.positioningStatement ?? product.description ?? product.productLabel),
    identifier: clean(product.id),
    ...(product.image ? { image: new URL(product.image.src, origin).toString() } : {}),
  };
  const page = {
    "@context": SCHEMA_ORG,
    "@type": "ItemPage",
    "@id": url,
    url,
    name: clean(facts.title),
    description: clean(facts.description),
    inLanguage: facts.locale,
    about: [subject, ...(facts.brandName ? [{ "@type": "Brand", name: clean(facts.brandName) }] : [])],
  };
  const trail = [...facts.trail, { label: product.productLabel, href: facts.path }];
  return [page, breadcrumbJsonLd(origin, trail)];
}
