import { art } from "./palette";
import { cloud, farmstead, furrows, H, hill, skyGradient, sun, svg, W, windbreak } from "./shapes";

/**
 * The sandbox's demo illustrations, drawn for Surco (nothing copied): simple
 * flat scenes in the theme's greens and wheat, one function per picture.
 * Names are the public image names (/media/<name>).
 */

function heroFieldDawn(): string {
  return svg(
    skyGradient("dawn", [
      [0, art.skyDeep],
      [0.45, art.dawn],
      [0.62, art.wheatTint],
    ]) +
      sun(1130, 470, 70, art.wheat, art.dawnDeep) +
      hill([470, 440, 455, 430, 460], art.sage) +
      windbreak(180, 700, 478, 34, art.brandDark) +
      farmstead(1240, 478, 0.9, art.brandDark, art.soilDark) +
      furrows({ horizon: 478, vanishX: 1050, count: 34, colours: [art.leaf, art.brand] }) +
      hill([820, 790, 810, 780, 800], art.brandDark),
  );
}

/** A soybean plant: a stem with trifoliate leaves. */
function soyPlant(x: number, y: number, s: number): string {
  const leaf = (dx: number, dy: number, rot: number, c: string) =>
    `<ellipse cx="${x + dx * s}" cy="${y + dy * s}" rx="${26 * s}" ry="${15 * s}" fill="${c}" transform="rotate(${rot} ${x + dx * s} ${y + dy * s})"/>`;
  return (
    `<path d="M${x} ${y + 70 * s} Q${x + 4 * s} ${y + 30 * s} ${x} ${y}" stroke="${art.brandDark}" stroke-width="${4 * s}" fill="none"/>` +
    leaf(-24, 0, -30, art.leaf) +
    leaf(24, 0, 30, art.leaf) +
    leaf(0, -22, 90, art.leafLight) +
    leaf(-20, 40, -20, art.brand) +
    leaf(20, 40, 20, art.brand)
  );
}

function soyRows(): string {
  let plants = "";
  // Rows recede toward the horizon: smaller and closer together further back.
  for (let r = 0; r < 7; r++) {
    const t = r / 6;
    const y = 420 + t * t * 430;
    const s = 0.35 + t * 1.4;
    const gap = 70 + t * 150;
    for (let x = ((r * 53) % gap) - gap; x < W + gap; x += gap) plants += soyPlant(x, y, s);
  }
  return svg(
    skyGradient("sky", [
      [0, art.skyDeep],
      [0.5, art.sky],
    ]) +
      cloud(240, 150, 1.1, art.cloud) +
      cloud(1050, 110, 0.8, art.cloud, 0.9) +
      hill([420, 400, 410, 395, 415], art.sage) +
      `<rect x="0" y="430" width="${W}" height="${H - 430}" fill="${art.soil}"/>` +
      plants,
  );
}

/** A corn stalk with long arching leaves and a cob. */
function cornStalk(x: number, base: number, h: number, s: number): string {
  const top = base - h;
  const leaves = [0.35, 0.55, 0.75]
    .map((f, i) => {
      const y = base - h * f;
      const dir = i % 2 ? 1 : -1;
      return `<path d="M${x} ${y} q${dir * 60 * s} ${-40 * s} ${dir * 120 * s} ${30 * s} q${-dir * 50 * s} ${-20 * s} ${-dir * 120 * s} ${-22 * s}Z" fill="${i % 2 ? art.leaf : art.leafLight}"/>`;
    })
    .join("");
  const cob = `<ellipse cx="${x + 14 * s}" cy="${base - h * 0.5}" rx="${11 * s}" ry="${30 * s}" fill="${art.wheat}" transform="rotate(18 ${x + 14 * s} ${base - h * 0.5})"/>`;
  const tassel = `<path d="M${x} ${top} l${-14 * s} ${-26 * s} M${x} ${top} l0 ${-32 * s} M${x} ${top} l${14 * s} ${-26 * s}" stroke="${art.wheat}" stroke-width="${4 * s}" stroke-linecap="round"/>`;
  return `<path d="M${x} ${base} L${x} ${top}" stroke="${art.brand}" stroke-width="${8 * s}" stroke-linecap="round"/>${leaves}${cob}${tassel}`;
}

