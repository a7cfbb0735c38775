import { gzipSync } from "node:zlib";

/**
 * What a page costs on the wire, gzip-compressed: its HTML, its render-blocking
 * CSS (stylesheets linked in the document) and its JavaScript (module scripts
 * and the modules they preload). Each asset counts once per page.
 */
export interface PageWeight {
  path: string;
  status: number;
  html: number;
  css: number;
  js: number;
}

export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 6 }).length;

export function assetLinks(html: string): { css: string[]; js: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(link|script)\b[^>]*>/g)].map((m) => m[0]);
  const css = tags
    .filter((t) => /rel="stylesheet"/.test(t))
    .map((t) => attr(t, "href")!)
    .filter(Boolean);
  const js = [
    // As served, a preload is inert (a dns-prefetch marked data-module-preload) until the page's bootstrap makes it
    // live (decision 0048, issue 27): it is loaded all the same.
    ...tags.filter((t) => /\sdata-module-preload\b|\srel="modulepreload"/.test(t)).map((t) => attr(t, "href")!),
    ...tags.filter((t) => t.startsWith("<script") && /type="module"/.test(t)).map((t) => attr(t, "src")!),
    ...inertModuleImports(html),
  ].filter(Boolean);
  return { css: [...new Set(css)], js: [...new Set(js)] };
}

/**
 * What Remix's module script, served as an inert data block that the bootstrap makes live, imports: the route modules
 * and, at once, the client entry. (A map's code imported later, on a tap, is in none of these.)
 */
function inertModuleImports(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="text\/x-inert-module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return blocks.flatMap((text) => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)"([^"]+\.js)"/g)].map((m) => m[1]));
}

/** The page's weight and its HTML; `headers` ask for a variant (light mode's Save-Data), `label` names it. */
export async function weighPage(
  origin: string,
  path: string,
  { headers, label = path }: { headers?: Record<string, string>; label?: string } = {},
): Promise<{ weight: PageWeight; html: string }> {
  const response = await fetch(new URL(path, origin), { headers });
  const html = await response.text();
  const { css, js } = assetLinks(html);
  const size = async (href: string) => gzipSize(Buffer.from(await (await fetch(new URL(href, origin))).arrayBuffer()));
  const sum = async (hrefs: string[]) => (await Promise.all(hrefs.map(size))).reduce((a, b) => a + b, 0);
  return {
    weight: { path: label, status: response.status, html: gzipSize(html), css: await sum(css), js: await sum(js) },
    html,
  };
}

export async function measurePage(origin: string, path: string): Promise<PageWeight> {
  return (await weighPage(origin, path)).weight;
}
