import { INERT_MODULE, INERT_PRELOAD } from "./script-bootstrap";

/**
 * The document with its module script and module preloads made inert, for the page's hashed bootstrap to start
 * (app/render/script-bootstrap.tsx): a preload's relation becomes one that fetches nothing, a module script gets a
 * type the browser does not run (and loses `async`, which a data block may not have). Only the tags change, never a
 * script's text, so every hash stays valid. A page without scripts has neither.
 */
export function handOverToBootstrap(html: string): string {
  return html
    .replace(/<link\b[^>]*>/gi, (tag) => tag.replace(/\srel="modulepreload"/i, ` ${INERT_PRELOAD}`))
    .replace(/<script\b[^>]*>/gi, (tag) =>
      /\stype="module"/i.test(tag)
        ? tag.replace(/\stype="module"/i, ` ${INERT_MODULE}`).replace(/\sasync(="[^"]*")?/i, "")
        : tag,
    );
}
