import { index, route, type RouteConfig } from "@remix-run/route-config";
import { COUNTRIES, enabledSections, localePrefix, type SectionId } from "./countries";

/**
 * The one route module behind each section, whatever its localized path, and
 * what follows that path when the section takes parameters (e.g. ":seoSlug").
 */
const SECTION_MODULES: Record<SectionId, { file: string; params?: string }> = {
  account: { file: "routes/$locale/account/route.tsx" },
  contact: { file: "routes/$locale/contact/route.tsx" },
  about: { file: "routes/$locale/content/route.tsx" },
  privacy: { file: "routes/$locale/content/route.tsx" },
};

/**
 * Every locale's tree, built from the country configs: `/es-ar/contacto` and
 * `/en-us/contact` are the same module mounted twice under distinct ids.
 * A section a country does not enable is simply not mounted, so it falls to
 * the locale's localized 404.
 */
function localeTree(locale: (typeof COUNTRIES)[number]["locales"][number]) {
  const prefix = localePrefix(locale);
  return route(prefix, "routes/$locale/layout.tsx", { id: `${prefix}/layout` }, [
    index("routes/$locale/home/route.tsx", { id: `${prefix}/home` }),
    ...enabledSections(locale).map(({ section, path }) => {
      const { file, params } = SECTION_MODULES[section];
      return route(params ? `${path}/${params}` : path, file, { id: `${prefix}/${section}` });
    }),
    route("sitemap.xml", "routes/resources/sitemap.ts", { id: `${prefix}/sitemap` }),
    route("*", "routes/$locale/not-found/route.tsx", { id: `${prefix}/not-found` }),
  ]);
}

export default [
  index("routes/resources/negotiate-locale.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("api/auth/login", "routes/auth/login.ts"),
  route("api/auth/callback", "routes/auth/callback.ts"),
  route("api/auth/logout", "routes/auth/logout.ts"),
  ...COUNTRIES.flatMap((country) => country.locales.map(localeTree)),
  route("*", "routes/resources/unknown-locale.tsx"),
] satisfies RouteConfig;
