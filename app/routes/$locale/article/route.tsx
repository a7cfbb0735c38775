import {
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
  redirect,
  type SerializeFrom,
} from "@remix-run/node";
import { type ClientLoaderFunctionArgs, Link, useLoaderData } from "@remix-run/react";

import { ArticleCardList } from "~/articles/article-card";
import { articleBannerView, recommendedView, translatedAddress } from "~/articles/article-view.server";
import { getUserContext } from "~/auth/user.server";
import { composeBlocks } from "~/content/compose-page.server";
import { leadLinks } from "~/content/lead-links";
import { withBlockCode } from "~/content/registry";
import { RenderBlocks } from "~/content/render-blocks";
import { countryOf, localePrefix } from "~/countries";
import { articlePageJsonLd } from "~/domain/articles/json-ld";
import { startOfDayIso } from "~/format/dates";
import { href, localeOfPath, pageOf } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { ArticleBanner } from "~/interests/article-banner";
import { layoutDataOf } from "~/layout/layout-data";
import { blocksRunInBrowser } from "~/light/block-scripts";
import { scriptsWhen } from "~/light/route-scripts";
import { settle } from "~/loyalty/access.server";
import { notFound } from "~/render/http-errors";
import { alternatesIn } from "~/seo/alternates.server";
import { contentShareImage } from "~/seo/content-share-image.server";
import { pageMeta } from "~/seo/page-meta";
import { SITE_LOGO } from "~/seo/schema-org";
import { getArticle } from "~/services/content/client.server";
import type { Article } from "~/services/content/contract";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./article.css";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An article (spec 002 §2 §3 §4; decision 0034): its lead (breadcrumb,
 * headline, date, reading time, tags, image), its body blocks through the
 * content renderer, the article banner (issue 12's), and at least 4
 * recommended articles. Article, BreadcrumbList and Organization JSON-LD;
 * hreflang only to the locales that publish its translation. A slug of
 * another locale's translation is sent to this locale's (301); an unknown
 * slug is the locale's 404; a content service that is down is an error
 * state (200).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const slug = pageOf(url.pathname)?.rest ?? "";
  if (!SLUG.test(slug)) throw notFound();
  const [t, tInterests, tCommon] = await Promise.all([
    i18nServer.getFixedT(locale, "articles"),
    i18nServer.getFixedT(locale, "interests"),
    i18nServer.getFixedT(locale, "common"),
  ]);
  const lookup = await settle(getArticle(locale, slug));
  if (!lookup.ok) {
    return {
      kind: "unavailable" as const,
      title: t("article.unavailableTitle"),
      body: t("article.unavailableBody"),
      retry: { label: t("article.retry"), href: url.pathname },
      articles: { label: t("article.backToArticles"), href: href(locale, "articles") },
    };
  }
  const article = lookup.value;
  if (!article) {
    const moved = await translatedAddress(locale, slug);
    if (moved) throw redirect(moved, 301);
    throw notFound();
  }
  const levels = breadcrumbOf(t, locale, article);
  const user = await getUserContext(request, locale);
  const [page, recommended, alternates, banner] = await Promise.all([
    composeBlocks(request, locale, [leadBlockOf(article, levels), ...article.body]),
    recommendedView(t, locale, article),
    alternatesIn("articles", { locale, href: href(locale, "article", article.slug)! }),
    articleBannerView(tInterests, locale, url, user),
  ]);
  const absoluteLevels = levels.map((level) => ({
    label: level.label,
    href: level.href ? `/${localePrefix(locale)}${level.href === "/" ? "" : level.href}` : url.pathname,
  }));
  const shareImage = contentShareImage(article.image);
  return {
    kind: "article" as const,
    meta: {
      title: t("meta.articleTitle", { title: article.title }),
      description: article.description ?? article.leadText,
      keywords: article.tags.map((tag) => tag.label),
      shareImage,
      alternates,
      publisher: { name: tCommon("brand"), logo: SITE_LOGO, home: href(locale)! },
      facts: {
        headline: article.title,
        description: article.description ?? article.leadText,
        published: startOfDayIso(article.date, countryOf(locale).timeZone),
        author: article.author.name,
        // A file that exists (the share crop), never the picture's logical name (issue 27: those answered 404).
        image: shareImage?.url ?? null,
        path: url.pathname,
        locale,
        tags: article.tags.map((tag) => tag.label),
        category: article.pageCategory,
      },
      levels: absoluteLevels,
    },
    page,
    banner,
    recommended,
  };
}

