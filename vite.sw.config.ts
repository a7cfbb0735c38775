import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

/**
 * The service worker's build (issue 16): app/offline/worker/sw.ts and what it imports (the country configs, the
 * date formatter, the notice's translations) as one classic script, build/sw/sw.js, served at /sw.js by
 * server/service-worker.ts. It runs after `remix vite:build`, whose output names its version: the hash of the server
 * build, which holds every page's code, text and the client assets' fingerprinted names, so every deploy that changes
 * a page changes the worker's bytes, and browsers replace it (and its precached offline pages).
 */
const root = fileURLToPath(new URL(".", import.meta.url));

function buildVersion(): string {
  return createHash("sha256")
    .update(readFileSync(path.join(root, "build/server/index.js")))
    .digest("hex")
    .slice(0, 12);
}

export default defineConfig({
  resolve: { alias: { "~": path.join(root, "app") } },
  publicDir: false,
  plugins: [
    {
      // A hook rather than a top-level `define`: tools that only load this file (knip, on a clean clone with no
      // server build yet) must not read the build.
      name: "surco-worker-version",
      config: (_config, { command }) => ({
        define: {
          __SW_VERSION__: JSON.stringify(command === "build" ? buildVersion() : "dev"),
          // A library build leaves this alone, and a worker has no `process`: Workbox's development checks and logs
          // are cut out of the worker.
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
      }),
    },
  ],
  build: {
    outDir: "build/sw",
    emptyOutDir: true,
    target: "es2022",
    lib: {
      entry: path.join(root, "app/offline/worker/sw.ts"),
      formats: ["iife"],
      name: "surcoWorker",
      fileName: () => "sw.js",
    },
  },
});
