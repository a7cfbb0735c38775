import { INERT_MODULE, INERT_PRELOAD } from "./script-bootstrap";

/**
 * The document with its module script and module preloads made inert, for the page's hashed bootstrap to start
 * (app/render/script-bootstrap.tsx): a preload's relation becomes one that fetches nothing, a module script gets a
 * type the browser does not run (and loses `async`, which a data block may not have). Only the tags change, never a
 * script's text, so every hash stays valid. A page without scripts has neither.
 */
export function handOverToBootstrap(html: string): string {
  // React writes these attributes so, in lower case: a page with neither (most pages ship no script) is left as it is.
  if (!html.includes(' type="module"') && !html.includes(' rel="modulepreload"')) return html;
  // One pass over the document's link and script tags: it is tens of kilobytes, and this runs on every page view.
  return html.replace(/<(link|script)\b[^>]*>/gi, (tag: string, name: string) =>
    name.toLowerCase() === "link"
      ? tag.replace(/\srel="modulepreload"/i, ` ${INERT_PRELOAD}`)
      : /\stype="module"/i.test(tag)
        ? tag.replace(/\stype="module"/i, ` ${INERT_MODULE}`).replace(/\sasync(="[^"]*")?/i, "")
        : tag,
  );
}
