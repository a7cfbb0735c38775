import { useNonce } from "~/nonce";

import { REGISTRATION_SCRIPT } from "./registration-script";

/**
 * Registers the service worker (app/offline/worker/sw.ts). The root renders it in the body unless the page is in light
 * mode and the grower has not opted in to offline reading there. The nonce lets it past the CSP (the cache part turns
 * it into a hash of this script).
 */
export function ServiceWorkerRegistration() {
  const nonce = useNonce();
  return <script id="sw-register" nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTRATION_SCRIPT }} />;
}
