import express from "express";

import { PRODUCT_GROUPS, type ProductGroup } from "../../app/domain/catalog/product";
import { assetGroupOf } from "../../app/services/products/contract";
import { assetsFor, BRANDS, catalogFor, COUNTRY_OF_LOCALE, isCatalogLocale } from "../data/products";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The products upstream (spec 002 §7): product lists per product group (page
 * size 20), products by seoSlug, brands, the asset lookup per product group,
 * and the downloadable files themselves. Data: sandbox/data/products.ts.
 *
 *   GET /products?productGroup&locale&page&pageSize   one page of a group
 *   GET /products?seoSlugs=a,b&locale                 the named products (any group)
 *   GET /brands?locale                                the country's brands
 *   GET /assets/{seed-assets|crop-protection-assets|digital-assets}?seoSlug&locale
 *   GET /files/{slug}/{name}.pdf                      a small real PDF
 */
const MAX_PAGE_SIZE = 100;

function pdfFor(title: string): Buffer {
  // A minimal, valid one-page PDF with a line of text.
  const text = title.replace(/[()\\]/g, "").slice(0, 80);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const createProductsUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  const catalog = (locale: Parameters<typeof catalogFor>[0]) => catalogFor(locale, origin);

  router.get("/products", (req, res) => {
    const locale = req.query.locale;
    if (!isCatalogLocale(locale)) {
      res.status(400).json({ message: "Unknown or missing locale" });
      return;
    }
    const products = catalog(locale);
    if (typeof req.query.seoSlugs === "string") {
      const slugs = new Set(
        req.query.seoSlugs
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const found = products.filter((p) => slugs.has(p.seoSlug));
      res.json({ products: found, total: found.length, page: 1, pageSize: Math.max(1, found.length) });
      return;
    }
    const group = req.query.productGroup;
    if (typeof group !== "string" || !(PRODUCT_GROUPS as readonly string[]).includes(group)) {
      res.status(400).json({ message: `productGroup must be one of ${PRODUCT_GROUPS.join(", ")}` });
      return;
    }
    const page = Math.max(1, Number.parseInt(String(req.query.page ?? "1"), 10) || 1);
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number.parseInt(String(req.query.pageSize ?? "20"), 10) || 20),
    );
    const inGroup = products.filter((p) => p.productGroup === (group as ProductGroup));
    res.json({
      products: inGroup.slice((page - 1) * pageSize, page * pageSize),
      total: inGroup.length,
      page,
      pageSize,
    });
  });

  router.get("/brands", (req, res) => {
    const locale = req.query.locale;
    if (!isCatalogLocale(locale)) {
      res.status(400).json({ message: "Unknown or missing locale" });
      return;
    }
    res.json({ brands: BRANDS[COUNTRY_OF_LOCALE[locale]] });
  });

  router.get("/assets/:assetGroup", (req, res) => {
    const locale = req.query.locale;
    const slug = req.query.seoSlug;
    if (!isCatalogLocale(locale) || typeof slug !== "string") {
      res.status(400).json({ message: "seoSlug and locale are required" });
      return;
    }
    const product = catalog(locale).find(
      (p) => p.seoSlug === slug && assetGroupOf(p.productGroup) === req.params.assetGroup,
    );
    if (!product) {
      res.status(404).json({ message: "No assets for this product" });
      return;
    }
    res.json(assetsFor(product, locale));
  });

  router.get("/files/:slug/:name.pdf", (req, res) => {
    const product = catalog("es-AR")
      .concat(catalog("pt-BR"), catalog("en-US"))
      .find((p) => p.seoSlug === req.params.slug);
    if (!product) {
      res.status(404).json({ message: "No such file" });
      return;
    }
    res
      .type("application/pdf")
      .set("Cache-Control", "public, max-age=86400")
      .send(pdfFor(`${product.productLabel} - ${req.params.name}`));
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  return { name: "products", mountPath: "/products", handler: router, env: { PRODUCTS_API_URL: `${origin}/products` } };
};
