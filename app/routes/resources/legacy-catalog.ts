import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { LEGACY_LOCALE, legacyRedirect, parseLegacyParams } from "~/domain/catalog/legacy-link";
import { href } from "~/i18n/href";
import { productHref } from "~/routes/$locale/catalog/product-model.server";
import { getCatalog } from "~/services/products/client.server";

/**
 * The old portal's entry links (spec 000 §2):
 * /es/catalog/{crop}/{brand slug}/{brand id}/{product id}/catalog → 301 to the
 * product's page on the Argentine site; an unknown product → 302 to that
 * brand's catalogue.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const link = parseLegacyParams(params);
  let target: string | null = null;
  if (link) {
    const { products } = await getCatalog(LEGACY_LOCALE);
    const product = products.find((p) => p.id === link.productId);
    target = product ? productHref(LEGACY_LOCALE, product).href : null;
    if (product && productHref(LEGACY_LOCALE, product).external) target = null;
  }
  const catalog = href(LEGACY_LOCALE, "catalog") ?? href(LEGACY_LOCALE)!;
  const { status, location } = legacyRedirect(link, target, (brand) =>
    brand ? `${catalog}?brand=${encodeURIComponent(brand)}` : catalog,
  );
  return redirect(location, status);
}
