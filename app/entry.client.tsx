import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { config as zodConfig } from "zod/v4/core";

// zod 4 probes whether it may compile validators with `new Function`; under our CSP (no 'unsafe-eval') the
// probe is refused, and the browser reports it as a violation even though zod catches the error. Tell zod
// not to try: schemas parse in the browser the interpreted way (fast enough for a form's few fields).
zodConfig({ jitless: true });

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
