import { createHash } from "node:crypto";

/**
 * The page's own inline scripts carry the request's marker where a nonce used to be (`nonce={useNonce()}`, and
 * React's and Remix's own scripts through the renderer's `nonce` option). Here, once the whole document is
 * rendered, each script that carries it is hashed for the Content-Security-Policy (the browser hashes the
 * element's text exactly as written, as UTF-8) and the marker is removed, so the body is the same for the same
 * content. A script that does not carry the marker (one injected through content) is neither hashed nor allowed.
 */
export function sealInlineScripts(html: string, marker: string): { html: string; scriptHashes: string[] } {
  if (!marker) return { html, scriptHashes: [] };
  const attribute = ` nonce="${marker}"`;
  const scriptHashes: string[] = [];
  // Walked from marker to marker (a random string found only where we wrote it), not tag by tag: the document is tens
  // of kilobytes and this runs on every page view (issue 28).
  let sealed = "";
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    sealed += html.slice(from, at);
    from = at + attribute.length;
    // React escapes < and > inside attribute values, so the nearest ones around the marker bound its tag.
    const tagStart = html.lastIndexOf("<", at);
    if (!SCRIPT_TAG.test(html.slice(tagStart, tagStart + 8))) continue;
    const textStart = html.indexOf(">", from) + 1;
    SCRIPT_END.lastIndex = textStart;
    const end = textStart > 0 ? SCRIPT_END.exec(html) : null;
    if (!end) continue;
    const text = html.slice(textStart, end.index);
    const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
    if (!scriptHashes.includes(hash)) scriptHashes.push(hash);
  }
  return { html: sealed + html.slice(from), scriptHashes };
}

/** A script element's opening tag begins so; its raw text ends where the browser ends it (no nesting). */
const SCRIPT_TAG = /^<script[\s>/]/i;
const SCRIPT_END = /<\/script[\s/>]/gi;
