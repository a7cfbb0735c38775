import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { art } from "./palette";
import { PICTURES } from "./scenes";

/**
 * The 1200×630 share images (og:image) WhatsApp and social previews show:
 * a branded default per locale (the mark, the name, the locale's tagline
 * beside the dawn field) and one per product group (the catalogue's own
 * group illustration on the brand panel), decision 0036.
 */

const SHARE_W = 1200;
const SHARE_H = 630;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** An SVG document's inside, placed as a nested <svg> at the given box. */
function place(document: string, x: number, y: number, width: number, height: number, fit = "xMidYMid slice") {
  const viewBox = /viewBox="([^"]+)"/.exec(document)?.[1];
  const inner = document.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="${fit}">${inner}</svg>`;
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Surco's mark (app/ui/logo), scaled. */
function mark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 32})"><rect width="32" height="32" rx="8" fill="${art.brandDark}"/><circle cx="22" cy="10" r="4" fill="${art.wheat}"/><path d="M4 26c6-6 14-8 24-8M4 21c5-4 11-6 17-6.5" fill="none" stroke="${art.wheat}" stroke-width="2.5" stroke-linecap="round"/></g>`;
}

/** Breaks a tagline into lines of at most `max` characters, at spaces. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(" ")) {
    const last = out.at(-1);
    if (last && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The brand panel beside the dawn field: the mark, the name and, when given, a tagline. */
function branded(brand: string, tagline?: string): string {
  const taglineLines = tagline
    ? lines(tagline, 18)
        .map((line, i) => `<tspan x="64" dy="${i ? 50 : 0}">${escape(line)}</tspan>`)
        .join("")
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_W}" height="${SHARE_H}" viewBox="0 0 ${SHARE_W} ${SHARE_H}">` +
    place(PICTURES["hero-field-dawn"]!.draw(), 420, 0, 780, SHARE_H) +
    `<rect width="520" height="${SHARE_H}" fill="${art.brand}"/>` +
    `<path d="M520 0 Q470 315 520 ${SHARE_H} Z" fill="${art.brand}"/>` +
    mark(64, tagline ? 150 : 250, 88) +
    `<text x="172" y="${tagline ? 222 : 322}" font-family="${FONT}" font-weight="700" font-size="72" fill="${art.onBrand}">${escape(brand)}</text>` +
    (tagline
      ? `<text x="64" y="340" font-family="${FONT}" font-size="40" fill="${art.onBrandMuted}">${taglineLines}</text>`
      : "") +
    `<rect x="64" y="${tagline ? 500 : 400}" width="120" height="8" rx="4" fill="${art.wheat}"/>` +
    `</svg>`
  );
}

interface MediaTexts {
  share: { tagline: string; defaultAlt: string; productAlt: string };
}

function mediaTexts(locale: string): MediaTexts {
  return JSON.parse(readFileSync(path.resolve("locales", locale, "media.json"), "utf8")) as MediaTexts;
}

function localeDefault(locale: string): string {
  const media = mediaTexts(locale);
  const brand = (JSON.parse(readFileSync(path.resolve("locales", locale, "common.json"), "utf8")) as { brand: string })
    .brand;
  return branded(brand, media.share.tagline);
}

function productGroup(groupSvg: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_W}" height="${SHARE_H}" viewBox="0 0 ${SHARE_W} ${SHARE_H}">` +
    `<rect width="${SHARE_W}" height="${SHARE_H}" fill="${art.brand}"/>` +
    place(groupSvg, 0, 0, 840, SHARE_H) +
    mark(900, 230, 96) +
    `<text x="900" y="410" font-family="${FONT}" font-weight="700" font-size="64" fill="${art.onBrand}">Surco</text>` +
    `<rect x="900" y="440" width="120" height="8" rx="4" fill="${art.wheat}"/>` +
    `</svg>`
  );
}

const LOCALES = readdirSync(path.resolve("locales")).sort();
const GROUP_DIR = path.resolve("public/images/catalog");
const GROUPS = readdirSync(GROUP_DIR)
  .filter((f) => f.endsWith(".svg"))
  .map((f) => f.replace(/\.svg$/, ""))
  .sort();

export const SHARE_IMAGES: Record<string, () => string> = Object.fromEntries([
  ["share-home", () => branded("Surco")],
  ...LOCALES.map((locale) => [`share-default-${locale}`, () => localeDefault(locale)]),
  ...GROUPS.map((group) => [
    `share-product-${group}`,
    () => productGroup(readFileSync(path.join(GROUP_DIR, `${group}.svg`), "utf8")),
  ]),
]);