function cornField(): string {
  let stalks = "";
  for (let r = 0; r < 4; r++) {
    const s = 0.5 + r * 0.45;
    const base = 560 + r * 110;
    const gap = 120 * s;
    for (let x = ((r * 71) % gap) - 20; x < W + gap; x += gap) stalks += cornStalk(x, base, 260 * s, s);
  }
  return svg(
    skyGradient("sky", [
      [0, art.skyDeep],
      [0.55, art.wheatTint],
    ]) +
      sun(300, 200, 60, art.wheat, art.cloud) +
      cloud(980, 160, 1, art.cloud) +
      hill([520, 500, 515, 490, 510], art.sage) +
      windbreak(900, 1500, 520, 30, art.brandDark) +
      `<rect x="0" y="540" width="${W}" height="${H - 540}" fill="${art.brandDark}"/>` +
      stalks,
  );
}

/** A combine harvester, side view, facing left. */
function combine(x: number, y: number, s: number): string {
  const p = (v: number) => (v * s).toFixed(1);
  return (
    `<g transform="translate(${x} ${y})">` +
    `<rect x="${p(40)}" y="${p(-150)}" width="${p(260)}" height="${p(110)}" rx="${p(10)}" fill="${art.brand}"/>` +
    `<rect x="${p(70)}" y="${p(-230)}" width="${p(100)}" height="${p(80)}" rx="${p(8)}" fill="${art.brandDark}"/>` +
    `<rect x="${p(82)}" y="${p(-218)}" width="${p(76)}" height="${p(46)}" rx="${p(4)}" fill="${art.sky}"/>` +
    `<path d="M${p(260)} ${p(-150)} l${p(30)} ${p(-90)} l${p(70)} 0" stroke="${art.brandDark}" stroke-width="${p(14)}" fill="none" stroke-linecap="round"/>` +
    `<rect x="${p(-90)}" y="${p(-80)}" width="${p(140)}" height="${p(44)}" rx="${p(6)}" fill="${art.wheat}"/>` +
    `<circle cx="${p(110)}" cy="${p(-30)}" r="${p(48)}" fill="${art.ink}"/><circle cx="${p(110)}" cy="${p(-30)}" r="${p(20)}" fill="${art.steel}"/>` +
    `<circle cx="${p(260)}" cy="${p(-22)}" r="${p(30)}" fill="${art.ink}"/><circle cx="${p(260)}" cy="${p(-22)}" r="${p(12)}" fill="${art.steel}"/>` +
    `</g>`
  );
}

function wheatEar(x: number, base: number, h: number, s: number): string {
  const top = base - h;
  let grains = "";
  for (let i = 0; i < 6; i++) {
    const y = top + i * 11 * s;
    grains += `<ellipse cx="${x - 5 * s}" cy="${y}" rx="${5 * s}" ry="${9 * s}" fill="${art.wheat}" transform="rotate(-25 ${x - 5 * s} ${y})"/><ellipse cx="${x + 5 * s}" cy="${y}" rx="${5 * s}" ry="${9 * s}" fill="${art.wheat}" transform="rotate(25 ${x + 5 * s} ${y})"/>`;
  }
  return `<path d="M${x} ${base} L${x} ${top}" stroke="#c9a23a" stroke-width="${3 * s}"/>${grains}`;
}

function wheatHarvest(): string {
  let ears = "";
  for (let x = -10, i = 0; x < W + 20; x += 38, i++) ears += wheatEar(x, H + 10, 150 + ((i * 29) % 60), 1.6);
  return svg(
    skyGradient("sky", [
      [0, art.sky],
      [0.55, art.wheatTint],
    ]) +
      sun(1300, 170, 55, art.wheat, art.cloud) +
      cloud(260, 140, 0.9, art.cloud) +
      hill([470, 455, 465, 450, 470], art.sage) +
      furrows({ horizon: 480, vanishX: 600, count: 40, colours: [art.wheat, "#e3b743"], spread: 2.6 }) +
      `<rect x="0" y="560" width="820" height="340" fill="#d9b24a" opacity="0.55"/>` +
      combine(840, 610, 1.25) +
      ears,
  );
}

