/**
 * The schema.org items several templates publish as JSON-LD (decision 0054): the organization behind the site, the
 * site with its search, and a breadcrumb trail. Addresses are absolute (search engines ignore relative ones), so
 * each takes the site's origin; each template's own module puts its items together.
 */
export const SCHEMA_ORG = "https://schema.org";

/** The site's publisher in a locale: its name, its home and its logo, as paths on the site. */
export interface SiteOwner {
  name: string;
  home: string;
  logo: string;
}

/** The logo search engines show for the organization: the site's icon. */
export const SITE_LOGO = "/icon.svg";

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organizationJsonLd(origin: string, owner: SiteOwner) {
  return {
    "@context": SCHEMA_ORG,
    "@type": "Organization",
    name: owner.name,
    url: absolute(origin, owner.home),
    logo: absolute(origin, owner.logo),
  };
}

/**
 * The site in a locale, named for search engines, with its site search as a SearchAction where the locale has a
 * search page: the page's own query key, `q` (app/domain/search/query.ts), holds the term.
 */
export function webSiteJsonLd(
  origin: string,
  owner: SiteOwner,
  { locale, search }: { locale: string; search: string | null },
) {
  return {
    "@context": SCHEMA_ORG,
    "@type": "WebSite",
    name: owner.name,
    url: absolute(origin, owner.home),
    inLanguage: locale,
    ...(search
      ? {
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${absolute(origin, search)}?q={search_term_string}` },
            "query-input": "required name=search_term_string",
          },
        }
      : {}),
  };
}

/** A trail as the page shows it, numbered from 1; the last level (the page itself) may have no address. */
export function breadcrumbJsonLd(origin: string, levels: readonly { label: string; href: string | null }[]) {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    itemListElement: levels.map((level, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: level.label,
      ...(level.href ? { item: absolute(origin, level.href) } : {}),
    })),
  };
}
