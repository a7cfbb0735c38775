/**
 * Drawing helpers shared by the illustrations: each returns SVG markup for a
 * 1600×900 canvas (16:9, the shape of every demo image), so the scenes stay
 * short and read like a description of the picture.
 */

export const W = 1600;
export const H = 900;

export function svg(body: string, width = W, height = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A vertical gradient filling the whole canvas (skies). */
export function skyGradient(id: string, stops: readonly [offset: number, colour: string][]): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

/** A soft hill line across the canvas: a smooth curve through the given heights, filled down to the bottom. */
export function hill(heights: readonly number[], fill: string): string {
  const step = W / (heights.length - 1);
  let d = `M0 ${H} L0 ${heights[0]}`;
  for (let i = 1; i < heights.length; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    const mid = (x0 + x1) / 2;
    d += ` C${mid} ${heights[i - 1]} ${mid} ${heights[i]} ${x1} ${heights[i]}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

/**
 * Furrows in perspective: stripes from the bottom edge to a vanishing point on
 * the horizon, alternating two colours, clipped at the horizon line.
 */
export function furrows(opts: {
  horizon: number;
  vanishX: number;
  count: number;
  colours: readonly [string, string];
  spread?: number;
}): string {
  const { horizon, vanishX, count, colours } = opts;
  const spread = opts.spread ?? 3.2;
  const left = vanishX - (W * spread) / 2;
  const width = W * spread;
  const vy = horizon - 40;
  let out = `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${colours[0]}"/>`;
  for (let i = 0; i < count; i += 2) {
    const a = left + (width * i) / count;
    const b = left + (width * (i + 1)) / count;
    // Where each edge meets the horizon (the stripe converges above it, toward vy).
    const t = (horizon - vy) / (H - vy);
    const ah = vanishX + (a - vanishX) * t;
    const bh = vanishX + (b - vanishX) * t;
    out += `<path d="M${ah.toFixed(1)} ${horizon} L${bh.toFixed(1)} ${horizon} L${b.toFixed(1)} ${H} L${a.toFixed(1)} ${H} Z" fill="${colours[1]}"/>`;
  }
  return out;
}

export function sun(cx: number, cy: number, r: number, colour: string, glow?: string): string {
  const halo = glow ? `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${glow}" opacity="0.45"/>` : "";
  return `${halo}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

/** A flat cartoon cloud: three overlapping circles on a rounded base. */
export function cloud(x: number, y: number, scale: number, colour: string, opacity = 1): string {
  const s = scale;
  return `<g fill="${colour}" opacity="${opacity}"><rect x="${x}" y="${y}" width="${220 * s}" height="${60 * s}" rx="${30 * s}"/><circle cx="${x + 70 * s}" cy="${y + 10 * s}" r="${48 * s}"/><circle cx="${x + 135 * s}" cy="${y}" r="${62 * s}"/><circle cx="${x + 180 * s}" cy="${y + 20 * s}" r="${36 * s}"/></g>`;
}

/** A farmstead on the horizon: a barn with a gable roof and a silo. */
export function farmstead(x: number, baseY: number, scale: number, wall: string, roof: string): string {
  const s = scale;
  const barn = `<path d="M${x} ${baseY} v${-60 * s} l${50 * s} ${-40 * s} l${50 * s} ${40 * s} v${60 * s} Z" fill="${wall}"/><path d="M${x - 8 * s} ${baseY - 58 * s} l${58 * s} ${-46 * s} l${58 * s} ${46 * s}" fill="none" stroke="${roof}" stroke-width="${10 * s}" stroke-linejoin="round"/><rect x="${x + 36 * s}" y="${baseY - 36 * s}" width="${28 * s}" height="${36 * s}" fill="${roof}"/>`;
  const silo = `<rect x="${x + 112 * s}" y="${baseY - 110 * s}" width="${36 * s}" height="${110 * s}" fill="${wall}"/><path d="M${x + 112 * s} ${baseY - 110 * s} a${18 * s} ${18 * s} 0 0 1 ${36 * s} 0 Z" fill="${roof}"/>`;
  return barn + silo;
}

/** A row of trees as a windbreak on the horizon. */
export function windbreak(x0: number, x1: number, baseY: number, size: number, colour: string): string {
  let out = "";
  for (let x = x0, i = 0; x < x1; x += size * 0.9, i++) {
    const r = size * (0.45 + ((i * 37) % 10) / 40);
    out += `<circle cx="${x.toFixed(1)}" cy="${(baseY - r).toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}"/>`;
  }
  return `${out}<rect x="${x0 - size}" y="${baseY - 4}" width="${x1 - x0 + size * 2}" height="8" fill="${colour}"/>`;
}
