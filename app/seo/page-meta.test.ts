import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { mediaEntry, shareCropUrl } from "~/ui/image/media";
import { SHARE_IMAGE_FILES } from "~/ui/image/share-image-files";

import { contentShareImage, pageShareImage } from "./content-share-image.server";
import { pageMeta, type PageMetaInput } from "./page-meta";

const ORIGIN = "https://surco.example";
/** The locale's share alt texts, as the layout's loader translates them (locales/<locale>/media.json). */
const shareAlts = (locale: string) =>
  (
    JSON.parse(readFileSync(`locales/${locale}/media.json`, "utf8")) as {
      share: { defaultAlt: string; productAlt: string };
    }
  ).share;
const layout = (locale: string) => ({
  id: `routes/${locale}/layout`,
  data: { origin: ORIGIN, locale, shareAlts: shareAlts(locale) },
});

function head(locale: string, pathname: string, share?: PageMetaInput["share"]) {
  const descriptors = pageMeta({
    matches: [layout(locale)],
    location: { pathname },
    title: "T",
    description: "D",
    share,
  });
  const tag = (key: string) =>
    (descriptors as { property?: string; name?: string; content?: string }[]).find(
      (d) => d.property === key || d.name === key,
    )?.content;
  return {
    image: tag("og:image"),
    type: tag("og:image:type"),
    width: tag("og:image:width"),
    height: tag("og:image:height"),
    alt: tag("og:image:alt"),
    twitter: tag("twitter:image"),
    twitterAlt: tag("twitter:image:alt"),
  };
}

/** The file behind an absolute /media URL. */
const fileOf = (url: string) => path.join("public", new URL(url).pathname);

describe("share image (og:image, twitter:image)", () => {
  it("a page with nothing of its own shares its locale's branded 1200×630 JPEG, absolute", () => {
    for (const locale of ["es-AR", "pt-BR", "en-US", "es-US"]) {
      const meta = head(locale, `/${locale.toLowerCase()}/catalogo`);
      expect(meta.image).toBe(`${ORIGIN}${SHARE_IMAGE_FILES[`share-default-${locale}`]}`);
      expect(meta).toMatchObject({ type: "image/jpeg", width: "1200", height: "630", twitter: meta.image });
      expect(meta.alt).toBe(shareAlts(locale).defaultAlt);
      expect(meta.twitterAlt).toBe(meta.alt);
      expect(meta.image).toMatch(/\.jpg$/);
      expect(existsSync(fileOf(meta.image!))).toBe(true);
    }
  });

  it("each locale's default is its own picture (drawn with its tagline)", () => {
    const images = new Set(["es-AR", "pt-BR", "en-US"].map((l) => head(l, "/x").image));
    expect(images.size).toBe(3);
  });

  it("a product page shares its group's raster, never the catalogue's SVG, with the product in the alt", () => {
    const meta = head("es-AR", "/es-ar/producto/soja-x", {
      product: { name: "Soja X 4.5", image: "/images/catalog/seed-soy.svg" },
    });
    expect(meta.image).toBe(`${ORIGIN}${SHARE_IMAGE_FILES["share-product-seed-soy"]}`);
    expect(meta).toMatchObject({ type: "image/jpeg", width: "1200", height: "630" });
    expect(meta.alt).toBe("Ilustración de Soja X 4.5 junto al logo de Surco");
    expect(existsSync(fileOf(meta.image!))).toBe(true);
  });

  it("a product of a group with no share image falls back to the locale's default", () => {
    const meta = head("en-US", "/en-us/product/x", { product: { name: "X", image: "/images/elsewhere/x.svg" } });
    expect(meta.image).toBe(`${ORIGIN}${SHARE_IMAGE_FILES["share-default-en-US"]}`);
  });

  it("every catalogue group illustration has its share image", async () => {
    const { readdirSync } = await import("node:fs");
    for (const file of readdirSync("public/images/catalog").filter((f) => f.endsWith(".svg"))) {
      expect(SHARE_IMAGE_FILES[`share-product-${file.replace(".svg", "")}`], file).toBeDefined();
    }
  });

  it("a content page shares the image the content service gives: a drawn share image as it is", () => {
    const meta = head("pt-BR", "/pt-br", { content: contentShareImage({ src: "/media/share-home", alt: "Lavoura" }) });
    expect(meta.image).toBe(`${ORIGIN}${SHARE_IMAGE_FILES["share-home"]}`);
    expect(meta).toMatchObject({ type: "image/jpeg", width: "1200", height: "630", alt: "Lavoura" });
  });

  it("a content page whose image is any other picture shares its 1200×630 crop", () => {
    const meta = head("en-US", "/en-us/articles/x", {
      content: contentShareImage({ src: "/media/soy-rows", alt: "Soy rows" }),
    });
    expect(meta.image).toBe(`${ORIGIN}${shareCropUrl(mediaEntry("/media/soy-rows")!)}`);
    expect(meta.alt).toBe("Soy rows");
    expect(existsSync(fileOf(meta.image!))).toBe(true);
  });

  it("a content page with no image, or one the media does not know, shares the locale's default", () => {
    expect(head("es-US", "/es-us", { content: null }).image).toBe(
      `${ORIGIN}${SHARE_IMAGE_FILES["share-default-es-US"]}`,
    );
    expect(head("es-US", "/es-us", { content: contentShareImage({ src: "/media/unknown", alt: "" }) }).image).toBe(
      `${ORIGIN}${SHARE_IMAGE_FILES["share-default-es-US"]}`,
    );
  });
});

