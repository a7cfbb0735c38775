/** Where browsers send Content-Security-Policy violations (report-uri and the Reporting API's report-to). */
export const CSP_REPORT_PATH = "/api/csp-reports";

/**
 * The portal's Content-Security-Policy, in one place for both places that send it: the security middleware
 * (every answer that is not a page: no script may run there at all) and the document renderer, which allows
 * exactly the inline scripts it rendered, by their hashes (app/http-cache/inline-script-hashes.server.ts).
 * A hash, unlike a per-request nonce, is the same for the same page, so a page's body stays identical
 * between requests and a shared cache may keep it. 'strict-dynamic' lets the modules those scripts import
 * load; any other script (one injected into content) has neither hash nor trust, and is refused.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  formTargets,
  connectSources = [],
}: {
  /** `sha256-…` sources of the page's own inline scripts; none means no script runs at all. */
  scriptHashes: readonly string[];
  /** `sha256-…` of the <style> a page that does not hydrate carries (app/render/inline-stylesheets.server.ts). */
  styleHashes?: readonly string[];
  /** Origins a form may post to besides ours (the identity provider's end-session form). */
  formTargets: readonly string[];
  /** Origins the page's scripts may fetch from besides ours (a hosted map style's, decision 0068). */
  connectSources?: readonly string[];
}): string {
  const scriptSrc =
    scriptHashes.length > 0 ? `${scriptHashes.map((hash) => `'${hash}'`).join(" ")} 'strict-dynamic'` : "'none'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Style sheets come from our own files, or the page's own <style> by its hash: no other <style> element runs
    // (Radix's modals draw their backdrop and scroll lock with our static CSS, not an injected one); style
    // attributes (server-rendered charts) are allowed.
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The map's archive, its ranges and its font are our own files; a hosted map style adds its origin.
    ["connect-src 'self'", ...connectSources].join(" "),
    // The service worker (/sw.js) and the map's worker: our own files ('strict-dynamic' would otherwise refuse them).
    "worker-src 'self'",
    // The weather bulletins' player, only once the grower presses play (privacy-enhanced domain; decision 0037).
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // Sign-out is a form whose answer redirects to the identity provider's end-session endpoint.
    ["form-action 'self'", ...formTargets].join(" "),
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}
