import { RemixBrowser } from "@remix-run/react";
import { setNonce } from "get-nonce";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Radix's modal dialogs and menus lock scrolling with a <style> element they
// add to <head> (react-remove-scroll); the Content-Security-Policy lets a style
// element in only with this page's nonce. The browser hides the nonce attribute
// but keeps the property on the scripts that carry it.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) setNonce(nonce);

// The page is complete without this: hydration only adds enhancements. The
// browser never translates: every text arrives already translated in the
// loaders' data (docs/decisions/0003-translation-on-the-server.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
