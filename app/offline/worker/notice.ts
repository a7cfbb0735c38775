/**
 * The notice the worker writes into a page it answers from the device: when the copy was saved ("saved on {date},
 * you are offline") and how many forms wait on the device. The page it rewrites is served without its scripts:
 * offline, a page works as HTML (every flow does, JavaScript off), and a notice inserted into a page that then
 * hydrated would not match what React rendered and be thrown away.
 */

/** The notice's texts in one locale (locales/<tag>/offline.json, "notice"), with i18next's {{placeholders}}. */
export interface NoticeTexts {
  label: string;
  savedOn: string;
  waiting_one: string;
  waiting_other: string;
  /** Spanish and Portuguese have a "many" form (a million forms): the same words as "other" today. */
  waiting_many?: string;
}

export interface NoticeState {
  /** The saved copy's date as the grower reads it; null on the offline page itself (nothing saved to date). */
  savedOn: string | null;
  /** Forms waiting in the device's outbox. */
  waiting: number;
}

/** The element's id: its styles are the offline page's (app/offline/offline-notice.css.ts). */
export const NOTICE_ID = "surco-offline-notice";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The notice's lines, or none when there is nothing to say. `plural` is the locale's plural category of a count. */
export function noticeLines(texts: NoticeTexts, state: NoticeState, plural: (count: number) => string): string[] {
  const lines: string[] = [];
  if (state.savedOn) lines.push(fill(texts.savedOn, { date: state.savedOn }));
  if (state.waiting > 0) {
    const category = plural(state.waiting);
    const template =
      category === "one"
        ? texts.waiting_one
        : category === "many"
          ? (texts.waiting_many ?? texts.waiting_other)
          : texts.waiting_other;
    lines.push(fill(template, { count: state.waiting }));
  }
  return lines;
}

/** The notice as HTML: a labelled landmark at the top of the page, each line a paragraph. */
export function noticeHtml(label: string, lines: readonly string[]): string {
  if (lines.length === 0) return "";
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return `<aside id="${NOTICE_ID}" aria-label="${escapeHtml(label)}">${paragraphs}</aside>`;
}

/** Every script and module preload out of a page: it is answered from the device, complete as HTML. */
export function withoutScripts(html: string): string {
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
      // Live, or inert as the server ships it for the page's bootstrap (`data-module-preload`: decision 0048).
      .replace(/<link\b[^>]*\s(?:rel=["']?modulepreload["']?|data-module-preload)[^>]*>/gi, "")
  );
}

/**
 * The notice first thing in the page's <main> (where the skip link leads), under the header: above the header it
 * would push the skip link, placed against the page's top, into view. A page without <main> gets it after <body>.
 */
export function withNotice(html: string, notice: string): string {
  if (!notice) return html;
  const opening = /<main\b[^>]*>/i.exec(html) ?? /<body\b[^>]*>/i.exec(html);
  if (!opening) return notice + html;
  const at = opening.index + opening[0].length;
  return html.slice(0, at) + notice + html.slice(at);
}

/**
 * The notice's styles, from the offline page: its <style> elements (a page that does not hydrate carries its CSS
 * inline, app/render/inline-stylesheets.server.ts) go ahead of the kept page's own styles, so the page's rules still
 * win every tie (the notice's are by id), and the sources its Content-Security-Policy allows styles from join the
 * kept page's, so the browser applies them there too. A style the page already holds (the offline page answering
 * for itself) is not added twice.
 */
export function withStylesOf(
  page: { html: string; csp: string | null },
  offline: { html: string; csp: string | null },
): { html: string; csp: string | null } {
  const styles = (offline.html.match(/<style>[\s\S]*?<\/style>/gi) ?? []).filter((style) => !page.html.includes(style));
  const head = page.html.search(/<\/head>/i);
  if (styles.length === 0 || head < 0 || page.csp === null) return page;
  const firstOwn = page.html.slice(0, head).search(/<style\b|<link\b[^>]*\brel=["']?stylesheet/i);
  const at = firstOwn < 0 ? head : firstOwn;
  const extra = (directiveOf(offline.csp ?? "", "style-src") ?? []).filter((source) => source.startsWith("'sha"));
  const csp = page.csp
    .split(/;\s*/)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name !== "style-src") return directive;
      return [name, ...sources, ...extra.filter((source) => !sources.includes(source))].join(" ");
    })
    .join("; ");
  return { html: page.html.slice(0, at) + styles.join("") + page.html.slice(at), csp };
}

function directiveOf(csp: string, name: string): string[] | undefined {
  for (const directive of csp.split(/;\s*/)) {
    const [directiveName, ...sources] = directive.split(/\s+/);
    if (directiveName === name) return sources;
  }
  return undefined;
}

/** The page's own stylesheets (what the offline page needs from the device besides itself). */
export function stylesheetsOf(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/gi) ?? [];
  return links.flatMap((link) => {
    if (!/\brel=["']?stylesheet["']?/i.test(link)) return [];
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1];
    return href ? [href.replaceAll("&amp;", "&")] : [];
  });
}
