/**
 * The structured data of an article page (schema.org, as JSON-LD): the
 * Article itself, its BreadcrumbList and the Organization that publishes it.
 * Addresses are absolute (search engines ignore relative ones), so the caller
 * passes the site's origin.
 */
export interface ArticleFacts {
  headline: string;
  description: string;
  /** When it was published: ISO 8601 with its zone's offset ("2026-11-20T00:00:00-03:00"). */
  published: string;
  author: string;
  /** The address of a file of the lead image (its share crop, "/media/…-share.<hash>.jpg"), or null. */
  image: string | null;
  path: string;
  locale: string;
  tags: readonly string[];
  category: string;
}

export interface Publisher {
  name: string;
  /** The logo's path on the site. */
  logo: string;
  /** The home page's path. */
  home: string;
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organizationJsonLd(origin: string, publisher: Publisher) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: publisher.name,
    url: absolute(origin, publisher.home),
    logo: absolute(origin, publisher.logo),
  };
}

export function articleJsonLd(origin: string, article: ArticleFacts, publisher: Publisher) {
  const { "@context": _context, ...organization } = organizationJsonLd(origin, publisher);
  return {
    "@context": "https://schema.org",
    // The page category News is a NewsArticle; anything else an Article.
    "@type": article.category === "News" ? "NewsArticle" : "Article",
    headline: article.headline,
    description: article.description,
    datePublished: article.published,
    inLanguage: article.locale,
    keywords: article.tags.join(", "),
    author: { "@type": "Person", name: article.author },
    publisher: organization,
    mainEntityOfPage: absolute(origin, article.path),
    ...(article.image ? { image: [absolute(origin, article.image)] } : {}),
  };
}

export function breadcrumbJsonLd(origin: string, levels: readonly { label: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: levels.map((level, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: level.label,
      item: absolute(origin, level.href),
    })),
  };
}
