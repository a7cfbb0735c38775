import { type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { productSectionOf } from "~/domain/catalog/categories";
import { facetValues, maturityBand, maturityDays } from "~/domain/catalog/filters";
import { env } from "~/env.server";
import { href, localeOfPath, pageOf } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { notFound } from "~/render/http-errors";
import { alternatesIn } from "~/seo/alternates.server";
import { pageMeta } from "~/seo/page-meta";
import { getBrands, getProductAssets, getProductBySlug } from "~/services/products/client.server";
import { ErrorState } from "~/ui/error-state/error-state";
import { container } from "~/ui/layout.css";
import { VoucherEntry } from "~/vouchers/voucher-entry";
import { voucherEntry } from "~/vouchers/voucher-entry.server";

import { productPageJsonLd } from "./json-ld";
import * as styles from "./product.css";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A product's page (spec 002 §2 §3 §7 §8): /cpd/{seoSlug} for crop protection
 * and biologicals, /d/{seoSlug} for seeds, under every locale. The product
 * comes from the products upstream (cached 30 minutes); its assets from the
 * asset lookup of its group, and a failed lookup gives the page without them.
 * An unknown slug is the locale's 404; a product under the other path is
 * redirected to its own; an unreachable upstream is an error state (200).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const page = pageOf(url.pathname);
  const slug = page?.rest ?? "";
  const t = await i18nServer.getFixedT(locale, "catalog");
  if (!SLUG.test(slug)) throw notFound();

  const lookup = await getProductBySlug(locale, slug);
  if (lookup.status === "missing") throw notFound();
  if (lookup.status === "unavailable") {
    return {
      kind: "unavailable" as const,
      title: t("product.unavailableTitle"),
      body: t("product.unavailableBody"),
      retry: { label: t("product.retry"), href: url.pathname },
      catalogHref: href(locale, "catalog"),
      catalogLabel: t("product.backToCatalog"),
    };
  }
  const product = lookup.product;
  const section = productSectionOf(product.productGroup);
  if (!section) throw notFound();
  if (section !== page?.section) throw redirect(href(locale, section, product.seoSlug)!, 301);

  const [assets, alternates, brands, voucher] = await Promise.all([
    getProductAssets(locale, product),
    // The locales whose catalogue has the same product (hreflang and the language switch never lead to a 404).
    alternatesIn("products", { locale, href: href(locale, section, product.seoSlug)! }),
    getBrands(locale),
    voucherEntry(locale, product),
  ]);
  const brandName = brands.find((b) => b.value === product.brand)?.displayName ?? null;
  const days = maturityDays(product);
  const band = maturityBand(days);
  const isSeed = product.productGroup === "seeds";
  const facts = [
    { label: t("product.brand"), value: brandName },
    {
      label: t("product.productType"),
      value: isSeed ? null : (product.productTypeLabel ?? product.productType ?? null),
    },
    {
      label: isSeed ? t("product.crop") : t("product.crops"),
      value: (isSeed ? facetValues(product, "crop") : facetValues(product, "crops")).join(", ") || null,
    },
    { label: t("product.activeIngredients"), value: facetValues(product, "activeIngredients").join(" + ") || null },
    { label: t("product.trait"), value: facetValues(product, "trait")[0] ?? null },
    {
      label: t("product.maturity"),
      value:
        days !== null && band
          ? t("product.maturityValue", { days: Math.round(days), band: band.replace("-", "–") })
          : null,
    },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));

  const catalogHref = href(locale, "catalog");
  const tab = isSeed ? "seeds" : "crop-protection";
  const trail = catalogHref
    ? [
        { label: t("product.catalog"), href: catalogHref },
        { label: t(`tabs.${tab}`), href: `${catalogHref}?tab=${tab}` },
      ]
    : [];
  const title = t("product.metaTitle", { product: product.productLabel });
  const description =
    (product.positioningStatement ? `${product.positioningStatement} ` : "") +
    (product.description ?? "").slice(0, 200);
  const otherDownloads = (product.attachments ?? []).filter(
    (a) => a.url !== assets?.pdf?.url && a.url !== assets?.["product-label"]?.url,
  );
  return {
    kind: "product" as const,
    meta: {
      title,
      description,
      keywords: [
        product.productLabel,
        product.hybridLabel,
        ...facetValues(product, isSeed ? "crop" : "crops"),
        ...facetValues(product, "activeIngredients"),
        facetValues(product, "trait")[0],
      ].filter((k): k is string => Boolean(k)),
      image: product.image?.src ?? null,
      alternates,
    },
    jsonLd: productPageJsonLd(env.PUBLIC_URL, product, {
      path: url.pathname,
      title,
      description,
      locale,
      brandName,
      trail,
    }),
    breadcrumb: { label: t("product.breadcrumb"), items: trail },
    product: {
      label: product.productLabel,
      hybrid: product.hybridLabel && product.hybridLabel !== "null" ? product.hybridLabel : null,
      eyebrow: isSeed
        ? (product.cropLabel ?? t("tabs.seeds"))
        : (product.productTypeLabel ?? t("tabs.crop-protection")),
      bio: product.isBio ? t("product.bio") : null,
      image: product.image ?? null,
      positioning: product.positioningStatement ?? null,
      description: product.description ?? null,
    },
    factsLabel: t("product.facts"),
    facts,
    voucher,
    downloads: {
      heading: t("product.downloads"),
      logo: assets?.["product-logo"]
        ? { url: assets["product-logo"].url, title: assets["product-logo"].title, label: t("product.logo") }
        : null,
      pdf: assets?.pdf ? { url: assets.pdf.url, title: assets.pdf.title, label: t("product.pdf") } : null,
      productLabel: assets?.["product-label"]
        ? { url: assets["product-label"].url, title: assets["product-label"].title, label: t("product.label") }
        : null,
      others: otherDownloads.map((a) => ({ url: a.url, title: a.title })),
      othersLabel: t("product.otherDownloads"),
      missing: assets === null ? t("product.noAssets") : null,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location }) => {
  if (!loaded || loaded.kind !== "product") {
    const title = loaded && "title" in loaded ? loaded.title : "404";
    return [{ title }, { name: "robots", content: "noindex, nofollow" }];
  }
  const descriptors: MetaDescriptor[] = pageMeta({
    matches,
    location,
    title: loaded.meta.title,
    description: loaded.meta.description,
    keywords: loaded.meta.keywords,
    share: { product: { name: loaded.product.label, image: loaded.meta.image } },
  }).map((d) => ("property" in d && d.property === "og:type" ? { property: "og:type", content: "product" } : d));
  return [...descriptors, ...loaded.jsonLd.map((item) => ({ "script:ld+json": item }))];
};

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "unavailable") {
    return (
      <div className={`${container} ${styles.page}`}>
        <h1 className={styles.visuallyHiddenTitle}>{data.title}</h1>
        <ErrorState
          title={data.title}
          subtitle={data.body}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
        {data.catalogHref ? (
          <p>
            <Link to={data.catalogHref}>{data.catalogLabel}</Link>
          </p>
        ) : null}
      </div>
    );
  }
  const { product, facts, downloads, breadcrumb } = data;
  return (
    <div className={`${container} ${styles.page}`}>
      {breadcrumb.items.length ? (
        <nav aria-label={breadcrumb.label}>
          <ol className={styles.breadcrumb}>
            {breadcrumb.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
            <li aria-current="page">{product.label}</li>
          </ol>
        </nav>
      ) : null}
      <article className={styles.layout}>
        <div className={styles.media}>
          {product.image ? (
            <img
              src={product.image.src}
              width={product.image.width}
              height={product.image.height}
              alt=""
              className={styles.image}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className={styles.info}>
          <p className={styles.eyebrow}>
            {product.eyebrow}
            {product.bio ? <span className={styles.bio}>{product.bio}</span> : null}
          </p>
          <h1 className={styles.title}>{product.label}</h1>
          {product.hybrid ? <p className={styles.hybrid}>{product.hybrid}</p> : null}
          {product.positioning ? <p className={styles.positioning}>{product.positioning}</p> : null}
          {product.description ? <p>{product.description}</p> : null}
          {facts.length ? (
            <dl className={styles.facts} aria-label={data.factsLabel}>
              {facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {data.voucher ? <VoucherEntry entry={data.voucher} /> : null}
        </div>
      </article>
      <section aria-labelledby="product-downloads" className={styles.downloads}>
        <h2 id="product-downloads" className={styles.sectionTitle}>
          {downloads.heading}
        </h2>
        {downloads.missing ? <p className={styles.missing}>{downloads.missing}</p> : null}
        <ul className={styles.assetList}>
          {downloads.logo ? (
            <li className={styles.asset}>
              <img src={downloads.logo.url} alt={downloads.logo.title} width={48} height={48} className={styles.logo} />
              <span>{downloads.logo.label}</span>
            </li>
          ) : null}
          {[downloads.pdf, downloads.productLabel].map((asset) =>
            asset ? (
              <li key={asset.url} className={styles.asset}>
                <a href={asset.url} className={styles.assetLink}>
                  {asset.label}
                </a>
                {/* The file's own title, unless it says what the link says (it would be read twice). */}
                {asset.title !== asset.label ? (
                  <>
                    {" "}
                    <span className={styles.assetTitle}>{asset.title}</span>
                  </>
                ) : null}
              </li>
            ) : null,
          )}
        </ul>
        {downloads.others.length ? (
          <>
            <h3 className={styles.subTitle}>{downloads.othersLabel}</h3>
            <ul className={styles.assetList}>
              {downloads.others.map((d) => (
                <li key={d.url} className={styles.asset}>
                  <a href={d.url} className={styles.assetLink}>
                    {d.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
