import type { LoaderFunctionArgs } from "@remix-run/node";

import { env } from "~/env.server";
import { localeOfPath } from "~/i18n/href";
import { xDefaultOf } from "~/seo/alternates";
import { sitemapEntries, type SitemapEntry } from "~/seo/alternates.server";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * GET /{locale}/sitemap.xml: every public page of the locale, each with its hreflang cluster and x-default as its
 * head gives them (app/seo/alternates.server.ts), and when it last changed where its content says.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!locale) return new Response("Not found", { status: 404 });
  const absolute = (path: string) => escapeXml(new URL(path, env.PUBLIC_URL).toString());
  const link = (hreflang: string, href: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`;
  const entry = ({ loc, alternates, lastmod }: SitemapEntry) => {
    const xDefault = xDefaultOf(alternates);
    const links = [
      ...alternates.map((alternate) => link(alternate.locale, alternate.href)),
      ...(xDefault ? [link("x-default", xDefault.href)] : []),
    ];
    return `  <url>\n    <loc>${absolute(loc)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}${links.join("")}\n  </url>`;
  };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${(await sitemapEntries(locale)).map(entry).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
