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

/** Every demo image by its public name. */
export const SCENES: Record<string, () => string> = {
  "hero-field-dawn": heroFieldDawn,
  "soy-rows": soyRows,
  "corn-field": cornField,
  "wheat-harvest": wheatHarvest,
  sprayer,
  "seed-bags": seedBags,
  "farmer-tablet": farmerTablet,
  "weather-sky": weatherSky,
};
