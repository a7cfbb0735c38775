/**
 * The service worker's registration (issue 16: at most 2 KB; app/offline/registration-script.test.ts measures it),
 * inline so it costs no request. It waits for `load`, so it never competes with the page for the connection, then
 * asks the worker to send any form waiting on the device: the "next load" way back online where the browser has no
 * Background Sync. Failures (no service worker support, a private window) leave the page as it is.
 */
export const REGISTRATION_SCRIPT = `addEventListener("load",function(){var s=navigator.serviceWorker;s&&s.register("/sw.js").then(function(){return s.ready}).then(function(r){r.active&&r.active.postMessage("flush")}).catch(function(){})})`;
