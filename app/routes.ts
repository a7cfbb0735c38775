import { index, route, type RouteConfig } from "@remix-run/route-config";

import { WHATSAPP_WEBHOOK_PATH } from "./alerts/webhook-path";
import { enabledSections, type Locale, localePrefix, LOCALES, oldPortalLocale, type SectionId } from "./countries";
import { LEGACY_ROUTE } from "./domain/catalog/legacy-link";

/**
 * The one route module behind each section, whatever its localized path, and
 * what follows that path when the section takes parameters (e.g. ":seoSlug").
 */
const SECTION_MODULES: Record<SectionId, { file: string; params?: string }> = {
  account: { file: "routes/$locale/account/route.tsx" },
  contact: { file: "routes/$locale/contact/route.tsx" },
  about: { file: "routes/$locale/content/route.tsx" },
  privacy: { file: "routes/$locale/content/route.tsx" },
  catalog: { file: "routes/$locale/catalog/route.tsx" },
  "bio-products": { file: "routes/$locale/catalog/route.tsx" },
  "crop-protection-product": { file: "routes/$locale/product/route.tsx", params: ":seoSlug" },
  "seed-product": { file: "routes/$locale/product/route.tsx", params: ":seoSlug" },
  "seed-quality": { file: "routes/$locale/seed-quality/route.tsx" },
  "local-yield-results": { file: "routes/$locale/local-yield/route.tsx" },
  "local-yield-brand": { file: "routes/$locale/local-yield/route.tsx", params: ":brand" },
  loyalty: { file: "routes/$locale/loyalty/route.tsx" },
  "loyalty-history": { file: "routes/$locale/loyalty-history/route.tsx" },
  "loyalty-transaction": { file: "routes/$locale/loyalty-transaction/route.tsx", params: ":transactionNumber" },
  "loyalty-history-csv": { file: "routes/$locale/loyalty-history/csv.ts" },
  "invoice-register": { file: "routes/$locale/invoice-register/route.tsx" },
  invoices: { file: "routes/$locale/invoices/route.tsx" },
  invoice: { file: "routes/$locale/invoice/route.tsx", params: ":accessKey" },
  "invoices-csv": { file: "routes/$locale/invoices/csv.ts" },
  "points-calculator": { file: "routes/$locale/points-calculator/route.tsx" },
  "field-data": { file: "routes/$locale/fields/route.tsx" },
  "field-export": { file: "routes/$locale/fields/export.ts", params: ":owner/:file" },
  "field-recommendations": { file: "routes/$locale/field-recommendations/route.tsx" },
  preceon: { file: "routes/$locale/preceon/route.tsx" },
  "connect-account": { file: "routes/$locale/connect-account/route.tsx" },
  "carbon-journey": { file: "routes/$locale/carbon-journey/route.tsx" },
  "content-for-you": { file: "routes/$locale/content-for-you/route.tsx" },
  receipt: { file: "routes/$locale/receipt/route.tsx", params: ":key" },
  rewards: { file: "routes/$locale/rewards/route.tsx" },
  finance: { file: "routes/$locale/finance/route.tsx" },
  onboarding: { file: "routes/$locale/onboarding/route.tsx" },
  courses: { file: "routes/$locale/courses/route.tsx" },
  course: { file: "routes/$locale/course/route.tsx", params: ":courseSlug" },
  articles: { file: "routes/$locale/articles/route.tsx" },
  article: { file: "routes/$locale/article/route.tsx", params: ":slug" },
  dealer: { file: "routes/$locale/dealer/route.tsx", params: ":dealerId" },
  "rewards-redeem": { file: "routes/$locale/rewards-redeem/route.tsx", params: ":step?" },
  "rewards-requests": { file: "routes/$locale/rewards-requests/route.tsx", params: ":requestId?" },
  voucher: { file: "routes/$locale/voucher/route.tsx" },
  "voucher-confirmation": { file: "routes/$locale/voucher-confirmation/route.tsx", params: ":key" },
  search: { file: "routes/$locale/search/route.tsx" },
  "preference-centre": { file: "routes/$locale/preference-centre/route.tsx" },
  offline: { file: "routes/$locale/offline/route.tsx" },
  alerts: { file: "routes/$locale/alerts/route.tsx" },
  "alert-settings": { file: "routes/$locale/alert-settings/route.tsx" },
  "alert-unsubscribe": { file: "routes/$locale/alert-unsubscribe/route.tsx", params: ":token" },
};

/**
 * Every locale's tree, built from the country configs: `/es-ar/contacto` and
 * `/en-us/contact` are the same module mounted twice under distinct ids.
 * A section a country does not enable is simply not mounted, so it falls to
 * the locale's localized 404.
 */
function localeTree(locale: Locale) {
  const prefix = localePrefix(locale);
  return route(prefix, "routes/$locale/layout.tsx", { id: `${prefix}/layout` }, [
    index("routes/$locale/home/route.tsx", { id: `${prefix}/home` }),
    ...enabledSections(locale).map(({ section, path }) => {
      const { file, params } = SECTION_MODULES[section];
      return route(params ? `${path}/${params}` : path, file, { id: `${prefix}/${section}` });
    }),
    route("sitemap.xml", "routes/resources/sitemap.ts", { id: `${prefix}/sitemap` }),
    // The bench's one-line page (issue 16): what the root and layout alone cost, to compare pages' req/s against.
    route("_baseline", "routes/$locale/baseline/route.tsx", { id: `${prefix}/baseline` }),
    route("*", "routes/$locale/not-found/route.tsx", { id: `${prefix}/not-found` }),
  ]);
}

export default [
  index("routes/resources/negotiate-locale.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("api/auth/login", "routes/auth/login.ts"),
  route("api/auth/callback", "routes/auth/callback.ts"),
  route("api/auth/logout", "routes/auth/logout.ts"),
  route("api/auth/signed-out", "routes/auth/signed-out.ts"),
  // The seed-lot lookup the checker calls from the browser (spec 000 §7).
  route("api/partners/cultivio/corn-batch", "routes/partners/corn-batch.ts"),
  // A campaign banner's 'Fechar' (spec 001 §4): remembered in a cookie, a plain form without JavaScript.
  route("api/banners/close", "routes/resources/banner-close.ts"),
  // The footer's "light version" / "full version" (issue 16): a cookie, then back to the page (303).
  route("api/light", "routes/resources/light-switch.ts"),
  route("api/weather/location", "routes/resources/weather-location.ts"),
  route("api/weather/places", "routes/resources/weather-places.ts"),
  route("api/weather/region", "routes/resources/weather-region.ts"),
  // The WhatsApp Cloud API's status callbacks for alert messages (issue 30), signed with the app secret.
  route(WHATSAPP_WEBHOOK_PATH.slice(1), "routes/resources/whatsapp-webhook.ts"),
  // The header overlay's live results (spec 002 §7: GET {searchApi}/search with q, type, size, from, locale): JSON.
  route("api/search", "routes/$locale/search/live-results.ts"),
  // The old portal's catalogue links keep working where a country claims them: 301 to the product page (spec 000 §2).
  ...(oldPortalLocale() ? [route(LEGACY_ROUTE, "routes/resources/legacy-catalog.ts")] : []),
  ...LOCALES.map(localeTree),
  route("*", "routes/resources/unknown-locale.tsx"),
] satisfies RouteConfig;
