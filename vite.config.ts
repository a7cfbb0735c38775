import { fileURLToPath } from "node:url";

import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// This file replaces remix.config.js: see docs/decisions/0001-vite-config-replaces-remix-config.md.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    vanillaExtractPlugin(),
  ],
  build: {
    target: "es2022",
    // The client manifest tells the server which files each block kind needs (app/content/block-assets.server.ts).
    manifest: true,
    // Pages preload their own modules (Remix's route manifest, and the block modules the server links), so Vite's
    // dependency lists for dynamic imports would only add bytes to every page: it keeps the CSS ones (decision 0040).
    modulePreload: false,
  },
});
