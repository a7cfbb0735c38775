import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { productHref } from "~/catalog/product-model.server";
import { oldPortalLocale } from "~/countries";
import { legacyRedirect, parseLegacyParams } from "~/domain/catalog/legacy-link";
import { href } from "~/i18n/href";
import { getCatalog } from "~/services/products/client.server";

/**
 * The old portal's entry links (spec 000 §2):
 * /es/catalog/{crop}/{brand slug}/{brand id}/{product id}/catalog → 301 to the
 * product's page in the locale of the country they were printed for; an
 * unknown product → 302 to that brand's catalogue. Mounted only when a country
 * claims the links (app/routes.ts).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const locale = oldPortalLocale();
  if (!locale) throw new Response("Not found", { status: 404 });
  const link = parseLegacyParams(params);
  let target: string | null = null;
  if (link) {
    const { products } = await getCatalog(locale);
    const product = products.find((p) => p.id === link.productId);
    target = product ? productHref(locale, product).href : null;
    if (product && productHref(locale, product).external) target = null;
  }
  const catalog = href(locale, "catalog") ?? href(locale)!;
  const { status, location } = legacyRedirect(link, target, (brand) =>
    brand ? `${catalog}?brand=${encodeURIComponent(brand)}` : catalog,
  );
  return redirect(location, status);
}
