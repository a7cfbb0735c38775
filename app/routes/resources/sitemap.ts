import type { LoaderFunctionArgs } from "@remix-run/node";

import { productSitemapUrls } from "~/catalog/sitemap-products.server";
import { landingSections } from "~/countries";
import { env } from "~/env.server";
import { dealerSitemapUrls } from "~/finder/sitemap-dealers.server";
import { alternatesOf, href, localeOfPath } from "~/i18n/href";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** GET /{locale}/sitemap.xml: every public page of the locale (product pages included), with its hreflang alternates. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!locale) return new Response("Not found", { status: 404 });
  const pages = ["home" as const, ...landingSections(locale, { publicOnly: true }).map(({ section }) => section)];
  const absolute = (path: string) => escapeXml(new URL(path, env.PUBLIC_URL).toString());
  const urls = pages.map((page) => {
    const alternates = alternatesOf(page)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.locale}" href="${absolute(alt.href)}"/>`)
      .join("\n");
    return `  <url>\n    <loc>${absolute(href(locale, page)!)}</loc>\n${alternates}\n  </url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...urls, ...(await productSitemapUrls(locale, absolute)), ...(await dealerSitemapUrls(locale, absolute))].join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
