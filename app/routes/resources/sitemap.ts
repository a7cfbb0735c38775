import type { LoaderFunctionArgs } from "@remix-run/node";

import { articleSitemapUrls } from "~/articles/sitemap-articles.server";
import { productSitemapUrls } from "~/catalog/sitemap-products.server";
import { contentSitemapEntries } from "~/content/page-alternates.server";
import { landingSections } from "~/countries";
import { env } from "~/env.server";
import { alternatesOf, href, localeOfPath } from "~/i18n/href";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** GET /{locale}/sitemap.xml: every public page of the locale (product pages included), with its hreflang alternates. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!locale) return new Response("Not found", { status: 404 });
  const pages = ["home" as const, ...landingSections(locale, { publicOnly: true }).map(({ section }) => section)];
  const absolute = (path: string) => escapeXml(new URL(path, env.PUBLIC_URL).toString());
  const entry = (loc: string, alternates: readonly { locale: string; href: string }[]) => {
    const links = alternates.map(
      (alt) => `\n    <xhtml:link rel="alternate" hreflang="${alt.locale}" href="${absolute(alt.href)}"/>`,
    );
    return `  <url>\n    <loc>${absolute(loc)}</loc>${links.join("")}\n  </url>`;
  };
  const urls = pages.map((page) => entry(href(locale, page)!, alternatesOf(page)));
  // Pages published in the content service, with their translations (decision 0042).
  const contentUrls = (await contentSitemapEntries(locale)).map(({ loc, alternates }) => entry(loc, alternates));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...urls, ...contentUrls, ...(await productSitemapUrls(locale, absolute)), ...(await articleSitemapUrls(locale, absolute))].join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
