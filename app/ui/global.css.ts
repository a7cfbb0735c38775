import { globalStyle } from "@vanilla-extract/css";

import { FOCUS_RING } from "./shapes/controls";
import { vars } from "./theme.css";

/**
 * The few element-level rules every page needs. Components style themselves
 * (X.css.ts beside X.tsx); nothing here is a class.
 */
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

// In-page anchors (#fichas, #resgate, a finder's type) land below the sticky header, not under it.
globalStyle("html", { WebkitTextSizeAdjust: "100%", textSizeAdjust: "100%", scrollPaddingTop: "6rem" });

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.5,
  color: vars.colour.ink,
  background: vars.colour.surface,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3", { lineHeight: 1.2, margin: `0 0 ${vars.space.sm}`, textWrap: "balance" });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });
globalStyle("a", { color: vars.colour.brand, textUnderlineOffset: "0.15em" });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

// `hidden` wins over any component's display rule (disclosure panels rely on it).
globalStyle("[hidden]", { display: "none !important" });

// One visible focus style for every interactive element. Dark surfaces
// (footer, hero) set vars.colour.focus to wheat.
globalStyle(":focus-visible", FOCUS_RING);
// Programmatic focus targets (main, sections) are not controls.
globalStyle('[tabindex="-1"]:focus', { outline: "none" });

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      transitionDuration: "0.01ms !important",
      animationDuration: "0.01ms !important",
    },
  },
});

// While a modal dialog is open the page behind it does not scroll: our static rule, in place of the <style>
// element Radix's Dialog.Overlay would inject (the CSP allows none; app/ui/modal/backdrop.ts).
globalStyle('html:has([role="dialog"][data-state="open"])', { overflow: "hidden" });
