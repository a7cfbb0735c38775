import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

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
