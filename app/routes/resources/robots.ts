import { localePrefix, LOCALES } from "~/countries";
import { env } from "~/env.server";

/** GET /robots.txt: everything public may be indexed; the auth API may not; one sitemap per locale. */
export function loader() {
  const lines = [
    "User-agent: *",
    "Disallow: /api/",
    "Allow: /",
    "",
    ...LOCALES.map((locale) => `Sitemap: ${new URL(`/${localePrefix(locale)}/sitemap.xml`, env.PUBLIC_URL)}`),
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