function sprayer(): string {
  const machine =
    `<g>` +
    // The boom: a long truss across the picture.
    `<path d="M120 520 L1480 520" stroke="${art.steel}" stroke-width="10"/>` +
    `<path d="M120 540 L1480 540" stroke="${art.steel}" stroke-width="6"/>` +
    Array.from(
      { length: 28 },
      (_, i) =>
        `<path d="M${140 + i * 48} 540 l0 26" stroke="${art.steel}" stroke-width="4"/><path d="M${140 + i * 48} 566 l-14 60 l28 0 Z" fill="${art.cloud}" opacity="0.55"/>`,
    ).join("") +
    `<rect x="640" y="380" width="320" height="150" rx="16" fill="${art.brand}"/>` +
    `<rect x="670" y="330" width="150" height="110" rx="12" fill="${art.brandDark}"/>` +
    `<rect x="686" y="346" width="118" height="62" rx="6" fill="${art.sky}"/>` +
    `<ellipse cx="880" cy="420" rx="70" ry="46" fill="${art.cloud}"/>` +
    `<circle cx="700" cy="560" r="62" fill="${art.ink}"/><circle cx="700" cy="560" r="24" fill="${art.steel}"/>` +
    `<circle cx="910" cy="560" r="62" fill="${art.ink}"/><circle cx="910" cy="560" r="24" fill="${art.steel}"/>` +
    `</g>`;
  return svg(
    skyGradient("sky", [
      [0, art.skyDeep],
      [0.5, art.sky],
    ]) +
      cloud(140, 120, 0.9, art.cloud) +
      cloud(1150, 170, 1.2, art.cloud) +
      hill([440, 420, 430, 415, 440], art.sage) +
      furrows({ horizon: 450, vanishX: 800, count: 30, colours: [art.leafLight, art.leaf] }) +
      machine,
  );
}

/** A seed bag: a rounded sack with a brand band and a leaf mark. */
function seedBag(x: number, y: number, s: number, band: string): string {
  const p = (v: number) => (v * s).toFixed(1);
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M0 ${p(20)} Q0 0 ${p(20)} 0 L${p(200)} 0 Q${p(220)} 0 ${p(220)} ${p(20)} L${p(230)} ${p(280)} Q${p(230)} ${p(300)} ${p(210)} ${p(300)} L${p(10)} ${p(300)} Q${p(-10)} ${p(300)} ${p(-10)} ${p(280)} Z" fill="${art.cloud}" stroke="${art.border}" stroke-width="${p(3)}"/>` +
    `<rect x="${p(-4)}" y="${p(110)}" width="${p(228)}" height="${p(90)}" fill="${band}"/>` +
    `<path d="M${p(110)} ${p(190)} q${p(-40)} ${p(-30)} 0 ${p(-70)} q${p(40)} ${p(40)} 0 ${p(70)}Z" fill="${art.wheat}"/>` +
    `<path d="M${p(30)} ${p(40)} h${p(160)} M${p(30)} ${p(62)} h${p(110)}" stroke="${art.muted}" stroke-width="${p(8)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

function seedBags(): string {
  const wall = Array.from(
    { length: 17 },
    (_, i) => `<rect x="${i * 100}" y="0" width="96" height="620" fill="${i % 2 ? art.brandDark : art.brand}"/>`,
  ).join("");
  return svg(
    wall +
      `<rect x="0" y="600" width="${W}" height="300" fill="${art.surfaceAlt}"/>` +
      `<rect x="300" y="780" width="1000" height="36" fill="${art.soil}"/><rect x="300" y="816" width="1000" height="14" fill="${art.soilDark}"/>` +
      seedBag(330, 480, 1, art.brand) +
      seedBag(580, 480, 1, art.wheat) +
      seedBag(830, 480, 1, art.brand) +
      seedBag(1080, 480, 1, art.leafLight) +
      seedBag(455, 190, 1, art.leafLight) +
      seedBag(705, 190, 1, art.brand) +
      seedBag(955, 190, 1, art.wheat),
  );
}

function farmerTablet(): string {
  // A tablet held up against the field, showing a field map and a yield chart.
  const map = Array.from({ length: 4 }, (_, r) =>
    Array.from(
      { length: 5 },
      (_, c) =>
        `<rect x="${560 + c * 74}" y="${260 + r * 74}" width="70" height="70" rx="4" fill="${[art.leaf, art.leafLight, art.sage, art.brand][(r * 3 + c) % 4]}"/>`,
    ).join(""),
  ).join("");
  const bars = [120, 170, 140, 210, 190]
    .map((h, i) => `<rect x="${960 + i * 34}" y="${560 - h}" width="24" height="${h}" rx="3" fill="${art.wheat}"/>`)
    .join("");
  return svg(
    skyGradient("sky", [
      [0, art.sky],
      [0.5, art.wheatTint],
    ]) +
      hill([430, 410, 425, 405, 430], art.sage) +
      furrows({ horizon: 440, vanishX: 300, count: 30, colours: [art.leaf, art.brand] }) +
      // Hands: two rounded shapes at the tablet's sides.
      `<rect x="460" y="200" width="720" height="470" rx="36" fill="${art.ink}"/>` +
      `<rect x="490" y="230" width="660" height="410" rx="12" fill="${art.surface}"/>` +
      map +
      `<path d="M950 580 h210" stroke="${art.border}" stroke-width="4"/>` +
      bars +
      `<path d="M588 320 l40 -30 l40 50 l60 -60" stroke="${art.wheat}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<rect x="390" y="420" width="120" height="260" rx="56" fill="#b07a52"/>` +
      `<rect x="1130" y="420" width="120" height="260" rx="56" fill="#b07a52"/>`,
  );
}

