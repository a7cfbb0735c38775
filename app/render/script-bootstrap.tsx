import { useNonce } from "~/nonce";

/**
 * How a page's modules start under a hash-only CSP (decision 0048). Remix's inline module script is allowed by its
 * hash, but it is parser-inserted, and under `'strict-dynamic'` the modules it imports are refused unless a module
 * preload fetched them first; a preload that fails (a dropped connection) leaves the page refused and not hydrated.
 * So the server ships Remix's module script and every module preload inert (`handOverToBootstrap`), and this one
 * classic script, hashed like every inline script of the page, inserts a live copy of each into the head. What a
 * trusted script inserts is not parser-inserted, so `'strict-dynamic'` allows what it loads; the copy of the module
 * script has the same text, so the same hash allows it. The inert elements stay where Remix rendered them for React's
 * hydration, which matches elements by tag and, in production, does not compare attributes; it also leaves alone
 * what is added at the end of the head.
 *
 * Inert and still valid HTML (issue 27): a preload becomes `rel="dns-prefetch"`, a relation a `<link>` may have in the
 * body and that fetches nothing (the page's own host is resolved already), marked `data-module-preload`; the module
 * script becomes a data block, which may not carry `async`.
 */
export const INERT_PRELOAD = 'rel="dns-prefetch" data-module-preload';
export const INERT_MODULE = 'type="text/x-inert-module"';

const BOOTSTRAP =
  `document.querySelectorAll('link[data-module-preload]').forEach(function(inert){` +
  `var link=document.createElement("link");link.rel="modulepreload";link.href=inert.href;document.head.appendChild(link)});` +
  `document.querySelectorAll('script[${INERT_MODULE}]').forEach(function(inert){` +
  `var script=document.createElement("script");script.type="module";script.textContent=inert.textContent;` +
  `document.head.appendChild(script)})`;

/** Rendered after Remix's `<Scripts>`, so every inert element is parsed before it runs. */
export function ScriptBootstrap() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOTSTRAP }} />;
}
