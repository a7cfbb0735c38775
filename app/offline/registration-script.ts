/**
 * The service worker's registration (issue 16: at most 2 KB; registration-script.test.ts measures it), inline so it
 * costs no request, and every byte counts: the home pages' budget is 14 KB of HTML and CSS. It waits for `load`, so it
 * never competes with the page for the connection. It need not ask the worker to send the forms waiting on the
 * device: the worker does so itself whenever a page comes from the network, the "next load" where the browser has no
 * Background Sync. Without service workers (an old browser, some private windows) the page stays as it is.
 */
export const REGISTRATION_SCRIPT = `addEventListener("load",()=>navigator.serviceWorker?.register("/sw.js").catch(()=>0))`;