function weatherSky(): string {
  const rain = Array.from(
    { length: 22 },
    (_, i) =>
      `<path d="M${900 + (i % 11) * 40 + (i > 10 ? 20 : 0)} ${420 + (i > 10 ? 60 : 0)} l-14 40" stroke="${art.skyDeep}" stroke-width="7" stroke-linecap="round"/>`,
  ).join("");
  return svg(
    skyGradient("sky", [
      [0, art.skyDeep],
      [0.7, art.sky],
    ]) +
      sun(520, 280, 110, art.wheat, art.wheatTint) +
      cloud(420, 330, 1.6, art.cloud) +
      cloud(880, 300, 2.2, art.surfaceAlt) +
      cloud(980, 360, 1.6, "#e6ece8") +
      rain +
      hill([700, 680, 690, 670, 700], art.sage) +
      furrows({ horizon: 720, vanishX: 800, count: 36, colours: [art.leaf, art.brand] }),
  );
}

function frostMorning(): string {
  // Frost on the stubble: pale rows, a low sun, white tips on every ridge.
  const ridges = Array.from({ length: 9 }, (_, i) => {
    const y = 560 + i * i * 4.2 + i * 18;
    return `<path d="M0 ${y} Q800 ${y - 14} ${W} ${y}" stroke="${art.cloud}" stroke-width="${2 + i * 0.9}" fill="none" opacity="0.85"/>`;
  }).join("");
  return svg(
    skyGradient("frost", [
      [0, art.skyDeep],
      [0.55, "#e4eef0"],
    ]) +
      sun(420, 440, 60, art.wheatTint, art.cloud) +
      hill([500, 485, 495, 480, 500], "#b9d0c6") +
      windbreak(820, 1480, 515, 30, "#6f8f80") +
      `<rect x="0" y="520" width="${W}" height="${H - 520}" fill="#a9c3b4"/>` +
      furrows({ horizon: 520, vanishX: 420, count: 40, colours: ["#a9c3b4", "#c7dad0"] }) +
      ridges,
  );
}

function soilSample(): string {
  // A cut through the soil: topsoil, subsoil, roots, and the probe that took the sample.
  const layer = (y: number, h: number, c: string) => `<rect x="0" y="${y}" width="${W}" height="${h}" fill="${c}"/>`;
  const roots = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${180 + i * 200} 390 q${i % 2 ? 30 : -30} 80 0 160 q${i % 2 ? -20 : 20} 60 10 120" stroke="${art.wheatTint}" stroke-width="5" fill="none" opacity="0.7"/>`,
  ).join("");
  const sprouts = Array.from({ length: 7 }, (_, i) => soySprout(180 + i * 200, 390)).join("");
  return svg(
    skyGradient("sky", [
      [0, art.sky],
      [1, art.wheatTint],
    ]) +
      layer(380, 190, art.soilDark) +
      layer(570, 170, art.soil) +
      layer(740, 160, "#b08f62") +
      roots +
      sprouts +
      `<rect x="1150" y="150" width="34" height="560" rx="8" fill="${art.steel}"/>` +
      `<rect x="1090" y="130" width="154" height="34" rx="17" fill="${art.ink}"/>` +
      `<rect x="1152" y="480" width="30" height="230" fill="${art.soilDark}"/>` +
      `<rect x="1290" y="260" width="170" height="120" rx="12" fill="${art.cloud}" stroke="${art.border}" stroke-width="4"/>` +
      `<path d="M1310 300 h120 M1310 330 h80" stroke="${art.muted}" stroke-width="8" stroke-linecap="round"/>`,
  );
}

