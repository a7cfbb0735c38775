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
  const sealed = html.replace(SCRIPT, (script: string, openTag: string, text: string) => {
    if (!openTag.includes(attribute)) return script;
    const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
    if (!scriptHashes.includes(hash)) scriptHashes.push(hash);
    return `${openTag.replace(attribute, "")}${text}</script>`;
  });
  // Anything else that carried the marker (a <link> or <style> given it by mistake) loses it too: it never ships.
  return { html: sealed.replaceAll(attribute, ""), scriptHashes };
}

/** An inline or external script element: its opening tag and its text up to the closing tag (raw text: no nesting). */
const SCRIPT = /(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi;