/** Home › Articles › the article's tab (News or Articles) › the article: paths inside the locale. */
function breadcrumbOf(t: (key: string) => string, locale: Parameters<typeof href>[0], article: Article) {
  const articles = href(locale, "articles");
  const inLocale = (path: string) => path.slice(`/${localePrefix(locale)}`.length) || "/";
  return [
    { label: t("article.home"), href: "/" },
    ...(articles
      ? [
          { label: t("heading"), href: inLocale(articles) },
          { label: t(`tabs.${article.pageCategory}`), href: `${inLocale(articles)}?category=${article.pageCategory}` },
        ]
      : []),
    { label: article.title, href: null },
  ];
}

function leadBlockOf(article: Article, breadcrumb: { label: string; href: string | null }[]) {
  return {
    kind: "article-lead" as const,
    title: article.title,
    headline: article.headline,
    lead: article.leadText,
    date: article.date,
    readTime: article.readTime,
    author: article.author,
    tags: article.tags,
    image: article.image,
    breadcrumb,
  };
}

export const clientLoader = async ({ serverLoader }: ClientLoaderFunctionArgs) =>
  withBlockCode(await serverLoader<typeof loader>(), (data) => (data.kind === "article" ? data.page.blocks : []));

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location }) => {
  if (!loaded || loaded.kind !== "article") {
    const title = loaded && "title" in loaded ? loaded.title : "404";
    return [{ title }, { name: "robots", content: "noindex, nofollow" }];
  }
  const { meta: m } = loaded;
  // hreflang (pageMeta): the translations' own addresses, their slugs differ (meta.alternates).
  const descriptors: MetaDescriptor[] = pageMeta({
    matches,
    location,
    title: m.title,
    description: m.description,
    keywords: m.keywords,
    share: { content: m.shareImage },
  }).map((d) => ("property" in d && d.property === "og:type" ? { property: "og:type", content: "article" } : d));
  const origin = layoutDataOf(matches)?.origin ?? "http://localhost";
  // The article lead's styles and picture in the head, as on every composed page (decision 0045).
  descriptors.unshift(...leadLinks(loaded.page.lead));
  for (const item of articlePageJsonLd(origin, m.facts, m.publisher, m.levels))
    descriptors.push({ "script:ld+json": item });
  return descriptors;
};

/** Ships the client runtime only when a block of the article acts in the browser (a carousel, a video gallery). */
export const handle = scriptsWhen<SerializeFrom<typeof loader>>(
  (data) => data.kind === "article" && blocksRunInBrowser(data.page.blocks),
);

export default function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "unavailable") {
    return (
      <div className={`${container} ${pageBlock}`}>
        <h1 className={styles.hiddenTitle}>{data.title}</h1>
        <ErrorState
          title={data.title}
          subtitle={data.body}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
        {data.articles.href ? (
          <p>
            <Link to={data.articles.href}>{data.articles.label}</Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <article className={styles.article}>
      <RenderBlocks {...data.page} />
      <div className={container}>
        <ArticleBanner banner={data.banner} />
      </div>
      {data.recommended ? (
        <section className={`${container} ${styles.recommended}`} aria-labelledby="recommended-heading">
          <h2 id="recommended-heading" className={styles.recommendedHeading}>
            {data.recommended.heading}
          </h2>
          <ArticleCardList cards={data.recommended.cards} headingLevel={3} />
        </section>
      ) : null}
    </article>
  );
}