/** A seedling: a short stem with two round leaves. */
function soySprout(x: number, ground: number): string {
  return `<path d="M${x} ${ground} v-50" stroke="${art.brand}" stroke-width="6"/><ellipse cx="${x - 18}" cy="${ground - 56}" rx="22" ry="12" fill="${art.leafLight}" transform="rotate(-25 ${x - 18} ${ground - 56})"/><ellipse cx="${x + 18}" cy="${ground - 56}" rx="22" ry="12" fill="${art.leaf}" transform="rotate(25 ${x + 18} ${ground - 56})"/>`;
}

function weedControl(): string {
  // Clean crop rows; the weeds between them are the spiky, paler plants.
  let plants = "";
  for (let r = 0; r < 6; r++) {
    const t = r / 5;
    const y = 470 + t * t * 380;
    const s = 0.4 + t * 1.3;
    const gap = 90 + t * 160;
    for (let x = ((r * 61) % gap) - gap; x < W + gap; x += gap) {
      plants += soyPlant(x, y, s);
      if ((Math.round(x) + r) % 3 === 0) plants += weed(x + gap / 2, y + 60 * s, s);
    }
  }
  return svg(
    skyGradient("sky", [
      [0, art.skyDeep],
      [0.5, art.sky],
    ]) +
      cloud(1120, 140, 1, art.cloud) +
      hill([450, 430, 440, 425, 445], art.sage) +
      `<rect x="0" y="460" width="${W}" height="${H - 460}" fill="${art.soil}"/>` +
      plants,
  );
}

/** A weed: a fan of narrow pointed leaves. */
function weed(x: number, ground: number, s: number): string {
  return [-50, -25, 0, 25, 50]
    .map(
      (a) =>
        `<path d="M${x} ${ground} l${-5 * s} ${-50 * s} l${5 * s} ${-20 * s} l${5 * s} ${20 * s} Z" fill="${art.sage}" stroke="${art.leafLight}" stroke-width="${1.5 * s}" transform="rotate(${a} ${x} ${ground})"/>`,
    )
    .join("");
}

function harvestTrucks(): string {
  const truck = (x: number, y: number, body: string) =>
    `<g transform="translate(${x} ${y})">` +
    `<rect x="0" y="-150" width="430" height="130" rx="10" fill="${body}"/>` +
    `<path d="M0 -150 h430" stroke="${art.ink}" stroke-width="6"/>` +
    `<path d="M20 -160 q200 -60 390 0 Z" fill="${art.wheat}"/>` +
    `<path d="M440 -20 v-110 h70 l50 60 v50 Z" fill="${art.brandDark}"/>` +
    `<rect x="460" y="-118" width="50" height="40" rx="4" fill="${art.sky}"/>` +
    [70, 170, 470]
      .map(
        (cx) =>
          `<circle cx="${cx}" cy="-10" r="36" fill="${art.ink}"/><circle cx="${cx}" cy="-10" r="14" fill="${art.steel}"/>`,
      )
      .join("") +
    `</g>`;
  return svg(
    skyGradient("sky", [
      [0, art.sky],
      [0.55, art.wheatTint],
    ]) +
      sun(260, 180, 55, art.wheat, art.cloud) +
      hill([470, 455, 465, 450, 470], art.sage) +
      furrows({ horizon: 480, vanishX: 1200, count: 40, colours: [art.wheat, "#e3b743"], spread: 2.6 }) +
      `<rect x="0" y="700" width="${W}" height="200" fill="#b9a27a"/>` +
      truck(140, 790, art.brand) +
      truck(860, 800, art.leaf) +
      combine(1240, 640, 0.8),
  );
}

