import { breadcrumbJsonLd, organizationJsonLd, SCHEMA_ORG, type SiteOwner } from "~/seo/schema-org";

/**
 * The structured data of an article page (schema.org, as JSON-LD; decision 0054): the Article itself, its
 * BreadcrumbList and the Organization that publishes it. Addresses are absolute (search engines ignore relative
 * ones), so the caller passes the site's origin.
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

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function articleJsonLd(origin: string, article: ArticleFacts, publisher: SiteOwner) {
  const { "@context": _context, ...organization } = organizationJsonLd(origin, publisher);
  return {
    "@context": SCHEMA_ORG,
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

/** Everything an article page publishes, in the order of its blocks: the article, its trail, its publisher. */
export function articlePageJsonLd(
  origin: string,
  article: ArticleFacts,
  publisher: SiteOwner,
  trail: readonly { label: string; href: string | null }[],
) {
  return [
    articleJsonLd(origin, article, publisher),
    breadcrumbJsonLd(origin, trail),
    organizationJsonLd(origin, publisher),
  ];
}
