import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A page that never hydrates carries its styles in one <style> in its head instead of a dozen stylesheet links
 * (issue 16, decision 0047). On a 400 kbps / 400 ms link each linked file costs a round trip, and new connections
 * cost more; the page's CSS (7–9 KB compressed) costs less than two of them. A page that hydrates keeps its links:
 * React reconciles the head with the links Remix renders, and its client navigations load each route's CSS.
 */
export interface InlinedStyles {
  html: string;
  /** `sha256-…` of the <style> element's text, for the Content-Security-Policy's style-src; empty when none. */
  styleHashes: string[];
}

/**
 * The document with every stylesheet, head and body, replaced by one <style> at the end of its head, in cascade
 * order: after the hero's preload, whose request should leave first. A file linked twice counts where it was linked
 * last: that copy is the one whose rules win. When `readStylesheet` cannot give one of them (the dev server's
 * modules, a file that cannot be inlined as it is), the links all stay as they are.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string | undefined): InlinedStyles {
  if (html.includes('<script type="module"') || !html.includes("</head>")) return { html, styleHashes: [] };
  const linked = [...html.matchAll(STYLESHEET_LINK)];
  // One link that must stay would end up ahead of styles it used to follow: then all stay.
  if (linked.length === 0 || linked.some(([, href]) => readStylesheet(href) === undefined))
    return { html, styleHashes: [] };
  const hrefs = linked.map(([, href]) => href).filter((href, index, all) => all.lastIndexOf(href) === index);
  const { css, hash } = combined(hrefs, readStylesheet);
  let out = "";
  let from = 0;
  for (const { index, 0: tag } of linked) {
    out += html.slice(from, index);
    from = index + tag.length;
  }
  out += html.slice(from);
  const headEnd = out.indexOf("</head>");
  return { html: `${out.slice(0, headEnd)}<style>${css}</style>${out.slice(headEnd)}`, styleHashes: [hash] };
}

/** React renders a route's or a block's stylesheet exactly so. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/**
 * The one <style>'s text and hash for a list of stylesheets. Pages of one template link the same files, and the built
 * files never change while the process runs, so each list is joined and hashed once (tens of kilobytes per page view
 * otherwise). Bounded by the route config's combinations; a reader that is not the build's is not remembered.
 */
const combinations = new Map<string, { css: string; hash: string }>();
const MAX_COMBINATIONS = 500;

function combined(hrefs: string[], readStylesheet: (href: string) => string | undefined) {
  const key = hrefs.join(" ");
  const known = readStylesheet === readBuiltStylesheet ? combinations.get(key) : undefined;
  if (known) return known;
  const css = hrefs.map((href) => readStylesheet(href)!).join("\n");
  const result = { css, hash: `sha256-${createHash("sha256").update(css, "utf8").digest("base64")}` };
  if (readStylesheet === readBuiltStylesheet && combinations.size < MAX_COMBINATIONS) combinations.set(key, result);
  return result;
}

/** The client build's stylesheets (fingerprinted, so a file's text never changes while the process runs). */
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;
const builtStylesheets = new Map<string, string | undefined>();

/**
 * A built stylesheet's text, or undefined when it is not one of ours or cannot be inlined as it is: a relative
 * `url()` would resolve against the page instead of /assets/, and `</style` would end the element early.
 */
export function readBuiltStylesheet(href: string): string | undefined {
  if (!BUILT_STYLESHEET.test(href)) return undefined;
  if (builtStylesheets.has(href)) return builtStylesheets.get(href);
  let text: string | undefined;
  try {
    text = readFileSync(path.resolve("build/client", `.${href}`), "utf8").trim();
  } catch {
    text = undefined;
  }
  if (text !== undefined && (/<\/style/i.test(text) || RELATIVE_URL.test(text))) text = undefined;
  builtStylesheets.set(href, text);
  return text;
}

/** A url() that is neither a data: URI, nor absolute, nor rooted at the site. */
const RELATIVE_URL = /url\(\s*(?!["']?(?:data:|https?:|\/))/i;