describe("hreflang links", () => {
  const links = (matches: Parameters<typeof pageMeta>[0]["matches"], pathname: string) =>
    (pageMeta({ matches, location: { pathname }, title: "T", description: "D" }) as Record<string, string>[])
      .filter((d) => d.rel === "alternate")
      .map((d) => [d.hrefLang, d.href]);

  it("name where the page's loader found it, and x-default its page in the fallback locale", () => {
    const found = [
      { locale: "es-US", href: "/es-us/articulos/alerta-de-heladas-tardias" },
      { locale: "en-US", href: "/en-us/articles/late-frost-alert" },
    ];
    expect(links([layout("en-US"), { id: "x", data: { meta: { alternates: found } } }], found[1]!.href)).toEqual([
      ["en-US", `${ORIGIN}/en-us/articles/late-frost-alert`],
      ["es-US", `${ORIGIN}/es-us/articulos/alerta-de-heladas-tardias`],
      ["x-default", `${ORIGIN}/en-us/articles/late-frost-alert`],
    ]);
  });

  it("name a section's page in every locale that mounts it, and nothing for a page nowhere known", () => {
    expect(links([layout("pt-BR")], "/pt-br/meu-impulso")).toEqual([
      ["es-AR", `${ORIGIN}/es-ar/mi-impulso`],
      ["pt-BR", `${ORIGIN}/pt-br/meu-impulso`],
      ["x-default", `${ORIGIN}/es-ar/mi-impulso`],
    ]);
    expect(links([layout("pt-BR"), { id: "x", data: undefined }], "/pt-br/d/no-such-seed")).toEqual([]);
  });
});

describe("keywords (spec 000 §2: every page's head carries them)", () => {
  const keywordsOf = (title: string, own?: readonly string[]) =>
    (
      pageMeta({
        matches: [layout("es-AR")],
        location: { pathname: "/es-ar/x" },
        title,
        description: "D",
        keywords: own,
      }) as { name?: string; content?: string }[]
    ).find((d) => d.name === "keywords")?.content;

  it.each([
    ["Contacto | Surco", undefined, "Contacto, Surco"],
    ["Campaña de siembra: planificá tu lote", undefined, "Campaña de siembra, planificá tu lote"],
    [
      "Pampa del Sur Pergamino, Pergamino | Distribuidores Surco",
      undefined,
      "Pampa del Sur Pergamino, Pergamino, Distribuidores Surco",
    ],
    ["Videos para el campo", undefined, "Videos para el campo"],
    ["Catálogo de productos | Surco", ["híbridos", "Surco"], "híbridos, Surco, Catálogo de productos"],
    ["Maíz – Surco", ["maíz"], "maíz, Surco"],
  ])("%s (own terms %j) → %s", (title, own, expected) => {
    expect(keywordsOf(title, own)).toBe(expected);
  });
});

describe("a composed page's share image (spec 000 §2: the hero's background, or a fallback)", () => {
  const hero = (src: string) => ({
    kind: "hero" as const,
    title: "Campaña",
    headingLevel: 1 as const,
    image: { src, alt: "Una sembradora", width: 1600, height: 900 },
  });
  const cropOf = (src: string) => shareCropUrl(mediaEntry(src)!);

  it("is the first hero's picture when the editors chose none", () => {
    expect(pageShareImage(undefined, [hero("/media/planting-season")])).toEqual({
      url: cropOf("/media/planting-season"),
      alt: "Una sembradora",
    });
  });
  it("is the chosen share image over the hero's", () => {
    const chosen = { src: "/media/share-home", alt: "Surco" };
    expect(pageShareImage(chosen, [hero("/media/planting-season")])).toEqual(contentShareImage(chosen));
  });
  it("is null (the locale's default) without a hero picture the media knows", () => {
    expect(pageShareImage(undefined, [{ kind: "hero", title: "Clima", headingLevel: 1 }])).toBeNull();
    expect(pageShareImage(undefined, [hero("/media/not-a-picture")])).toBeNull();
  });
});
