import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// zod 4 probes whether it may compile validators with `new Function`; under our CSP (no 'unsafe-eval') the
// probe is refused, and the browser reports it as a violation even though zod catches the error. Tell zod
// not to try (`jitless`: schemas parse the interpreted way, fast enough for a form's few fields). Through the
// global object zod keeps its settings in (zod/v4/core/core.js), not `config()` from "zod/v4/core": importing
// it here would put zod's core in the entry chunk of every page. The route modules, zod's included, run before
// this entry; zod only probes on its first parse.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

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