function plantingSeason(): string {
  // A tractor pulling a planter across bare soil at dusk.
  const planterUnits = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${i * 58}" y="-70" width="40" height="60" rx="6" fill="${art.wheat}"/><circle cx="${i * 58 + 20}" cy="-4" r="14" fill="${art.ink}"/>`,
  ).join("");
  return svg(
    skyGradient("dusk", [
      [0, "#7f9fb0"],
      [0.4, art.dawnDeep],
      [0.6, art.dawn],
    ]) +
      sun(1180, 520, 80, art.wheat, art.dawnDeep) +
      hill([520, 500, 515, 495, 520], "#6f8f6a") +
      windbreak(80, 620, 540, 30, art.brandDark) +
      furrows({ horizon: 540, vanishX: 1180, count: 36, colours: [art.soilDark, art.soil] }) +
      `<g transform="translate(260 760)">${planterUnits}<rect x="-10" y="-96" width="470" height="30" rx="8" fill="${art.steel}"/></g>` +
      `<path d="M720 690 h90" stroke="${art.steel}" stroke-width="12"/>` +
      `<g transform="translate(800 770)"><rect x="0" y="-170" width="260" height="110" rx="12" fill="${art.brand}"/><rect x="120" y="-270" width="120" height="110" rx="10" fill="${art.brandDark}"/><rect x="136" y="-254" width="88" height="60" rx="6" fill="${art.dawn}"/><circle cx="200" cy="-40" r="70" fill="${art.ink}"/><circle cx="200" cy="-40" r="28" fill="${art.steel}"/><circle cx="40" cy="-30" r="40" fill="${art.ink}"/><circle cx="40" cy="-30" r="16" fill="${art.steel}"/></g>`,
  );
}

/** A 16:9 scene cropped to a wider band (the hero's ultra-wide art above 1440 px), centred on the horizon. */
function widened(draw: () => string, width: number, height: number): () => string {
  return () => {
    const scene = draw();
    const inner = scene.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><svg width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${inner}</svg></svg>`;
  };
}

export interface Picture {
  draw: () => string;
  /** The intrinsic size content gives for it. */
  width: number;
  height: number;
  /** Widths rendered in AVIF, WebP and JPEG. */
  widths: readonly number[];
}

/**
 * Heroes (320…1920) and spec 002 §9's horizontal card sizes (296×168,
 * 192×108, 114×64) with their 2× (592, 384, 228).
 */
const REGULAR_WIDTHS = [114, 192, 228, 296, 320, 384, 592, 640, 960, 1280, 1920] as const;
/** The ultra-wide band shows only above 1440 px. */
const WIDE_WIDTHS = [1440, 1920, 2400] as const;

const regular = (draw: () => string): Picture => ({ draw, width: 1920, height: 1080, widths: REGULAR_WIDTHS });

/**
 * Every picture by its public name (/media/<name>). Several names may show the
 * same picture: ALIASES maps a name to the one whose files it shares.
 */
export const PICTURES: Record<string, Picture> = {
  "hero-field-dawn": regular(heroFieldDawn),
  "hero-field-dawn-wide": { draw: widened(heroFieldDawn, 2400, 640), width: 2400, height: 640, widths: WIDE_WIDTHS },
  "soy-rows": regular(soyRows),
  "corn-field": regular(cornField),
  "wheat-harvest": regular(wheatHarvest),
  sprayer: regular(sprayer),
  "seed-bags": regular(seedBags),
  "farmer-tablet": regular(farmerTablet),
  "weather-sky": regular(weatherSky),
  "frost-morning": regular(frostMorning),
  "soil-sample": regular(soilSample),
  "weed-control": regular(weedControl),
  "harvest-trucks": regular(harvestTrucks),
  "planting-season": regular(plantingSeason),
};

/** Names the content service already uses for pictures above. */
export const ALIASES: Record<string, string> = {
  "hero-field-sunrise": "hero-field-dawn",
  "hero-field-sunrise-wide": "hero-field-dawn-wide",
  "hero-planting-season": "planting-season",
  "article-soybean-rows": "soy-rows",
  "article-corn-hybrids": "corn-field",
  "article-frost-morning": "frost-morning",
  "article-soil-sample": "soil-sample",
  "article-weed-control": "weed-control",
  "article-harvest-trucks": "harvest-trucks",
};
